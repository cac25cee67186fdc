import { Component, lazy, Suspense, useEffect, useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { paths } from '#app/config/paths';
import { whenIdleAfterLoad } from '#app/lib/idle';
import { CAROUSEL_SLIDES } from '../data/carousel-slides';
import { CarouselSlide } from './carousel-slide';
import { TypedPhrases } from './typed-phrases';
import { usePrefersReducedMotion } from '../use-prefers-reduced-motion';
// Swiper's styles come with the page rather than with Swiper: inserted later, a stylesheet
// makes the browser restyle the whole, by then long, page in one long task.
import 'swiper/css';
import 'swiper/css/pagination';
import { useT } from '#app/i18n/i18n';

// Swiper is the heaviest piece of the page, and the first slide needs none of it: it loads when
// the slideshow first moves (its first turn is due 4 s after the page has loaded and the browser
// is idle) or as soon as the visitor reaches for the carousel (pointer, touch or keyboard focus),
// never while the page loads (issue 33 item 18). Without motion there is no turn: it loads idle.
const GardenCarousel = lazy(() => import('./garden-carousel'));
const FIRST_TURN_MS = 4000;

/** The first slide, drawn without Swiper in the carousel's own box, until Swiper takes over. */
function FirstSlide() {
  return (
    <div className="h-[22rem] overflow-hidden sm:h-[24rem]">
      <CarouselSlide slide={CAROUSEL_SLIDES[0]!} first />
    </div>
  );
}

/** If Swiper cannot load (the network went away), the first slide simply stays. */
class KeepFirstSlide extends Component<{ children: ReactNode }, { failed: boolean }> {
  state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  render() {
    return this.state.failed ? <FirstSlide /> : this.props.children;
  }
}

type Start = 'turn' | 'reach';

/** The first slide as plain HTML, then Swiper (see above): its switch re-renders this box only. */
function HeroCarousel() {
  const reducedMotion = usePrefersReducedMotion();
  const [started, setStarted] = useState<Start | null>(null);
  useEffect(() => {
    let turn: number | undefined;
    const cancelIdle = whenIdleAfterLoad(() => {
      if (reducedMotion) setStarted((now) => now ?? 'reach');
      else turn = window.setTimeout(() => setStarted((now) => now ?? 'turn'), FIRST_TURN_MS);
    });
    return () => {
      cancelIdle();
      window.clearTimeout(turn);
    };
  }, [reducedMotion]);
  const reach = () => setStarted((now) => now ?? 'reach');
  return (
    <div onPointerEnter={reach} onTouchStart={reach} onFocus={reach}>
      {started ? (
        <KeepFirstSlide>
          <Suspense fallback={<FirstSlide />}>
            {/* Started by the clock, Swiper opens on the second slide: the turn that was due. */}
            <GardenCarousel advance={started === 'turn'} />
          </Suspense>
        </KeepFirstSlide>
      ) : (
        <FirstSlide />
      )}
    </div>
  );
}

export function Hero() {
  const t = useT();
  const phrases = [t('home.phrase1'), t('home.phrase2'), t('home.phrase3'), t('home.phrase4')];
  return (
    <section
      aria-labelledby="hero-title"
      className="bg-gradient-to-br from-green-50 via-base-100 to-emerald-100 dark:from-base-300 dark:via-base-100 dark:to-base-200"
    >
      <div className="mx-auto grid max-w-7xl grid-cols-1 items-center gap-10 px-4 py-12 md:py-16 lg:grid-cols-2">
        <div className="text-center lg:text-left">
          <h1 id="hero-title" className="text-4xl font-extrabold leading-tight md:text-5xl">
            {t('home.heroTitle')} <span className="sr-only">{t('home.heroPhrases')}</span>
            <span aria-hidden="true" className="block min-h-[1.25em] text-green-700 dark:text-green-400">
              <TypedPhrases phrases={phrases} />
            </span>
          </h1>
          <p className="mx-auto mt-5 max-w-xl text-lg lg:mx-0">{t('home.heroText')}</p>
          <Link to={paths.browseTips} className="btn btn-primary btn-lg mt-8">
            {t('home.getStarted')}
          </Link>
        </div>
        {/* min-w-0: Swiper measures its box; a grid item would otherwise grow to fit the slides. */}
        <div className="min-w-0">
          <HeroCarousel />
        </div>
      </div>
    </section>
  );
}
