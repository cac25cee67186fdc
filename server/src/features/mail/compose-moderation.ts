import type { ActivityFacts, Composed } from './compose-activity';
import type { ClaimedMail } from './store';

const day = (iso: string) =>
  new Date(iso).toLocaleDateString('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });

/**
 * A moderators' notice to the author (one e-mail each): what was hidden or restored and why, a
 * suspension with its end. Like the notice on the site, it names no moderator.
 */
export async function composeModeration(
  facts: ActivityFacts,
  mail: ClaimedMail,
  site: string,
): Promise<Composed | null> {
  const [item] = mail.items;
  if (item === undefined) return null;
  const { notice, tipId, commentId, reason, until } = item.payload;
  const tip = tipId ? await facts.getTip(tipId) : null;
  const title = tip ? `“${tip.title}”` : 'your tip';
  const tipLink = tip ? `${site}/tipDetails/${tip._id}` : `${site}/mytips`;
  const why = reason ? [{ type: 'text' as const, text: `The moderators’ reason: ${reason}` }] : [];
  const say = (subject: string, text: string, action?: { label: string; href: string }): Composed => ({
    subject,
    body: { heading: subject, blocks: [{ type: 'text', text }, ...why], action },
  });
  switch (notice) {
    case 'tip-hidden':
      return say(`Your tip ${title} was hidden by the moderators`, 'Only you can see it now.', {
        label: 'Open the tip',
        href: tipLink,
      });
    case 'tip-restored':
      return say(`Your tip ${title} is shown again`, 'The moderators restored it: everyone can see it again.', {
        label: 'Open the tip',
        href: tipLink,
      });
    case 'comment-hidden':
      return say(`Your comment on ${title} was hidden by the moderators`, 'Others see it as removed by moderators.', {
        label: 'Open the comment',
        href: `${tipLink}${commentId ? `#comment-${commentId}` : ''}`,
      });
    case 'comment-restored':
      return say(`Your comment on ${title} is shown again`, 'The moderators restored it.', {
        label: 'Open the comment',
        href: `${tipLink}${commentId ? `#comment-${commentId}` : ''}`,
      });
    case 'suspended':
      return say(
        'Your Green Circle account is suspended',
        until
          ? `You can read but not share, comment or like until ${day(until)}.`
          : 'You can read but not share, comment or like.',
      );
    case 'suspension-lifted':
      return say('Your Green Circle account is no longer suspended', 'You can share, comment and like again.', {
        label: 'Open Green Circle',
        href: site,
      });
    default:
      return null;
  }
}
