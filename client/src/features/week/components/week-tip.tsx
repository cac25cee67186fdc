import type { Tip } from '@green-circle/contract';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';

/** A tip in the week: its title (a link to it), its plant and who shared it. */
export function WeekTip({ tip }: { tip: Tip }) {
  return (
    <li className="flex flex-col">
      <Link to={paths.tipDetails(tip._id)} className="link-hover font-medium">
        {tip.title}
      </Link>
      <span className="text-sm opacity-80">
        {tip.plantSlug ? (
          <Link to={paths.plant(tip.plantSlug)} className="link">
            {tip.plantType}
          </Link>
        ) : (
          tip.plantType
        )}{' '}
        · by {tip.displayName}
        {tip.trials && tip.trials.worked > 0 ? ` · worked for ${tip.trials.worked}` : ''}
      </span>
    </li>
  );
}
