import { Link } from 'react-router';
import { paths } from '#app/config/paths';

/** A member's name as a link to their gardener page; the name is in no language of the page's (lang=""). */
export function GardenerLink({ authorId, name, className }: { authorId: string; name: string; className: string }) {
  return (
    <Link to={paths.gardener(authorId)} className={className} lang="">
      {name}
    </Link>
  );
}
