import { useState, type ReactNode } from 'react';
import type { Swiper as SwiperInstance } from 'swiper';
import { Swiper, SwiperSlide } from 'swiper/react';
import 'swiper/css';

// A chunk of its own, imported by tip-photo-gallery.tsx in the browser only, once a gallery of
// several photos is near the screen and the page is idle: swiper and its styles (28 KB gzip) are
// on no page's static JavaScript (issue 54), and a tip with one photo never loads them.

/** One slide: its photo, and what it says it is ("Slide 2 of 3"). */
export interface GallerySlide {
  key: string;
  label: string;
  content: ReactNode;
}

/**
 * The gallery's photos in swiper (issue 57: swiped with swiper's own drag, resistance and
 * momentum), opening on the slide the page's own scroller showed. Its buttons, dots and arrow
 * keys stay the gallery's (tip-photo-gallery.tsx), which moves it through `onSwiper`'s instance
 * and hears where it went from `onShown`: the same controls and words before and after.
 */
export function TipPhotoSwiper({
  slides,
  label,
  initial,
  onSwiper,
  onShown,
}: {
  slides: readonly GallerySlide[];
  /** The region's name (the tip's photos). */
  label: string;
  /** The slide shown when swiper takes over (the scroller's). */
  initial: number;
  onSwiper: (swiper: SwiperInstance) => void;
  onShown: (index: number) => void;
}) {
  // The slide it opens on, once: swiper is not to be moved by a prop that follows where it went.
  const [opening] = useState(initial);
  return (
    <Swiper
      slidesPerView={1}
      initialSlide={opening}
      onSwiper={onSwiper}
      onSlideChange={(swiper) => onShown(swiper.activeIndex)}
      role="region"
      aria-label={label}
      className="h-full"
    >
      {slides.map((slide) => (
        <SwiperSlide key={slide.key} role="group" aria-roledescription="slide" aria-label={slide.label}>
          {slide.content}
        </SwiperSlide>
      ))}
    </Swiper>
  );
}
