import { Avatar } from '../../../components/ui/avatar';

interface ProfileAvatarProps {
  name: string;
  photoURL: string | null;
}

/** The member's photo, or their initials on a coloured disc (the app's one avatar fallback). */
export function ProfileAvatar({ name, photoURL }: ProfileAvatarProps) {
  // Not the member's name: the heading beside it says that already.
  return <Avatar src={photoURL} name={name} label="Your profile photo" className="h-28 w-28 text-4xl ring-4" />;
}
