import { useState, type ImgHTMLAttributes } from 'react';

export const PLACEHOLDER_IMAGE = '/images/placeholder.svg';

interface SafeImageProps extends Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'alt'> {
  src: string | null | undefined;
  alt: string;
  /** Shown when src is empty or fails to load; defaults to the site's placeholder. */
  fallback?: string;
}

/** An <img> that never shows a broken image: empty or failing sources fall back to a local file. */
export function SafeImage({ src, alt, fallback = PLACEHOLDER_IMAGE, ...rest }: SafeImageProps) {
  const wanted = src?.trim() || fallback;
  // Remember which source failed, so a new src gets its own chance to load.
  const [failed, setFailed] = useState<string | null>(null);
  const shown = failed === wanted ? fallback : wanted;

  return (
    <img
      loading="lazy"
      decoding="async"
      {...rest}
      src={shown}
      alt={alt}
      onError={() => {
        if (shown !== fallback) setFailed(wanted);
      }}
    />
  );
}
