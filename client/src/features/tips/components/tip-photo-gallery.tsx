import type { Tip } from '@green-circle/contract';
import { useEffect, useRef, useState } from 'react';
import type { Swiper as SwiperInstance } from 'swiper';
import { LineIcon } from '#app/components/ui/line-icons';
import { TIP_ICONS } from '#app/components/ui/line-icons-tips';
import { SafeImage } from '#app/components/ui/safe-image';
import { useT } from '#app/i18n/i18n';
import { useHydrated } from '#app/lib/hydration';
import { whenIdleAfterLoad } from '#app/lib/idle';
import type { GallerySlide, TipPhotoSwiper } from './tip-photo-swiper';

type Photo = NonNullable<Tip['photos']>[number];

// What the server draws, and what works without JavaScript and until swiper comes, is the
// browser's own scrolling, snapped a photo at a time: it swipes, scrolls with the keys and shows
// every photo by itself. Swiper (issue 57's gallery) was 28 KB gzip of every tip page's JavaScript
// (issue 54: no page larger than at b6b276e): it is a chunk of its own (tip-photo-swiper.tsx),
// loaded in the browser once a gallery is near the screen and the page idle, and takes over from
// the scroller on the photo it showed. A tip with one photo has no gallery, so never loads it.

/** A round control on a disc of the page's own surface, so it shows on any photo (a green chevron vanished on foliage). */
const ARROW =
  'btn btn-circle btn-sm absolute top-1/2 z-10 -translate-y-1/2 border-0 bg-base-100/85 text-primary shadow';

/** Which photo the scroller shows (each is its whole width). */
const photoShown = (scroller: HTMLElement) => Math.round(scroller.scrollLeft / Math.max(1, scroller.clientWidth));

const showPhoto = (scroller: HTMLElement | null, index: number) =>
  scroller?.scrollTo({ left: index * scroller.clientWidth, behavior: 'smooth' });

type SwiperGallery = typeof TipPhotoSwiper;
let swiperGallery: Promise<SwiperGallery> | undefined;
/** Swiper's chunk, once for every gallery of the visit (asked again if it failed: the scroller stays meanwhile). */
const loadSwiper = () =>
  (swiperGallery ??= import('./tip-photo-swiper').then(
    (module) => module.TipPhotoSwiper,
    (failure: unknown) => {
      swiperGallery = undefined;
      throw failure;
    },
  ));

/** Where the gallery is, and which engine moves it: swiper once it has taken over, else the scroller. */
interface Engine {
  box: HTMLElement | null;
  track: HTMLElement | null;
  swiper: SwiperInstance | null;
}
const liveSwiper = ({ swiper }: Engine) => (swiper && !swiper.destroyed ? swiper : null);
const current = (engine: Engine) => liveSwiper(engine)?.activeIndex ?? (engine.track ? photoShown(engine.track) : 0);
const moveTo = (engine: Engine, index: number) => {
  const swiper = liveSwiper(engine);
  if (swiper) swiper.slideTo(index);
  else showPhoto(engine.track, index);
};

/**
 * A tip's photos (issue 57), the cover first: swiped, or moved with the arrow keys (while the
 * gallery is on screen and no field has the focus) and the two buttons that say where they go;
 * each slide says which of how many it is. Each photo's alt is what its author said it shows (their
 * words: no language claimed), the title where it has none.
 */
