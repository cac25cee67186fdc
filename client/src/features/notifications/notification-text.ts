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

/** One line saying what happened, e.g. "Maya and 3 others liked “Sow beans”". */
export function notificationText(n: Notification): string {
  const who = actorsText(n);
  const tip = n.tipTitle ? `“${n.tipTitle}”` : 'your tip';
  switch (n.kind) {
    case 'like':
      return `${who} liked ${tip}`;
    case 'comment':
      return `${who} commented on ${tip}`;
    case 'reply':
      return `${who} replied to your comment on ${tip}`;
    case 'trial':
      return `${who} tried ${tip}${n.outcome ? `: ${OUTCOMES[n.outcome] ?? n.outcome}` : ''}`;
    case 'follow':
      return `${who} started following you`;
    case 'reminder':
      return `Your reminder for ${tip} falls due this month`;
  }
}
