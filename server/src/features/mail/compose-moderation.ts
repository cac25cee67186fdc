import type { ActivityFacts, Composed } from './compose-activity';
import { quoted } from './message-frame';
import type { ClaimedMail } from './store';
import type { MailLanguage } from './words';

/**
 * A moderators' notice to the author (one e-mail each): what was hidden or restored and why, a
 * suspension with its end. Like the notice on the site, it names no moderator.
 */
export async function composeModeration(
  facts: ActivityFacts,
  mail: ClaimedMail,
  site: string,
  { words, day, lang }: MailLanguage,
): Promise<Composed | null> {
  const [item] = mail.items;
  if (item === undefined) return null;
  const said = words.moderation;
  const { notice, tipId, commentId, reason, until } = item.payload;
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
    case 'suspended':
      return say(said.suspended, until ? said.suspendedUntil(day(until)) : said.suspendedText);
    case 'suspension-lifted':
      return say(said.lifted, said.liftedText, { label: words.links.openSite, href: site });
    default:
      return null;
  }
}
