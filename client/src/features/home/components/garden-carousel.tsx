import { useState } from 'react';
import type { Swiper as SwiperInstance } from 'swiper';
import { A11y, Autoplay, Keyboard, Pagination } from 'swiper/modules';
import { Swiper, SwiperSlide } from 'swiper/react';
import { LineIcon } from '#app/components/ui/line-icons';
import { MORE_ICONS } from '#app/components/ui/line-icons-more';
import { useT } from '#app/i18n/i18n';
import { CAROUSEL_SLIDES } from '../data/carousel-slides';
import { usePrefersReducedMotion } from '../use-prefers-reduced-motion';
import { CarouselSlide } from './carousel-slide';

/**
 * Four slides of three round photos: loops, one per view, autoplays every 4 s, pauses on hover.
 * `advance`: open on the second slide (the hero mounts it when the first turn is due).
 */
export default function GardenCarousel({ advance = false }: { advance?: boolean }) {
  const t = useT();
  const reducedMotion = usePrefersReducedMotion();
  const [swiper, setSwiper] = useState<SwiperInstance | null>(null);
  const [playing, setPlaying] = useState(!reducedMotion);

  const togglePlaying = () => {
    if (!swiper) return;
    if (playing) swiper.autoplay.stop();
    else swiper.autoplay.start();
    setPlaying(!playing);
  };

  return (
    <div className="relative">
      <Swiper
        modules={[A11y, Autoplay, Keyboard, Pagination]}
        loop
        slidesPerView={1}
        autoplay={{ delay: 4000, pauseOnMouseEnter: true, disableOnInteraction: false }}
        keyboard={{ enabled: true }}
        pagination={{ clickable: true }}
        // Swiper fills in {{index}} and {{slidesLength}} itself.
        a11y={{
          containerMessage: t('carousel.photos'),
          slideLabelMessage: t('carousel.slideLabel', { index: '{{index}}', count: '{{slidesLength}}' }),
          paginationBulletMessage: t('carousel.goToSlide', { index: '{{index}}' }),
        }}
        onSwiper={(instance) => {
          setSwiper(instance);
          if (reducedMotion) instance.autoplay.stop();
          else if (advance) instance.slideNext();
        }}
        // [contain:strict]: the box's size is its own (fixed height, the column's width), so
        // Swiper's measuring and re-arranging re-lays out this box, not the whole page.
        // Each dot is a 24 px target (a thumb can hit it) that shows a 10 px dot: Swiper paints
        // the bullet with these colours as its background, here a gradient with a 5 px core.
        className="h-[22rem] [contain:strict] sm:h-[24rem] [--swiper-pagination-bullet-horizontal-gap:2px] [--swiper-pagination-bullet-inactive-color:radial-gradient(circle,var(--color-base-content)_5px,transparent_5.5px)] [--swiper-pagination-bullet-inactive-opacity:0.45] [--swiper-pagination-bullet-size:24px] [--swiper-pagination-color:radial-gradient(circle,var(--color-success)_5px,transparent_5.5px)]"
      >
        {CAROUSEL_SLIDES.map((slide, index) => (
          <SwiperSlide key={slide.caption}>
            <CarouselSlide slide={slide} first={index === 0} />
          </SwiperSlide>
        ))}
      </Swiper>
      <button
        type="button"
        onClick={togglePlaying}
        className="btn btn-circle btn-sm absolute right-0 top-0 z-10"
        aria-label={playing ? t('carousel.pause') : t('carousel.play')}
      >
        <LineIcon name={playing ? MORE_ICONS.pause : MORE_ICONS.play} className="h-4 w-4" />
      </button>
    </div>
  );
}
