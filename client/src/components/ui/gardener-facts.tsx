import type { Gardener } from '@green-circle/contract';
import { useT } from '#app/i18n/i18n';

export type GardenerFactsOf = Pick<
  Gardener,
  'age' | 'gender' | 'status' | 'experiences' | 'otherInfo' | 'totalSharedTips'
>;

/** The gardener's experiences as a list, whichever shape the API sent. */
function experienceList(experiences: Gardener['experiences']): string[] {
  const list = Array.isArray(experiences) ? experiences : [experiences];
  return list.map((item) => item.trim()).filter(Boolean);
}

/**
 * What Explore's card says of a gardener (status, age, gender, shared tips, experiences, their
 * quote): the card and the gardener's page draw it with this one piece, so the page never shows
 * less. `heading`: the level of the "Experiences" heading, one under the nearest; `centerFromSm`:
 * centred from the sm width up (the card's column; on a phone the card leaves the quote to the
 * page), else along the start edge.
 */
export function GardenerFacts({
  facts,
  heading: Sub,
  centerFromSm = false,
}: {
  facts: GardenerFactsOf;
  heading: 'h2' | 'h3' | 'h4';
  centerFromSm?: boolean;
}) {
  const t = useT();
  // An ICU select's keys are words: "Non-binary" is asked as "Nonbinary"; an unknown value reads as stored.
  const genderText = (gender: string) => {
    const said = t('gardener.genderValue', { gender: gender.replace(/[^\p{L}]/gu, '') });
    return said === gender.replace(/[^\p{L}]/gu, '') ? gender : said;
  };
  const center = centerFromSm ? 'sm:justify-center' : '';
  const experiences = experienceList(facts.experiences);
  const active = facts.status.toLowerCase() === 'active';
  return (
    <div className={`flex flex-col gap-2 text-sm ${centerFromSm ? 'sm:items-center sm:text-center' : ''}`}>
      <div
        className={`flex flex-wrap items-center gap-x-2 gap-y-1 sm:flex-col ${centerFromSm ? '' : 'sm:items-start'}`}
      >
        <span className={`badge badge-sm capitalize ${active ? 'badge-success' : 'badge-neutral'}`}>
          {/* The stored value ("active", "Female") read in the language; an unknown one as it is. */}
          {t('gardener.status', { status: facts.status.toLowerCase() })}
        </span>
        {/* One line on a phone ("Age 34 years · Gender Female · …"), a small table from sm up. */}
        <dl className="flex flex-wrap gap-x-1 gap-y-0.5 sm:grid sm:grid-cols-[auto_auto] sm:justify-start sm:gap-x-3 sm:text-left">
          {(
            [
              [t('gardener.age'), t('gardener.ageYears', { n: facts.age })],
              // Written as the language writes it ("No binario"): no CSS capitals over it.
              [t('gardener.gender'), genderText(facts.gender)],
              [t('gardener.sharedTips'), String(facts.totalSharedTips)],
            ] as const
          ).map(([term, value], index) => (
            <div key={term} className="contents">
              <dt className="font-semibold">
                {index > 0 && (
                  <span className="sm:hidden" aria-hidden="true">
                    ·{' '}
                  </span>
                )}
                {term}
              </dt>
              <dd className="mr-1 sm:mr-0">{value}</dd>
            </div>
          ))}
        </dl>
      </div>
      {experiences.length > 0 && (
        <div>
          <Sub className="font-semibold max-sm:sr-only">{t('gardener.experiences')}</Sub>
          {Array.isArray(facts.experiences) ? (
            // The gardener's own words, as they wrote them: they claim no language (lang="").
            <ul className={`mt-1 flex flex-wrap gap-1 ${center}`} lang="">
              {experiences.map((experience) => (
                <li key={experience} className="badge badge-outline badge-sm h-auto py-0.5">
                  {experience}
                </li>
              ))}
            </ul>
          ) : (
            <p className="mt-1" lang="">
              {experiences[0]}
            </p>
          )}
        </div>
      )}
      {facts.otherInfo && (
        <blockquote
          className={`line-clamp-3 italic opacity-90 ${centerFromSm ? 'max-sm:hidden' : ''}`}
          title={facts.otherInfo}
          lang=""
        >
          “{facts.otherInfo}”
        </blockquote>
      )}
    </div>
  );
}
