import { SafeImage } from '../../../components/ui/safe-image';

interface ProfileAvatarProps {
  name: string;
  photoURL: string | null;
}

/** The member's photo, or the first letter of the name on a coloured disc. */
export function ProfileAvatar({ name, photoURL }: ProfileAvatarProps) {
  // Not the member's name: the heading beside it says that already.
  const label = 'Your profile photo';
  if (photoURL) {
    return <SafeImage src={photoURL} alt={label} className="h-28 w-28 rounded-full object-cover ring-4 ring-primary" />;
  }
  return (
    <div
      role="img"
      aria-label={label}
      className="flex h-28 w-28 items-center justify-center rounded-full bg-primary text-5xl font-bold text-primary-content"
    >
      {(name.trim()[0] ?? '?').toUpperCase()}
    </div>
  );
}
