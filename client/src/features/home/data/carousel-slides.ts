// The four home carousel slides. Every picture ships with the site (public/images/carousel),
// so the page looks whole offline. Captions and descriptions are catalogue keys (issue 39):
// `carousel.<photo>` describes a photo, `carousel.slide<n>` captions a slide.
import type { MessageKey } from '#app/i18n/i18n';

interface CarouselPhoto {
  src: string;
  alt: MessageKey;
}

export interface CarouselSlide {
  caption: MessageKey;
  /** The large photo first, then the two smaller ones. */
  photos: [CarouselPhoto, CarouselPhoto, CarouselPhoto];
}

/** A photo's name: the catalogue has its description as `carousel.<name>`. */
type PhotoName = { [K in MessageKey]: K extends `carousel.${infer Name}` ? Name : never }[MessageKey];

const photo = (name: PhotoName): CarouselPhoto => ({ src: `/images/carousel/${name}.svg`, alt: `carousel.${name}` });

export const CAROUSEL_SLIDES: CarouselSlide[] = [
  {
    caption: 'carousel.slide1',
    photos: [photo('raised-beds'), photo('gardener-hat'), photo('harvest-basket')],
  },
  {
    caption: 'carousel.slide2',
    photos: [photo('sunflowers'), photo('watering-can'), photo('bee-flowers')],
  },
  {
    caption: 'carousel.slide3',
    photos: [photo('windowsill-herbs'), photo('vertical-wall'), photo('gardener-pots')],
  },
  {
    caption: 'carousel.slide4',
    photos: [photo('greenhouse'), photo('compost-bin'), photo('sapling')],
  },
];
