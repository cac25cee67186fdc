import { SEASONS } from '../data/seasons';
import { LineIcon } from '#app/components/ui/line-icons';
import { HomeSection } from '#app/components/ui/home-section';
import type { Language } from '#app/i18n/languages';
import { monthName } from '#app/i18n/dates';
import { useLanguage, useT } from '#app/i18n/i18n';

/** What to sow and do in each season, with the current one marked. */
export function SeasonalGuide({ today = new Date() }: { today?: Date }) {
  const month = today.getMonth();
  const t = useT();
  const language = useLanguage();
  return (
    <HomeSection id="seasonal-guide" titleKey="home.guideTitle" introKey="home.guideIntro">
      <ul className="grid grid-cols-1 gap-6 sm:grid-cols-2 lg:grid-cols-4">
        {SEASONS.map((season) => {
          const current = season.monthNumbers.includes(month);
          return (
            <li
              key={season.name}
              className={`card border bg-base-100 shadow-sm ${current ? 'border-green-600 ring-2 ring-green-600/40' : 'border-base-300'}`}
            >
              <div className="flex flex-col gap-3 p-5">
                <h3 className="flex flex-wrap items-center gap-2 text-xl font-semibold">
                  <LineIcon name={season.icon} className="h-6 w-6 text-green-700 dark:text-green-300" />{' '}
                  {t(`home.${season.name}`)}
                  {current && <span className="badge badge-success">{t('home.now')}</span>}
                </h3>
                <p className="text-sm font-medium">{monthRange(language, season.monthNumbers)}</p>
                <SeasonList title={t('home.plant')} items={t(`guide.${season.name}.plant`).split('|')} />
                <SeasonList title={t('home.jobs')} items={t(`guide.${season.name}.jobs`).split('|')} />
              </div>
            </li>
          );
        })}
      </ul>
    </HomeSection>
  );
}

/** 'March – May': the season's first and last month (numbered from 0, as Date does). */
function monthRange(language: Language, months: readonly number[]) {
  return `${monthName(language, months[0]! + 1)} – ${monthName(language, months.at(-1)! + 1)}`;
}

function SeasonList({ title, items }: { title: string; items: readonly string[] }) {
  return (
    <div>
      <h4 className="text-sm font-semibold uppercase tracking-wide">{title}</h4>
      <ul className="mt-1 list-inside list-disc text-sm">
        {items.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
    </div>
  );
}
