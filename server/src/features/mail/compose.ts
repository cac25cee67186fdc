import { composeActivity, type ActivityFacts, type Composed } from './compose-activity';
import { composeAccountMail, type AccountLinks } from './compose-account';
import { composeModeration } from './compose-moderation';
import { composeQuestions, type QuestionFacts } from './compose-questions';
import type { ComposeMail } from './outbox-sender';
import type { ClaimedMail } from './store';
import type { MailLanguage } from './words';

/** A kind composed elsewhere (the weekly digest from the week page's composition, the month's reminders). */
type ComposeFor = (
  mail: ClaimedMail,
  member: { uid: string; email: string; language: MailLanguage },
  now: Date,
) => Promise<Composed | null>;

/** Each kind's words, in the member's language, read from the store as it is when the e-mail is sent. */
export function createComposer(
  facts: ActivityFacts & QuestionFacts,
  site: string,
  more: {
    digest?: ComposeFor;
    reminder?: ComposeFor;
    account?: AccountLinks;
    followUp?: (mail: ClaimedMail, language: MailLanguage) => Promise<Composed | null>;
  } = {},
): ComposeMail {
  return async (mail, member, now) => {
    switch (mail.kind) {
      case 'reply':
      case 'comment':
      case 'trial':
      case 'shared':
        return composeActivity(facts, mail, site, member.language);
      case 'question':
      case 'answer':
        return composeQuestions(facts, mail, site, member.language);
      case 'moderation':
        return composeModeration(facts, mail, site, member.language);
      case 'digest':
        return more.digest ? more.digest(mail, member, now) : null;
      case 'reminder':
        return more.reminder ? more.reminder(mail, member, now) : null;
      case 'planFollowUp':
        return more.followUp ? more.followUp(mail, member.language) : null;
      case 'verify':
      case 'reset':
        return more.account ? composeAccountMail(more.account, mail.kind, member.email, site, member.language) : null;
      default:
        return null;
    }
  };
}
