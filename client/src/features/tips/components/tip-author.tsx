import type { Tip } from '@green-circle/contract';
import { Link } from 'react-router';
import { BylineAvatar } from '#app/components/ui/avatar';
import { paths } from '#app/config/paths';
import { tipAuthor } from '#app/lib/tip-author';

/** "<avatar> Name" for a tip's byline, linking to the author's gardener page; the avatar falls back to initials. */
export function TipAuthor({
  tip,
  className = '',
}: {
  tip: Pick<Tip, 'displayName' | 'authorPhotoURL' | 'authorId'>;
  className?: string;
}) {
  const author = tipAuthor(tip);
  const content = (
    <>
      <BylineAvatar src={author.photoURL} name={author.name} className="h-7 w-7 text-[0.65rem]" />
      <span className="truncate" lang="">
        {author.name}
      </span>
    </>
  );
  const classes = `flex min-w-0 items-center gap-2 ${className}`;
  return tip.authorId ? (
    <Link to={paths.gardener(tip.authorId)} className={`${classes} link-hover`}>
      {content}
    </Link>
  ) : (
    <span className={classes}>{content}</span>
  );
}
