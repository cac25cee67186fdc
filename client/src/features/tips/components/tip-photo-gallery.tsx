import type { Tip } from '@green-circle/contract';
import { useEffect, useRef, useState } from 'react';
import { LineIcon } from '#app/components/ui/line-icons';
import { TIP_ICONS } from '#app/components/ui/line-icons-tips';
import { SafeImage } from '#app/components/ui/safe-image';
import { useT } from '#app/i18n/i18n';
import { useHydrated } from '#app/lib/hydration';

type Photo = NonNullable<Tip['photos']>[number];

// The browser's own scrolling, snapped a photo at a time, rather than a carousel library: swiper
// was 28 KB gzip of the tip page's JavaScript (issue 54: no page larger than at b6b276e), and a
// scroller swipes, scrolls with the keys and shows every photo without JavaScript by itself.

/** A round control on a disc of the page's own surface, so it shows on any photo (a green chevron vanished on foliage). */
const ARROW = 'btn btn-circle btn-sm absolute top-1/2 -translate-y-1/2 border-0 bg-base-100/85 text-primary shadow';

/** Which photo the scroller shows (each is its whole width). */
const photoShown = (scroller: HTMLElement) => Math.round(scroller.scrollLeft / Math.max(1, scroller.clientWidth));

const showPhoto = (scroller: HTMLElement | null, index: number) =>
  scroller?.scrollTo({ left: index * scroller.clientWidth, behavior: 'smooth' });

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
  const track = useRef<HTMLDivElement>(null);
  const [shown, setShown] = useState(0);
  const last = photos.length - 1;
  const go = (index: number) => showPhoto(track.current, Math.max(0, Math.min(last, index)));

  // The arrow keys move it while it is on screen (as the home page's carousel does), not while typing.
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      const scroller = track.current;
      if (!scroller || (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight')) return;
      const focused = document.activeElement;
      // In a field the keys move the caret; in the scroller they scroll it themselves.
      if (focused?.closest('input, textarea, select, [contenteditable="true"]') || scroller.contains(focused)) return;
      const box = scroller.getBoundingClientRect();
      if (box.bottom < 0 || box.top > window.innerHeight) return;
      const to = photoShown(scroller) + (event.key === 'ArrowRight' ? 1 : -1);
      showPhoto(scroller, Math.max(0, Math.min(last, to)));
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [last]);

  return (
    <div className={`${className} relative`} data-testid="tip-gallery">
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
        {photos.map((photo, index) => (
          <div
            key={photo.url}
            role="group"
            aria-roledescription="slide"
            aria-label={t('carousel.slideLabel', { index: index + 1, count: photos.length })}
            className="h-full w-full shrink-0 snap-center"
          >
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
          </div>
        ))}
      </div>
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
          <div className="absolute inset-x-0 bottom-2 flex justify-center gap-2">
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
