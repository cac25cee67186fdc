import { useT } from '#app/i18n/i18n';
import { BylineAvatar } from './avatar';

/** Who wrote something, as the API tells everyone: a small avatar (initials without a photo) and the name, never an e-mail. */
export function AuthorChip({
  name,
  photoURL,
  className = '',
}: {
  name: string;
  photoURL: string | null;
  className?: string;
}) {
  const t = useT();
  const shown = name || t('messages.noName');
  return (
    <span className={`inline-flex min-w-0 items-center gap-2 ${className}`}>
      <BylineAvatar src={photoURL} name={shown} className="h-6 w-6 text-[0.6rem]" />
      <span className="[overflow-wrap:anywhere]">{shown}</span>
    </span>
  );
}
