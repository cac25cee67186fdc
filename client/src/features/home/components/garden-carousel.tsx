import { useState } from 'react';
import type { Swiper as SwiperInstance } from 'swiper';
import { A11y, Autoplay, Keyboard, Pagination } from 'swiper/modules';
import { Swiper, SwiperSlide } from 'swiper/react';
import 'swiper/css';
import 'swiper/css/pagination';
import { CAROUSEL_SLIDES, type CarouselSlide } from '../data/carousel-slides';
import { usePrefersReducedMotion } from '../use-prefers-reduced-motion';
import { CactusIcon, FlowerIcon, LeafIcon, SproutIcon } from './plant-icons';

function Slide({ slide }: { slide: CarouselSlide }) {
  const [main, second, third] = slide.photos;
  return (
    <figure className="relative mx-auto h-full max-w-md">
      <img
        src={main.src}
        alt={main.alt}
        className="absolute left-1/2 top-4 h-52 w-52 -translate-x-1/2 rounded-full border-4 border-base-100 object-cover shadow-xl sm:h-60 sm:w-60"
      />
      <img
        src={second.src}
        alt={second.alt}
        className="absolute bottom-16 left-2 h-28 w-28 rounded-full border-4 border-base-100 object-cover shadow-lg sm:left-4 sm:h-32 sm:w-32"
      />
      <img
        src={third.src}
        alt={third.alt}
        className="absolute bottom-16 right-2 h-28 w-28 rounded-full border-4 border-base-100 object-cover shadow-lg sm:right-4 sm:h-32 sm:w-32"
      />
      <LeafIcon className="absolute left-6 top-6 h-10 w-10 -rotate-12" />
      <SproutIcon className="absolute right-8 top-2 h-9 w-9" />
      <FlowerIcon className="absolute bottom-48 right-0 h-8 w-8" />
      <CactusIcon className="absolute bottom-48 left-0 h-8 w-8" />
      <figcaption className="absolute inset-x-0 bottom-8 text-center text-sm font-semibold">{slide.caption}</figcaption>
    </figure>
  );
}

/** Four slides of three round photos: loops, one per view, autoplays every 4 s, pauses on hover. */
export default function GardenCarousel() {
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
        a11y={{ containerMessage: 'Garden photos', slideLabelMessage: 'Slide {{index}} of {{slidesLength}}' }}
        onSwiper={(instance) => {
          setSwiper(instance);
          if (reducedMotion) instance.autoplay.stop();
        }}
        className="h-[22rem] sm:h-[24rem] [--swiper-pagination-bullet-inactive-color:var(--color-base-content)] [--swiper-pagination-bullet-inactive-opacity:0.45] [--swiper-pagination-bullet-size:10px] [--swiper-pagination-color:var(--color-success)]"
      >
        {CAROUSEL_SLIDES.map((slide) => (
          <SwiperSlide key={slide.caption}>
            <Slide slide={slide} />
          </SwiperSlide>
        ))}
      </Swiper>
      <button
        type="button"
        onClick={togglePlaying}
        className="btn btn-circle btn-sm absolute right-0 top-0 z-10"
        aria-label={playing ? 'Pause slideshow' : 'Play slideshow'}
      >
        <svg viewBox="0 0 24 24" className="h-4 w-4 fill-current" aria-hidden="true" focusable="false">
          <path d={playing ? 'M6 4h4v16H6zM14 4h4v16h-4z' : 'M7 4l13 8-13 8z'} />
        </svg>
      </button>
    </div>
  );
}
