// The four home carousel slides. Every picture ships with the site (public/images/carousel),
// so the page looks whole offline.

interface CarouselPhoto {
  src: string;
  alt: string;
}

export interface CarouselSlide {
  caption: string;
  /** The large photo first, then the two smaller ones. */
  photos: [CarouselPhoto, CarouselPhoto, CarouselPhoto];
}

const photo = (name: string, alt: string): CarouselPhoto => ({ src: `/images/carousel/${name}.svg`, alt });

export const CAROUSEL_SLIDES: CarouselSlide[] = [
  {
    caption: 'Raised beds that feed the whole street',
    photos: [
      photo('raised-beds', 'Raised vegetable beds with lettuce and carrots under a morning sun'),
      photo('gardener-hat', 'A smiling gardener in a straw hat'),
      photo('harvest-basket', 'A basket of freshly picked tomatoes and carrots'),
    ],
  },
  {
    caption: 'Sunflowers, bees and a little patience',
    photos: [
      photo('sunflowers', 'Tall sunflowers against a blue summer sky'),
      photo('watering-can', 'A watering can sprinkling young seedlings'),
      photo('bee-flowers', 'Pink flowers visited by a bee'),
    ],
  },
  {
    caption: 'Green corners for small homes',
    photos: [
      photo('windowsill-herbs', 'Potted herbs lined up on a sunny windowsill'),
      photo('vertical-wall', 'A living wall of plants growing in wall pockets'),
      photo('gardener-pots', 'A gardener holding a potted plant'),
    ],
  },
  {
    caption: 'Compost, greenhouse, repeat',
    photos: [
      photo('greenhouse', 'A glass greenhouse full of green plants at sunset'),
      photo('compost-bin', 'A wooden compost bin with kitchen scraps and leaves'),
      photo('sapling', 'A young tree sapling planted in fresh soil'),
    ],
  },
];
