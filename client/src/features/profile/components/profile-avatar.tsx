import { Avatar } from '#app/components/ui/avatar';
import { useT } from '#app/i18n/i18n';

interface ProfileAvatarProps {
  name: string;
  photoURL: string | null;
}

/** The member's photo, or their initials on a coloured disc (the app's one avatar fallback). */
export function ProfileAvatar({ name, photoURL }: ProfileAvatarProps) {
  // Not the member's name: the heading beside it says that already.
  const t = useT();
  return <Avatar src={photoURL} name={name} label={t('profile.yourPhoto')} className="h-28 w-28 text-4xl ring-4" />;
}