export function TipPhotoGallery({
  photos,
  title,
  sizes,
  className,
}: {
  photos: readonly Photo[];
  title: string;
  sizes: string;
  className: string;
}) {
  const t = useT();
  // The buttons and dots need the page's JavaScript; without it the photos still scroll.
  const hydrated = useHydrated();
  const box = useRef<HTMLDivElement>(null);
  const track = useRef<HTMLDivElement>(null);
  const swiper = useRef<SwiperInstance | null>(null);
  const [shown, setShown] = useState(0);
  // Swiper's gallery, once its chunk has come: until then (and if it never comes) the scroller.
  const [Swiping, setSwiping] = useState<SwiperGallery | null>(null);
  const last = photos.length - 1;
  const engine = (): Engine => ({ box: box.current, track: track.current, swiper: swiper.current });
  const go = (index: number) => moveTo(engine(), Math.max(0, Math.min(last, index)));

  // Swiper's chunk is asked for once the page has loaded and the browser is idle, when the gallery
  // is within half a screen of being seen (a tip's gallery is at its top: nearly always at once).
  useEffect(() => {
    const gallery = box.current;
    if (last < 1 || !gallery) return;
    let gone = false;
    let near: IntersectionObserver | undefined;
    const load = () => {
      near?.disconnect();
      loadSwiper().then(
        (component) => !gone && setSwiping(() => component),
        () => undefined,
      );
    };
    const cancelIdle = whenIdleAfterLoad(() => {
      if (typeof IntersectionObserver !== 'function') return load();
      near = new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && load(), {
        rootMargin: '50% 0px',
      });
      near.observe(gallery);
    });
    return () => {
      gone = true;
      cancelIdle();
      near?.disconnect();
    };
  }, [last]);

  // The arrow keys move it while it is on screen (as the home page's carousel does), not while typing.
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      const moving = { box: box.current, track: track.current, swiper: swiper.current };
      if (!moving.box || (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight')) return;
      const focused = document.activeElement;
      // In a field the keys move the caret; in the scroller they scroll it themselves.
      if (focused?.closest('input, textarea, select, [contenteditable="true"]') || moving.track?.contains(focused))
        return;
      const { top, bottom } = moving.box.getBoundingClientRect();
      if (bottom < 0 || top > window.innerHeight) return;
      const to = current(moving) + (event.key === 'ArrowRight' ? 1 : -1);
      moveTo(moving, Math.max(0, Math.min(last, to)));
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [last]);

  const slides: GallerySlide[] = photos.map((photo, index) => ({
    key: photo.url,
    label: t('carousel.slideLabel', { index: index + 1, count: photos.length }),
    content: (
      <SafeImage
        src={photo.url}
        alt={photo.alt || title}
        lang=""
        sizes={sizes}
        width={800}
        height={600}
        loading={index === 0 ? 'eager' : 'lazy'}
        fetchPriority={index === 0 ? 'high' : 'auto'}
        className="h-full w-full object-contain"
      />
    ),
  }));

  return (
    <div ref={box} className={`${className} relative`} data-testid="tip-gallery">
      {Swiping ? (
        <Swiping
          slides={slides}
          label={t('tip.photos')}
          initial={shown}
          onSwiper={(instance) => (swiper.current = instance)}
          onShown={setShown}
        />
      ) : (
        <div
          ref={track}
          role="region"
          aria-label={t('tip.photos')}
          // A scroller the keyboard can reach (its arrow keys scroll it).
          tabIndex={0}
          onScroll={(event) => setShown(photoShown(event.currentTarget))}
          // Without JavaScript its scrollbar says there is more than the cover; with it, the dots do.
          className={`flex h-full snap-x snap-mandatory overflow-x-auto overscroll-x-contain ${hydrated ? '[scrollbar-width:none]' : ''}`}
        >
          {slides.map((slide) => (
            <div
              key={slide.key}
              role="group"
              aria-roledescription="slide"
              aria-label={slide.label}
              className="h-full w-full shrink-0 snap-center"
            >
              {slide.content}
            </div>
          ))}
        </div>
      )}
      {hydrated && (
        <>
          <button
            type="button"
            className={`${ARROW} left-2`}
            aria-label={t('tip.previousPhoto')}
            disabled={shown === 0}
            onClick={() => go(shown - 1)}
          >
            <LineIcon name={TIP_ICONS.back} className="h-5 w-5" />
          </button>
          <button
            type="button"
            className={`${ARROW} right-2`}
            aria-label={t('tip.nextPhoto')}
            disabled={shown >= last}
            onClick={() => go(shown + 1)}
          >
            <LineIcon name={TIP_ICONS.forward} className="h-5 w-5" />
          </button>
          <div className="absolute inset-x-0 bottom-2 z-10 flex justify-center gap-2">
            {photos.map((photo, index) => (
              <button
                key={photo.url}
                type="button"
                aria-label={t('carousel.goToSlide', { index: index + 1 })}
                aria-current={index === shown ? true : undefined}
                onClick={() => go(index)}
                className={`h-2.5 w-2.5 rounded-full ring-2 ring-base-content/70 ${
                  index === shown ? 'bg-primary' : 'bg-base-100/90'
                }`}
              />
            ))}
          </div>
        </>
      )}
    </div>
  );
}
