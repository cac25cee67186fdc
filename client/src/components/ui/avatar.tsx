import { useState, type RefCallback } from 'react';
import { useT } from '#app/i18n/i18n';

/** Up to two initials of a name ("Ivy Nettle" → "IN"), or of an e-mail's local part. */
export function initialsOf(name?: string | null): string {
  const words = (name ?? '')
    .split('@')[0]!
    .trim()
    .split(/[\s._-]+/)
    .filter(Boolean);
  const letters = words.length > 1 ? [words[0]![0], words[words.length - 1]![0]] : [words[0]?.[0]];
  return letters.join('').toUpperCase() || '?';
}

interface AvatarProps {
  src?: string | null;
  name?: string | null;
  /** Size (and anything else) of the round box, e.g. 'h-10 w-10 text-sm'. */
  className?: string;
  /** The accessible name; defaults to "<name>'s profile photo". */
  label?: string;
  /** The ring around the photo; off where the avatar sits in text (an author line). */
  ring?: boolean;
  /** 'lazy' for avatars below the first screen (a list of gardeners): not fetched before they are near. */
  loading?: 'eager' | 'lazy';
}

/**
 * A round profile photo. Members without one, or with one that fails to load, get their
 * initials on a coloured disc: the same fallback in the navbar, the dashboard, the profile
 * and beside every tip's author.
 */
export function Avatar({ src, name, className = 'h-10 w-10 text-sm', label, ring = true, loading }: AvatarProps) {
  const t = useT();
  const wanted = src?.trim() || null;
  const [failed, setFailed] = useState<string | null>(null);
  const alt = label ?? (name ? t('profile.photoOf', { name }) : t('profile.photoAlt'));
  const shape = `inline-flex shrink-0 rounded-full ${ring ? 'ring-2 ring-primary ring-offset-2 ring-offset-base-100' : ''} ${className}`;

  // A photo that failed before React took the server's markup over fired its error unheard.
  const checkLoaded: RefCallback<HTMLImageElement> = (img) => {
    if (img?.complete && img.naturalWidth === 0 && wanted) setFailed(wanted);
  };

  if (wanted && failed !== wanted) {
    return (
      <img
        ref={checkLoaded}
        src={wanted}
        alt={alt}
        referrerPolicy="no-referrer"
        loading={loading}
        decoding="async"
        className={`object-cover ${shape}`}
        onError={() => setFailed(wanted)}
      />
    );
  }
  // The initials are drawn by CSS (::before), not as text in the page: where the avatar sits
  // in a labelled button ("Account menu for …"), visible text that is not part of the label
  // would tell a voice-control user a different name than the screen reader says.
  return (
    <span
      role="img"
      aria-label={alt}
      data-initials={initialsOf(name)}
      className={`items-center justify-center bg-primary font-bold text-primary-content select-none before:content-[attr(data-initials)] ${shape}`}
    />
  );
}

/** An author's avatar in a line beside their name (a byline, a comment, a report): no ring, named "<name>'s avatar". */
export function BylineAvatar({ src, name, className }: { src?: string | null; name: string; className: string }) {
  const t = useT();
  return <Avatar src={src} name={name} label={t('tip.avatarOf', { name })} ring={false} className={className} />;
}
