import type { Tip } from '@green-circle/contract';
import { MESSAGES } from '@green-circle/contract/messages';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { OwnTipCard } from './own-tip-card';

/** The member's own tips as cards, or the spec's 'No tips found.' with a way to share one. */
export function OwnTipsList({ tips, dashboard = false }: { tips: Tip[]; dashboard?: boolean }) {
  if (tips.length === 0) {
    // Not a dead end: the way to share the first tip.
    return (
      <div className="flex flex-col items-center gap-3 py-10 text-center">
        <p className="text-lg">{MESSAGES.noTips}</p>
        <p>{MESSAGES.noTipsYet}</p>
        <Link to={paths.shareTip} className="btn btn-primary">
          {MESSAGES.shareFirstTip}
        </Link>
      </div>
    );
  }
  return (
    <ul className={`grid sm:grid-cols-2 ${dashboard ? 'gap-4 xl:grid-cols-3' : 'gap-6 lg:grid-cols-3'}`}>
      {tips.map((tip) => (
        <OwnTipCard key={tip._id} tip={tip} dashboard={dashboard} />
      ))}
    </ul>
  );
}
