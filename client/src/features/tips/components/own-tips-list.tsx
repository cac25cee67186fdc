import type { Tip } from '@green-circle/contract';
import { useEffect } from 'react';
import { useFetcher } from 'react-router';
import { showDeleted, showError } from '../../../components/ui/dialogs';
import { EmptyState } from '../../../components/ui/empty-state';
import { paths } from '../../../config/paths';
import { OwnTipCard } from './own-tip-card';
import { useT } from '../../../i18n/i18n';

/** The member's own tips as cards, or the spec's 'No tips found.' with the way to share one. */
export function OwnTipsList({ tips, dashboard = false }: { tips: Tip[]; dashboard?: boolean }) {
  // One fetcher for the list's deletes: its answer outlives the card it removes.
  const t = useT();
  const deleting = useFetcher<{ deleted: boolean }>({ key: 'delete-own-tip' });
  const answer = deleting.data;
  useEffect(() => {
    if (answer) void (answer.deleted ? showDeleted({ dashboard }) : showError());
  }, [answer, dashboard]);
  if (tips.length === 0) {
    return (
      <EmptyState
        title={t('messages.noTips')}
        hint={t('messages.noTipsYet')}
        to={paths.shareTip}
        action={t('messages.shareFirstTip')}
      />
    );
  }
  return (
    <ul className={`grid sm:grid-cols-2 ${dashboard ? 'gap-4 xl:grid-cols-3' : 'gap-6 lg:grid-cols-3'}`}>
      {tips.map((tip) => (
        <OwnTipCard key={tip._id} tip={tip} dashboard={dashboard} deleting={deleting} />
      ))}
    </ul>
  );
}
