import { PLAN_OUTCOMES } from '@green-circle/contract';
import type { Store } from '../../store/store';
import { planLinkToken } from '../plan';
import type { Composed } from './compose-activity';
import type { MailBlock } from './message-frame';
import type { ClaimedMail } from './store';
import type { MailLanguage } from './words';

/**
 * "You followed {tip} on {date}. Did it work?" (issue 58): one e-mail per question, with a
 * signed link per answer that works signed out (plan/link-token.ts). Read as the store has it
 * when it is sent: nothing when the item is gone, answered, or the member reported on the tip since.
 */
export function composePlanFollowUp(store: Store, secret: string, site: string) {
  return async (mail: ClaimedMail, { words, day }: MailLanguage): Promise<Composed | null> => {
    for (const { payload } of mail.items) {
      if (!payload.tipId) continue;
      const [item, tip, trial] = await Promise.all([
        store.findPlanItem(mail.uid, payload.tipId),
        store.getTip(payload.tipId),
        store.getTrial(payload.tipId, mail.uid),
      ]);
      if (item === null || tip === null || item.doneOn === null || item.outcome !== null || trial !== null) continue;
      const token = planLinkToken(secret, mail.uid, item.id);
      const subject = words.followUp.subject(tip.title, day(`${item.doneOn}T12:00:00Z`));
      const blocks: MailBlock[] = [
        { type: 'text', text: words.followUp.text },
        ...PLAN_OUTCOMES.map((outcome): MailBlock => ({
          type: 'link',
          text: words.followUp[outcome],
          href: `${site}/plan/outcome/${token}?answer=${outcome}`,
        })),
      ];
      return {
        subject,
        body: { heading: subject, blocks, action: { label: words.followUp.openPlan, href: `${site}/dashboard/plan` } },
      };
    }
    return null;
  };
}
