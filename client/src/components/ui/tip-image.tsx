import type { Tip } from '@green-circle/contract';
import { SafeImage } from './safe-image';

interface TipImageProps {
  tip: Pick<Tip, 'image' | 'imageAlt' | 'title'>;
  /** The box it is shown in (a square unless `height` says otherwise). */
  width: number;
  height?: number;
  /** How wide it shows, for an uploaded photo's srcset; a fixed thumbnail by default. */
  sizes?: string;
  className: string;
}

/** A tip's picture: its alt text, or its title where the author gave none. */
export function TipImage({ tip, width, height = width, sizes = `${width}px`, className }: TipImageProps) {
  return <SafeImage src={tip.image} alt={tip.imageAlt || tip.title} sizes={sizes} width={width} height={height} className={className} />;
}
