import type { Tip } from '@green-circle/contract';
import { A11y, Keyboard, Navigation, Pagination } from 'swiper/modules';
import { Swiper, SwiperSlide } from 'swiper/react';
import { SafeImage } from '#app/components/ui/safe-image';
import { useT } from '#app/i18n/i18n';
import 'swiper/css';
import 'swiper/css/navigation';
import 'swiper/css/pagination';

type Photo = NonNullable<Tip['photos']>[number];

const CONTROLS = [
  '[--swiper-theme-color:var(--color-primary)]',
  '[&_.swiper-button-next]:rounded-full [&_.swiper-button-next]:bg-base-100/85 [&_.swiper-button-next]:p-2.5 [&_.swiper-button-next]:shadow',
  '[&_.swiper-button-prev]:rounded-full [&_.swiper-button-prev]:bg-base-100/85 [&_.swiper-button-prev]:p-2.5 [&_.swiper-button-prev]:shadow',
  '[--swiper-pagination-bullet-size:10px] [--swiper-pagination-bullet-inactive-color:var(--color-base-100)] [--swiper-pagination-bullet-inactive-opacity:0.9]',
  '[&_.swiper-pagination-bullet]:ring-2 [&_.swiper-pagination-bullet]:ring-base-content/70',
].join(' ');

/**
 * A tip's photos (issue 57), the cover first: swiped, or moved with the arrow keys and the two
 * buttons that say where they go; each slide says which of how many it is. Each photo's alt is
 * what its author said it shows (their words: no language claimed), the title where it has none.
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
  return (
    // The arrows and dots in the site's green, not swiper's blue (both themes: the variable follows the
    // theme), each on a disc or ring of the page's own surface, so they show on any photo: a green
    // chevron vanished on foliage, grey dots on soil.
    <div className={`${className} ${CONTROLS}`} data-testid="tip-gallery">
      <Swiper
        modules={[A11y, Keyboard, Navigation, Pagination]}
        slidesPerView={1}
        keyboard={{ enabled: true }}
        navigation
        pagination={{ clickable: true }}
        // Swiper fills in {{index}} and {{slidesLength}} itself.
        a11y={{
          containerMessage: t('tip.photos'),
          prevSlideMessage: t('tip.previousPhoto'),
          nextSlideMessage: t('tip.nextPhoto'),
          slideLabelMessage: t('carousel.slideLabel', { index: '{{index}}', count: '{{slidesLength}}' }),
          paginationBulletMessage: t('carousel.goToSlide', { index: '{{index}}' }),
        }}
        className="h-full"
      >
        {photos.map((photo, index) => (
          <SwiperSlide key={photo.url}>
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
          </SwiperSlide>
        ))}
      </Swiper>
    </div>
  );
}
