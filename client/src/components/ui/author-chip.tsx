import { MESSAGES } from '@green-circle/contract/messages';
import { DEFAULT_AVATAR } from './avatar';
import { SafeImage } from './safe-image';

/** Who wrote something, as the API tells everyone: a small avatar and the name (never an e-mail). */
export function AuthorChip({ name, photoURL, className = '' }: { name: string; photoURL: string | null; className?: string }) {
  return (
    <span className={`inline-flex min-w-0 items-center gap-2 ${className}`}>
      <SafeImage
        src={photoURL}
        fallback={DEFAULT_AVATAR}
        alt=""
        referrerPolicy="no-referrer"
        className="h-6 w-6 shrink-0 rounded-full object-cover"
      />
      <span className="break-words">{name || MESSAGES.noName}</span>
    </span>
  );
}
