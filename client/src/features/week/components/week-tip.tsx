import type { Tip } from '@green-circle/contract';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { paths } from '#app/config/paths';
import { useT } from '#app/i18n/i18n';
import { TipPlant } from '#app/components/ui/tip-plant';

/**
 * A tip in the week: its title (a link to it), its plant and who shared it. A plant the list knows
 * is named in the reader's language; the tip's own words (title, a free-text plant) stay as written.
 */
export function WeekTip({ tip, action }: { tip: Tip; action?: ReactNode }) {
  const t = useT();
  return (
    <li className="flex flex-col">
      <Link to={paths.tipDetails(tip._id)} className="link-hover font-medium" lang="">
        {tip.title}
      </Link>
      <span className="text-sm opacity-80">
        <TipPlant tip={tip} /> · {t('week.by', { name: tip.displayName })}
        {tip.trials && tip.trials.worked > 0 ? ` · ${t('week.workedFor', { n: tip.trials.worked })}` : ''}
      </span>
      {action}
    </li>
  );
}
