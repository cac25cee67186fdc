import type { Tip } from '@green-circle/contract';
import { MESSAGES } from '@green-circle/contract/messages';
import { EmptyState } from '../../../components/ui/empty-state';
import { paths } from '../../../config/paths';
import { OwnTipCard } from './own-tip-card';

/** The member's own tips as cards, or the spec's 'No tips found.' with the way to share one. */
export function OwnTipsList({ tips, dashboard = false }: { tips: Tip[]; dashboard?: boolean }) {
  if (tips.length === 0) {
    return (
      <EmptyState
        title={MESSAGES.noTips}
        hint={MESSAGES.noTipsYet}
        to={paths.shareTip}
        action={MESSAGES.shareFirstTip}
      />
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
