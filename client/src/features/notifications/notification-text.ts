import type { Notification } from '@green-circle/contract';

/** "Maya", "Maya and Omar", "Maya and 3 others": the named actors, the rest counted. */
export function actorsText(notification: Pick<Notification, 'actors' | 'actorCount'>): string {
  const [first, second] = notification.actors.map((a) => a.displayName || 'A gardener');
  const count = Math.max(notification.actorCount, notification.actors.length);
  if (first === undefined) return count > 0 ? 'Someone' : '';
  if (count === 1) return first;
  if (count === 2 && second !== undefined) return `${first} and ${second}`;
  const others = count - 1;
  return `${first} and ${others} ${others === 1 ? 'other' : 'others'}`;
}

const OUTCOMES: Record<string, string> = { worked: 'it worked', mixed: 'mixed results', failed: 'it did not work' };

/** A suspension's end as the site writes dates: "Dec 1, 2026, 6:13 PM". */
export const untilText = (iso: string) =>
  new Date(iso).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });

const quote = (text: string | null) => (text ? ` “${text}”` : '');
const because = (reason: string | null) => (reason ? ` Reason: ${reason}` : '');

/** One line saying what happened, e.g. "Maya and 3 others liked “Sow beans”", with the comment it is about quoted. */
export function notificationText(n: Notification): string {
  const who = actorsText(n);
  const tip = n.tipTitle ? `“${n.tipTitle}”` : 'your tip';
  const said = n.excerpt ? `: “${n.excerpt}”` : '';
  switch (n.kind) {
    case 'like':
      return `${who} liked ${tip}`;
    case 'comment':
      return `${who} commented on ${tip}${said}`;
    case 'reply':
      // Someone else's tip: without its title (gone, or hidden from this reader) it is "a tip".
      return `${who} replied to your comment on ${n.tipTitle ? tip : 'a tip'}${said}`;
    case 'trial':
      return `${who} tried ${tip}${n.outcome ? `: ${OUTCOMES[n.outcome] ?? n.outcome}` : ''}`;
    case 'follow':
      return `${who} started following you`;
    case 'shared':
      // A tip since gone or hidden from this reader: without its title.
      return `${who} shared a new tip${n.tipTitle ? ` ${tip}` : ''}`;
    case 'reminder':
      return `Your reminder for ${tip} falls due this month`;
    case 'tip-hidden':
      return `Moderators hid your tip ${tip}: only you can see it now.${because(n.reason)}`;
    case 'tip-restored':
      return `Moderators restored your tip ${tip}: everyone can see it again.${because(n.reason)}`;
    case 'comment-hidden':
      return `Moderators hid your comment${quote(n.excerpt)} on ${tip}.${because(n.reason)}`;
    case 'comment-restored':
      return `Moderators restored your comment${quote(n.excerpt)} on ${tip}.${because(n.reason)}`;
    case 'suspended':
      return `Moderators suspended your account${n.until ? ` until ${untilText(n.until)}` : ''}: you can read but not post.${because(n.reason)}`;
    case 'suspension-lifted':
      return `Moderators lifted your suspension: you can post again.${because(n.reason)}`;
  }
}
