import type { CarouselSlide as Slide } from '../data/carousel-slides';
import { useT } from '#app/i18n/i18n';
import { PlantIcon } from './plant-icons';

// Where each photo sits: the large one in the middle, then the small ones left and right.
const PHOTO_PLACES = [
  'absolute left-1/2 top-4 h-52 w-52 -translate-x-1/2 rounded-full border-4 border-base-100 object-cover shadow-xl sm:h-60 sm:w-60',
  'absolute bottom-16 left-2 h-28 w-28 rounded-full border-4 border-base-100 object-cover shadow-lg sm:left-4 sm:h-32 sm:w-32',
  'absolute bottom-16 right-2 h-28 w-28 rounded-full border-4 border-base-100 object-cover shadow-lg sm:right-4 sm:h-32 sm:w-32',
];

/**
 * One slide: a large round photo and two small ones. No Swiper here: the hero draws the first
 * slide with it before Swiper has loaded, so the page's largest image paints at once.
 * `first`: the slide on screen at load (its large photo is the page's LCP image, preloaded by
 * the home route's `links`); the others load lazily.
 */
export function CarouselSlide({ slide, first = false }: { slide: Slide; first?: boolean }) {
  const t = useT();
  const loading = first ? 'eager' : 'lazy';
  return (
    <figure className="relative mx-auto h-full max-w-md">
      {slide.photos.map((photo, index) => (
        <img
          key={index}
          src={photo.src}
          alt={t(photo.alt)}
          width={index === 0 ? 240 : 128}
          height={index === 0 ? 240 : 128}
          loading={loading}
          fetchPriority={first && index === 0 ? 'high' : undefined}
          className={PHOTO_PLACES[index]}
        />
      ))}
      <PlantIcon name="leaf" className="absolute left-6 top-6 h-10 w-10 -rotate-12" />
      <PlantIcon name="sprout" className="absolute right-8 top-2 h-9 w-9" />
      <PlantIcon name="flower" className="absolute bottom-48 right-0 h-8 w-8" />
      <PlantIcon name="cactus" className="absolute bottom-48 left-0 h-8 w-8" />
      <figcaption className="absolute inset-x-0 bottom-8 text-center text-sm font-semibold">
        {t(slide.caption)}
      </figcaption>
    </figure>
  );
}
