import { useRef, type RefObject } from 'react';
import { useCountUp } from 'react-countup';
import { useInView } from 'react-intersection-observer';
import { usePrefersReducedMotion } from '../use-prefers-reduced-motion';
import { LineIcon, type IconRef } from '#app/components/ui/line-icons';
import { MORE_ICONS } from '#app/components/ui/line-icons-more';
import { HomeSection } from '#app/components/ui/home-section';
import { useLanguage, useT, type MessageKey } from '#app/i18n/i18n';

interface Achievement {
  label: MessageKey;
  icon: IconRef;
  end: number;
  /** A sign, or a unit from the catalogues. */
  suffix: '+' | MessageKey;
}

const ACHIEVEMENTS: Achievement[] = [
  { label: 'home.volunteers', icon: MORE_ICONS.users, end: 5000, suffix: '+' },
  { label: 'home.treesPlanted', icon: MORE_ICONS.tree, end: 120000, suffix: '+' },
  { label: 'home.countries', icon: MORE_ICONS.globe, end: 15, suffix: '+' },
  { label: 'home.wasteRecycled', icon: MORE_ICONS.recycle, end: 300, suffix: 'home.tons' },
];

const STAGGER_SECONDS = 0.1;

/**
 * Counts from 0 to `end` once mounted. The hook rather than the default-exported component:
 * react-countup ships CommonJS, and its default export does not survive every bundler's interop.
 */
function Counter({ end, suffix, delay, separator }: { end: number; suffix: string; delay: number; separator: string }) {
  const ref = useRef<HTMLSpanElement>(null);
  useCountUp({ ref: ref as RefObject<HTMLElement>, start: 0, end, duration: 2, separator, suffix, delay });
  return <span ref={ref}>{`0${suffix}`}</span>;
}

/** One counter: counts up each time half of the card scrolls into view. */
function AchievementCard({ achievement, index }: { achievement: Achievement; index: number }) {
  const { ref, inView } = useInView({ threshold: 0.5, triggerOnce: false, fallbackInView: true });
  const reducedMotion = usePrefersReducedMotion();
  const delay = index * STAGGER_SECONDS;
  const t = useT();
  const language = useLanguage();
  const suffix = achievement.suffix === '+' ? '+' : t(achievement.suffix);
  const final = `${achievement.end.toLocaleString(language)}${suffix}`;

  return (
    <li
      ref={ref}
      style={{ transitionDelay: `${delay}s` }}
      className={`card bg-base-100 text-base-content shadow-md transition duration-500 motion-reduce:transition-none ${
        inView || reducedMotion ? 'translate-y-0 opacity-100' : 'translate-y-4 opacity-0'
      }`}
    >
      <div className="card-body items-center p-6 text-center">
        <LineIcon name={achievement.icon} className="h-10 w-10 text-green-700 dark:text-green-300" />
        {/* Screen readers get the final figure; the moving digits are for the eyes only. */}
        <p className="text-3xl font-extrabold text-green-800 dark:text-green-300 md:text-4xl">
          <span className="sr-only">{final}</span>
          <span aria-hidden="true">
            {reducedMotion ? (
              final
            ) : inView ? (
              <Counter end={achievement.end} suffix={suffix} delay={delay} separator={language === 'es' ? '.' : ','} />
            ) : (
              `0${suffix}`
            )}
          </span>
        </p>
        <h3 className="font-semibold">{t(achievement.label)}</h3>
      </div>
    </li>
  );
}

export function Achievements() {
  return (
    <HomeSection
      id="achievements"
      titleKey="home.achievementsTitle"
      introKey="home.achievementsIntro"
      className="bg-gradient-to-r from-green-700 to-emerald-800 text-white"
    >
      <ul className="grid grid-cols-1 gap-6 sm:grid-cols-2 lg:grid-cols-4">
        {ACHIEVEMENTS.map((achievement, index) => (
          <AchievementCard key={achievement.label} achievement={achievement} index={index} />
        ))}
      </ul>
    </HomeSection>
  );
}
