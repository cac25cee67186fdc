import type { PublicPerson } from '@green-circle/contract';
import { Link } from 'react-router';
import { AuthorChip } from '../../../components/ui/author-chip';
import { paths } from '../../../config/paths';

/** The gardeners who grow it and show their garden, each a link to their page. */
export function PlantGrowers({ growers, total }: { growers: PublicPerson[]; total: number }) {
  if (growers.length === 0) {
    return (
      <p className="opacity-80">
        {total === 0
          ? 'Nobody has marked it as theirs yet.'
          : `${total} ${total === 1 ? 'gardener grows' : 'gardeners grow'} it; none show their garden yet.`}
      </p>
    );
  }
  return (
    <ul className="flex flex-wrap gap-3" aria-label="Gardeners who grow it">
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
