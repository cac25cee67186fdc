import type { PublicPerson } from '@green-circle/contract';
import { Link } from 'react-router';
import { AuthorChip } from '#app/components/ui/author-chip';
import { paths } from '#app/config/paths';
import { useT } from '#app/i18n/i18n';

/** The gardeners who grow it and show their garden, each a link to their page. */
export function PlantGrowers({ growers, total }: { growers: PublicPerson[]; total: number }) {
  const t = useT();
  if (growers.length === 0) {
    return (
      <p className="opacity-80">{total === 0 ? t('plant.growersNone') : t('plant.growersHidden', { n: total })}</p>
    );
  }
  return (
    <ul className="flex flex-wrap gap-3" aria-label={t('plant.growersHeading')}>
      {growers.map((person) => (
        <li key={person.authorId}>
          <Link to={paths.gardener(person.authorId)} className="link-hover">
            <AuthorChip name={person.displayName} photoURL={person.authorPhotoURL} />
          </Link>
        </li>
      ))}
    </ul>
  );
}
