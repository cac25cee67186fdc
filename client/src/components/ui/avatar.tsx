import { SafeImage } from './safe-image';

export const DEFAULT_AVATAR = '/images/avatar-default.svg';

/** A round profile photo; members without one (or with a broken one) get the default avatar. */
export function Avatar({ src, name, className = 'h-10 w-10' }: { src?: string | null; name?: string | null; className?: string }) {
  return (
    <SafeImage
      src={src}
      fallback={DEFAULT_AVATAR}
      alt={name ? `${name}'s profile photo` : 'Profile photo'}
      referrerPolicy="no-referrer"
      loading="eager"
      className={`rounded-full object-cover ring-2 ring-primary ring-offset-2 ring-offset-base-100 ${className}`}
    />
  );
}
