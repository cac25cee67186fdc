import type { Composed } from './compose-activity';
import type { MailBlock } from './message-frame';
import type { ClaimedMail } from './store';
import type { MailLanguage } from './words';

/** What the question e-mails read, as the store has it now (the Store gives both). */
export interface QuestionFacts {
  getQuestion(id: string): Promise<{ _id: string; title: string; authorUid: string; moderation: unknown } | null>;
  peopleOf(uids: readonly string[]): Promise<Map<string, { displayName: string }>>;
}

/**
 * Questions routed to the member ('question'), and answers and helpful marks on their own
 * questions ('answer'), gathered into one e-mail: a question since deleted, or hidden by
 * moderators (named only to its asker), is left out. Null when nothing is left.
 */
export async function composeQuestions(
  facts: QuestionFacts,
  mail: ClaimedMail,
  site: string,
  { words }: MailLanguage,
): Promise<Composed | null> {
  const w = words.questions;
  const people = await facts.peopleOf([...new Set(mail.items.flatMap((item) => item.payload.actorUid ?? []))]);
  const lines: Array<{ actor: string; questionId: string; title: string; block: MailBlock }> = [];
  for (const { payload } of mail.items) {
    if (!payload.questionId) continue;
    const question = await facts.getQuestion(payload.questionId);
    if (question === null || (question.moderation && question.authorUid !== mail.uid)) continue;
    const name = people.get(payload.actorUid ?? '')?.displayName ?? words.someone;
    const line =
      mail.kind === 'question'
        ? w.askedLine(name, question.title)
        : payload.notice === 'helpful'
          ? w.helpfulLine(name, question.title)
          : w.answeredLine(name, question.title);
    lines.push({
      actor: name,
      questionId: question._id,
      title: question.title,
      block: { type: 'item', title: line, href: `${site}/questions/${question._id}`, linkLabel: w.openQuestion },
    });
  }
  const [first] = lines;
  if (first === undefined) return null;
  const oneQuestion = lines.every((line) => line.questionId === first.questionId) ? first.title : null;
  const subject =
    mail.kind === 'question'
      ? lines.length === 1
        ? w.asked.one(first.actor, first.title)
        : w.asked.many(lines.length)
      : lines.length === 1
        ? w.answered.one(first.actor, first.title)
        : w.answered.many(lines.length, oneQuestion);
  return {
    subject,
    body: {
      heading: subject,
      blocks: lines.map((line) => line.block),
      action: oneQuestion ? { label: w.openQuestion, href: `${site}/questions/${first.questionId}` } : undefined,
    },
  };
}
