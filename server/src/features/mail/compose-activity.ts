import type { EmailKind } from '@green-circle/contract';
import type { MailBlock, MailBody } from './message-frame';
import type { ClaimedMail } from './store';

/** What the activity e-mails read, as the store has it now (the Store gives all three). */
export interface ActivityFacts {
  getTip(id: string): Promise<{
    _id: string;
    title: string;
    authorUid: string;
    availability: string;
    moderation?: unknown;
  } | null>;
  getComment(id: string): Promise<{
    _id: string;
    tipId: string;
    body: string;
    deleted: boolean;
    moderation: unknown;
    authorUid: string;
  } | null>;
  peopleOf(uids: readonly string[]): Promise<Map<string, { displayName: string }>>;
}

export interface Composed {
  subject: string;
  body: MailBody;
}

/** How much of a comment or note an e-mail quotes. */
const QUOTE_MAX = 280;
const quote = (text: string) => {
  const flat = text.trim().replace(/\s+\n/g, '\n');
  return flat.length <= QUOTE_MAX ? flat : `${flat.slice(0, QUOTE_MAX).replace(/\s+\S*$/, '')}…`;
};

const OUTCOMES: Record<string, string> = { worked: 'it worked', mixed: 'it partly worked', failed: 'it did not work' };

interface Line {
  actor: string;
  tipId: string;
  tipTitle: string;
  block: MailBlock;
}

type ActivityKind = 'reply' | 'comment' | 'trial' | 'shared';

const WORDS: Record<
  ActivityKind,
  { one: (name: string, tip: string) => string; many: (n: number, tip: string | null) => string }
> = {
  reply: {
    one: (name, tip) => `${name} replied to your comment on “${tip}”`,
    many: (n, tip) => (tip ? `${n} new replies on “${tip}”` : `${n} new replies to your comments`),
  },
  comment: {
    one: (name, tip) => `${name} commented on your tip “${tip}”`,
    many: (n, tip) => (tip ? `${n} new comments on “${tip}”` : `${n} new comments on your tips`),
  },
  trial: {
    one: (name, tip) => `${name} tried your tip “${tip}”`,
    many: (n, tip) => (tip ? `${n} gardeners tried “${tip}”` : `${n} gardeners tried your tips`),
  },
  shared: {
    one: (name, tip) => `${name} shared a new tip: “${tip}”`,
    many: (n) => `${n} new tips from gardeners you follow`,
  },
};

/**
 * Replies, comments and "I tried this" gathered into one e-mail: what is still there to read
 * (a comment deleted or hidden by moderators since is left out; a tip moderators hid is named
 * only to its author). Null when nothing is left.
 */
export async function composeActivity(facts: ActivityFacts, mail: ClaimedMail, site: string): Promise<Composed | null> {
  const kind = mail.kind as ActivityKind;
  const people = await facts.peopleOf([...new Set(mail.items.flatMap((item) => item.payload.actorUid ?? []))]);
  const lines: Line[] = [];
  for (const { payload } of mail.items) {
    if (!payload.tipId || !payload.actorUid) continue;
    const tip = await facts.getTip(payload.tipId);
    if (tip === null || (tip.moderation && tip.authorUid !== mail.uid)) continue;
    const name = people.get(payload.actorUid)?.displayName ?? 'A gardener';
    const tipLink = `${site}/tipDetails/${tip._id}`;
    if (kind === 'shared') {
      // Told only while the tip is still for everyone: made Hidden or hidden by moderators since, it is left out.
      if (tip.availability !== 'Public' || tip.moderation) continue;
      lines.push({
        actor: name,
        tipId: tip._id,
        tipTitle: tip.title,
        block: { type: 'item', title: `${name} shared “${tip.title}”`, href: tipLink, linkLabel: 'Read the tip' },
      });
      continue;
    }
    if (kind === 'trial') {
      const outcome = OUTCOMES[payload.outcome ?? ''] ?? 'they tried it';
      lines.push({
        actor: name,
        tipId: tip._id,
        tipTitle: tip.title,
        block: { type: 'item', title: `${name}: ${outcome}`, href: `${tipLink}#trials`, linkLabel: 'See the report' },
      });
      continue;
    }
    const comment = payload.commentId ? await facts.getComment(payload.commentId) : null;
    if (comment === null || comment.deleted || comment.moderation) continue;
    lines.push({
      actor: name,
      tipId: tip._id,
      tipTitle: tip.title,
      block: {
        type: 'item',
        title: kind === 'reply' ? `${name} replied on “${tip.title}”` : `${name} commented on “${tip.title}”`,
        quote: quote(comment.body),
        href: `${tipLink}#comment-${comment._id}`,
        linkLabel: kind === 'reply' ? 'Open the reply' : 'Open the comment',
      },
    });
  }
  const [first] = lines;
  if (first === undefined) return null;
  const oneTip = lines.every((line) => line.tipId === first.tipId) ? first.tipTitle : null;
  const subject =
    lines.length === 1 ? WORDS[kind].one(first.actor, first.tipTitle) : WORDS[kind].many(lines.length, oneTip);
  return {
    subject,
    body: {
      heading: subject,
      blocks: lines.map((line) => line.block),
      action: oneTip ? { label: 'Open the tip', href: `${site}/tipDetails/${first.tipId}` } : undefined,
    },
  };
}

/** Why each kind came, said in its footer. */
export const WHY: Record<EmailKind, string> = {
  reply: 'You get this because someone replied to your comment on Green Circle.',
  comment: 'You get this because someone commented on a tip you shared on Green Circle.',
  trial: 'You get this because someone reported trying a tip you shared on Green Circle.',
  shared: 'You get this because you follow gardeners on Green Circle who shared new tips.',
  digest: 'You get this weekly summary because you are a member of Green Circle.',
  reminder: 'You get this because you set reminders on Green Circle tips.',
  moderation: 'You get this because Green Circle’s moderators acted on something of yours.',
};
