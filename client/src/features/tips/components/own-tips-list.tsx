import type { Tip } from '@green-circle/contract';
import { useActionData, useFetcher } from 'react-router';
import { EmptyState } from '#app/components/ui/empty-state';
import { paths } from '#app/config/paths';
import type { OwnTipAnswer } from '../lib/own-tip-answer';
import { DeleteTipConfirm } from './delete-tip-confirm';
import { OwnTipCard } from './own-tip-card';
import { useT } from '#app/i18n/i18n';

/** The member's own tips as cards, or the spec's 'No tips found.' with the way to share one. */
export function OwnTipsList({ tips, dashboard = false }: { tips: Tip[]; dashboard?: boolean }) {
  // One fetcher for the list's deletes: what it answered is said by the route's clientAction (lib/own-tips-dialog.ts).
  const t = useT();
  const deleting = useFetcher<OwnTipAnswer>({ key: 'delete-own-tip' });
  // A Delete posted without JavaScript: the page asks about that tip first.
  const posted = useActionData<OwnTipAnswer>();
  const asked = posted && 'confirm' in posted ? tips.find((tip) => tip._id === posted.confirm) : undefined;
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
    <>
      {asked && <DeleteTipConfirm tip={asked} dashboard={dashboard} />}
      <ul className={`grid sm:grid-cols-2 ${dashboard ? 'gap-4 xl:grid-cols-3' : 'gap-6 lg:grid-cols-3'}`}>
        {tips.map((tip) => (
          <OwnTipCard key={tip._id} tip={tip} dashboard={dashboard} deleting={deleting} />
        ))}
      </ul>
    </>
  );
}
