import type { ActivityFacts, Composed } from './compose-activity';
import type { QuestionFacts } from './compose-questions';
import { quoted } from './message-frame';
import type { ClaimedMail } from './store';
import type { MailLanguage } from './words';

/**
 * A moderators' notice to the author (one e-mail each): what was hidden or restored and why, a
 * suspension with its end. Like the notice on the site, it names no moderator.
 */
export async function composeModeration(
  facts: ActivityFacts & QuestionFacts,
  mail: ClaimedMail,
  site: string,
  { words, day, lang }: MailLanguage,
): Promise<Composed | null> {
  const [item] = mail.items;
  if (item === undefined) return null;
  const said = words.moderation;
  const { notice, tipId, commentId, questionId, reason, until } = item.payload;
  const tip = tipId ? await facts.getTip(tipId) : null;
  const title = tip ? quoted(lang, tip.title) : said.yourTip;
  const tipLink = tip ? `${site}/tipDetails/${tip._id}` : `${site}/mytips`;
  const commentLink = `${tipLink}${commentId ? `#comment-${commentId}` : ''}`;
  const why = reason ? [{ type: 'text' as const, text: said.reason(reason) }] : [];
  const say = (subject: string, text: string, action?: { label: string; href: string }): Composed => ({
    subject,
    body: { heading: subject, blocks: [{ type: 'text', text }, ...why], action },
  });
  const openTip = { label: words.links.openTip, href: tipLink };
  const openComment = { label: words.links.openComment, href: commentLink };
  switch (notice) {
    case 'tip-hidden':
      return say(said.tipHidden(title), said.tipHiddenText, openTip);
    case 'tip-restored':
      return say(said.tipRestored(title), said.tipRestoredText, openTip);
    case 'comment-hidden':
      return say(said.commentHidden(title), said.commentHiddenText, openComment);
    case 'comment-restored':
      return say(said.commentRestored(title), said.commentRestoredText, openComment);
    case 'question-hidden':
    case 'question-restored':
    case 'answer-hidden':
    case 'answer-restored': {
      const question = questionId ? await facts.getQuestion(questionId) : null;
      const named = question ? quoted(lang, question.title) : said.yourQuestion;
      const open = { label: words.questions.openQuestion, href: `${site}/questions/${questionId ?? ''}` };
      const hidden = notice.endsWith('hidden');
      const subject = notice.startsWith('question')
        ? (hidden ? said.questionHidden : said.questionRestored)(named)
        : (hidden ? said.answerHidden : said.answerRestored)(named);
      return say(subject, hidden ? said.hiddenFromOthers : said.shownAgain, open);
    }
    case 'suspended':
      return say(said.suspended, until ? said.suspendedUntil(day(until)) : said.suspendedText);
    case 'suspension-lifted':
      return say(said.lifted, said.liftedText, { label: words.links.openSite, href: site });
    default:
      return null;
  }
}
