import type { ComponentProps } from 'react';
import { SafeImage } from './safe-image';

export interface TipImageProps extends Pick<ComponentProps<typeof SafeImage>, 'loading' | 'fetchPriority'> {
  /** Where the author gave no alt text (or the list does not carry it), the title stands in. */
  tip: { image?: string | null; imageAlt?: string | null; title: string };
  /** The box it is shown in (a square unless `height` says otherwise). */
  width: number;
  height?: number;
  /** How wide it shows, for an uploaded photo's srcset; a fixed thumbnail by default. */
  sizes?: string;
  className: string;
}

/** A tip's picture: its alt text, or its title where the author gave none (the author's words: no language claimed). */
export function TipImage({ tip, width, height = width, sizes = `${width}px`, ...rest }: TipImageProps) {
  return (
    <SafeImage
      {...rest}
      src={tip.image}
      alt={tip.imageAlt || tip.title}
      lang=""
      sizes={sizes}
      width={width}
      height={height}
    />
  );
}
