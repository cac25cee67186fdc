import type { Tip } from '@green-circle/contract';
import { MESSAGES } from '@green-circle/contract/messages';
import { OwnTipCard } from './own-tip-card';

/** The member's own tips as cards, or the spec's 'No tips found.'. */
export function OwnTipsList({ tips, dashboard = false }: { tips: Tip[]; dashboard?: boolean }) {
  if (tips.length === 0) return <p className="py-10 text-center text-lg">{MESSAGES.noTips}</p>;
  return (
    <ul className={`grid sm:grid-cols-2 ${dashboard ? 'gap-4 xl:grid-cols-3' : 'gap-6 lg:grid-cols-3'}`}>
      {tips.map((tip) => (
        <OwnTipCard key={tip._id} tip={tip} dashboard={dashboard} />
      ))}
    </ul>
  );
}
