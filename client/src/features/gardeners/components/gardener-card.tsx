import type { Gardener } from '@green-circle/contract';
import { Link } from 'react-router';
import { SafeImage } from '../../../components/ui/safe-image';

/** The gardener's experiences as a list, whichever shape the API sent. */
function experienceList(experiences: Gardener['experiences']): string[] {
  const list = Array.isArray(experiences) ? experiences : [experiences];
  return list.map((item) => item.trim()).filter(Boolean);
}

/**
 * One gardener: shared by the featured grid on Home and the Explore page. `headingLevel`:
 * the card's name heading sits one level under the page's nearest heading (h3 under Home's
 * section h2, h2 under Explore's h1), so headings never skip a level.
 */
export function GardenerCard({ gardener, headingLevel = 3 }: { gardener: Gardener; headingLevel?: 2 | 3 }) {
  const Name = headingLevel === 2 ? 'h2' : 'h3';
  const Sub = headingLevel === 2 ? 'h3' : 'h4';
  const experiences = experienceList(gardener.experiences);
  const active = gardener.status.toLowerCase() === 'active';

  return (
    <article className="card relative h-full border border-base-300 bg-base-100 shadow-sm transition-shadow focus-within:shadow-md hover:shadow-md">
      <div className="card-body items-center gap-3 p-5 text-center">
        <SafeImage
          src={gardener.image}
          alt={`Portrait of ${gardener.name}`}
          className="h-28 w-28 rounded-full object-cover ring-4 ring-success/30"
        />
        <Name className="card-title text-lg">
          {/* The name's link covers the card (after:inset-0): the whole card opens their page. */}
          <Link
            to={`/gardeners/${gardener.authorId}`}
            className="link-hover after:absolute after:inset-0 after:rounded-box after:content-['']"
          >
            {gardener.name}
          </Link>
        </Name>
        <span className={`badge capitalize ${active ? 'badge-success' : 'badge-neutral'}`}>{gardener.status}</span>

        <dl className="grid w-full grid-cols-2 gap-x-3 gap-y-1 text-sm">
          <dt className="text-right font-semibold">Age</dt>
          <dd className="text-left">{gardener.age} years</dd>
          <dt className="text-right font-semibold">Gender</dt>
          <dd className="text-left capitalize">{gardener.gender}</dd>
          <dt className="text-right font-semibold">Shared tips</dt>
          <dd className="text-left">{gardener.totalSharedTips}</dd>
        </dl>

        {experiences.length > 0 && (
          <div className="w-full text-sm">
            <Sub className="font-semibold">Experiences</Sub>
            {Array.isArray(gardener.experiences) ? (
              <ul className="mt-1 flex flex-wrap justify-center gap-1">
                {experiences.map((experience) => (
                  <li key={experience} className="badge badge-outline h-auto py-0.5">
                    {experience}
                  </li>
                ))}
              </ul>
            ) : (
              <p className="mt-1">{experiences[0]}</p>
            )}
          </div>
        )}

        {gardener.otherInfo && (
          <blockquote className="line-clamp-3 text-sm italic opacity-90" title={gardener.otherInfo}>
            “{gardener.otherInfo}”
          </blockquote>
        )}
      </div>
    </article>
  );
}
