import type { Tip } from '@green-circle/contract';
import { Avatar } from '../../../components/ui/avatar';
import { tipAuthor } from '../../../lib/tip-author';

/** "<avatar> Name" for a tip's byline; the avatar falls back to the author's initials. */
export function TipAuthor({ tip, className = '' }: { tip: Tip; className?: string }) {
  const author = tipAuthor(tip);
  return (
    <span className={`flex min-w-0 items-center gap-2 ${className}`}>
      <Avatar
        src={author.photoURL}
        name={author.name}
        label={`${author.name}'s avatar`}
        ring={false}
        className="h-7 w-7 text-[0.65rem]"
      />
      <span className="truncate">{author.name}</span>
    </span>
  );
}
