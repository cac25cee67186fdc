import { useState, type ImgHTMLAttributes } from 'react';
import { preload } from 'react-dom';
import { imageSource } from '#app/lib/image-source';

export const PLACEHOLDER_IMAGE = '/images/placeholder.svg';

interface SafeImageProps extends Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'alt'> {
  src: string | null | undefined;
  alt: string;
  /** Shown when src is empty or fails to load; defaults to the site's placeholder. */
  fallback?: string;
}

/**
 * An <img> that never shows a broken image: empty or failing sources fall back to a local file.
 * A photo uploaded to the API is loaded from the API with a srcset of its widths (pass `sizes`
 * for how wide it is shown) and its own width and height, so its box is reserved; lazy unless
 * told otherwise (`loading="eager"` above the fold).
 */
export function SafeImage({ src, alt, fallback = PLACEHOLDER_IMAGE, sizes, width, height, ...rest }: SafeImageProps) {
  const wanted = src?.trim() || fallback;
  // Remember which source failed, so a new src gets its own chance to load.
  const [failed, setFailed] = useState<string | null>(null);
  const shown = failed === wanted ? fallback : wanted;
  const source = imageSource(shown);

  return (
    <img
      loading="lazy"
      decoding="async"
      {...rest}
      src={source.src}
      srcSet={source.srcSet}
      sizes={source.srcSet ? (sizes ?? '100vw') : undefined}
      width={source.width ?? width}
      height={source.height ?? height}
      alt={alt}
      onError={() => {
        if (shown !== fallback) setFailed(wanted);
      }}
    />
  );
}

/**
 * Starts fetching a page's largest photo at high priority as soon as its address is known (in
 * the route's loader, when the API answers) instead of once React has drawn its <img>. Pass the
 * same `sizes` as the <SafeImage>, so the browser picks the same width from the srcset.
 */
export function preloadImage(src: string | null | undefined, sizes: string): void {
  const wanted = src?.trim();
  if (!wanted) return;
  const source = imageSource(wanted);
  preload(source.src, {
    as: 'image',
    fetchPriority: 'high',
    ...(source.srcSet ? { imageSrcSet: source.srcSet, imageSizes: sizes } : {}),
  });
}
