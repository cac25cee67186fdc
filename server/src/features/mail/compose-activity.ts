import type { MailBlock, MailBody } from './message-frame';
import type { ClaimedMail } from './store';
import type { ActivityKind, MailLanguage } from './words';

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

interface Line {
  actor: string;
  tipId: string;
  tipTitle: string;
  block: MailBlock;
}

/**
 * Replies, comments and "I tried this" gathered into one e-mail: what is still there to read
 * (a comment deleted or hidden by moderators since is left out; a tip moderators hid is named
 * only to its author). Null when nothing is left.
 */
export async function composeActivity(
  facts: ActivityFacts,
  mail: ClaimedMail,
  site: string,
  { words }: MailLanguage,
): Promise<Composed | null> {
  const kind = mail.kind as ActivityKind;
  const people = await facts.peopleOf([...new Set(mail.items.flatMap((item) => item.payload.actorUid ?? []))]);
  type Tip = NonNullable<Awaited<ReturnType<ActivityFacts['getTip']>>>;
  type Item = Omit<Extract<MailBlock, { type: 'item' }>, 'type'>;
  /** What one line says and where it leads; null when there is nothing left to read. */
  const itemOf = async (payload: ClaimedMail['items'][number]['payload'], tip: Tip, name: string) => {
    const tipLink = `${site}/tipDetails/${tip._id}`;
    if (kind === 'shared')
      // Told only while the tip is still for everyone: made Hidden or hidden by moderators since, it is left out.
      return tip.availability !== 'Public' || tip.moderation
        ? null
        : { title: words.lines.shared(name, tip.title), href: tipLink, linkLabel: words.links.readTip };
    if (kind === 'trial') {
      const outcome =
        payload.outcome === 'worked' || payload.outcome === 'partly' || payload.outcome === 'failed'
          ? words.outcomes[payload.outcome]
          : words.outcomes.tried;
      return { title: words.lines.trial(name, outcome), href: `${tipLink}#trials`, linkLabel: words.links.seeReport };
    }
    const comment = payload.commentId ? await facts.getComment(payload.commentId) : null;
    if (comment === null || comment.deleted || comment.moderation) return null;
    const reply = kind === 'reply';
    return {
      title: reply ? words.lines.reply(name, tip.title) : words.lines.comment(name, tip.title),
      quote: quote(comment.body),
      href: `${tipLink}#comment-${comment._id}`,
      linkLabel: reply ? words.links.openReply : words.links.openComment,
    } satisfies Item;
  };
  const lines: Line[] = [];
  for (const { payload } of mail.items) {
    if (!payload.tipId || !payload.actorUid) continue;
    const tip = await facts.getTip(payload.tipId);
    if (tip === null || (tip.moderation && tip.authorUid !== mail.uid)) continue;
    const name = people.get(payload.actorUid)?.displayName ?? words.someone;
    const item: Item | null = await itemOf(payload, tip, name);
    if (item) lines.push({ actor: name, tipId: tip._id, tipTitle: tip.title, block: { type: 'item', ...item } });
  }
  const [first] = lines;
  if (first === undefined) return null;
  const oneTip = lines.every((line) => line.tipId === first.tipId) ? first.tipTitle : null;
  const subject =
    lines.length === 1
      ? words.subjects[kind].one(first.actor, first.tipTitle)
      : words.subjects[kind].many(lines.length, oneTip);
  return {
    subject,
    body: {
      heading: subject,
      blocks: lines.map((line) => line.block),
      action: oneTip ? { label: words.links.openTip, href: `${site}/tipDetails/${first.tipId}` } : undefined,
    },
  };
}
