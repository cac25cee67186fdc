import { ObjectId, type Db } from 'mongodb';
import { DEFAULT_EMAIL_SETTINGS, type EmailSettings } from '@green-circle/contract';
import { isDuplicateKey, type MongoContext } from '../../store-core/mongo-context';
import type { MongoPart } from '../../store-core/parts';
import {
  BATCH_MAX,
  isBatched,
  outboxCounts,
  type ClaimedMail,
  type MailKind,
  type MailPayload,
  type MailState,
  type MailStore,
  type NewMail,
} from './store';
import { mailMemberOnMongo } from './mongo-member';

/**
 * The outbox in MongoDB (the twin of embedded-store.ts). No multi-document transactions, so a
 * standalone server works too: an e-mail is written right after its cause, idempotent by its
 * dedupeKey (unique), so the cause's retry writes it if a crash came between. A batch's lease
 * is held on its first e-mail (the leader, whose _id is the batchId): one findOneAndUpdate
 * gives it to one sender only.
 */
interface OutboxDoc {
  _id: ObjectId;
  uid: string;
  kind: MailKind;
  dedupeKey: string;
  payload: MailPayload;
  createdAt: string;
  dueAt: string;
  state: MailState;
  attempts: number;
  batchId: string | null;
  leaseOwner: string | null;
  leaseUntil: string | null;
  messageId?: string;
  doneAt?: string;
  lastError?: string;
}
type SettingsDoc = Partial<EmailSettings> & { _id: string };

/** The version the mail indexes came with (numbered across every feature: store-core/parts.ts). */
const MAIL_MONGO_MIGRATION = 14;

async function migrateMail(db: Db) {
  await db
    .collection('mail_outbox')
    .createIndexes([
      { key: { dedupeKey: 1 }, unique: true },
      { key: { state: 1, dueAt: 1 } },
      { key: { uid: 1, kind: 1, state: 1 } },
      { key: { batchId: 1 } },
    ]);
}

/** What other features' writes call (ctx.use(mongoMailOutbox)). */
export function mongoMailOutbox({ db, now }: MongoContext) {
  const outbox = db.collection<OutboxDoc>('mail_outbox');
  /** Safe to repeat: one e-mail per dedupeKey, whatever happens between tries. */
  const enqueue = async (mail: NewMail): Promise<boolean> => {
    const at = mail.createdAt ?? now();
    try {
      const result = await outbox.updateOne(
        { dedupeKey: mail.dedupeKey },
        {
          $setOnInsert: {
            uid: mail.uid,
            kind: mail.kind,
            payload: mail.payload,
            createdAt: at,
            dueAt: at,
            state: 'pending',
            attempts: 0,
            batchId: null,
            leaseOwner: null,
            leaseUntil: null,
          },
        },
        { upsert: true },
      );
      return result.upsertedCount === 1;
    } catch (error) {
      if (isDuplicateKey(error)) return false;
      throw error;
    }
  };
  return { enqueue };
}

export const mailOnMongo: MongoPart<MailStore> = {
  member: mailMemberOnMongo,
  migrations: { [MAIL_MONGO_MIGRATION]: { name: 'mail: outbox indexes', up: migrateMail } },
  methods: (ctx) => {
    const { db, run } = ctx;
    const { enqueue } = ctx.use(mongoMailOutbox);
    const outbox = db.collection<OutboxDoc>('mail_outbox');
    const settings = db.collection<SettingsDoc>('mail_settings');
    const lastSent = db.collection<{ _id: string; sentAt: string }>('mail_last_sent');
    const bounces = db.collection<{ _id: string; reason: string; at: string }>('mail_bounces');
    const settingsOf = async (uid: string): Promise<EmailSettings> => {
      const { _id: _uid, ...stored } = (await settings.findOne({ _id: uid })) ?? { _id: uid };
      return { ...DEFAULT_EMAIL_SETTINGS, ...stored };
    };
    const free = (now: string) => ({ $or: [{ leaseUntil: null }, { leaseUntil: { $lte: now } }] });

    const claim = async (owner: string, at: Date, leaseMs: number, windowMs: number): Promise<ClaimedMail | null> => {
      const now = at.toISOString();
      const until = new Date(at.getTime() + leaseMs).toISOString();
      for (;;) {
        const first = await outbox.findOneAndUpdate(
          { state: 'pending', dueAt: { $lte: now }, ...free(now) },
          { $set: { leaseOwner: owner, leaseUntil: until } },
          { sort: { dueAt: 1, _id: 1 }, returnDocument: 'after' },
        );
        if (first === null) return null;
        let batchId = first.batchId;
        if (batchId === null) {
          if (isBatched(first.kind)) {
            const last = await lastSent.findOne({ _id: `${first.uid}:${first.kind}` });
            const opens = last === null ? null : new Date(Date.parse(last.sentAt) + windowMs).toISOString();
            if (opens !== null && opens > now) {
              await outbox.updateMany(
                { uid: first.uid, kind: first.kind, state: 'pending', batchId: null, dueAt: { $lt: opens } },
                { $set: { dueAt: opens } },
              );
              await outbox.updateOne(
                { _id: first._id, leaseOwner: owner },
                { $set: { leaseOwner: null, leaseUntil: null } },
              );
              continue;
            }
          }
          batchId = first._id.toHexString();
          const members = isBatched(first.kind)
            ? await outbox
                .find(
                  {
                    uid: first.uid,
                    kind: first.kind,
                    state: 'pending',
                    batchId: null,
                    dueAt: { $lte: now },
                    ...free(now),
                  },
                  { projection: { _id: 1 } },
                )
                .sort({ _id: 1 })
                .limit(BATCH_MAX)
                .toArray()
            : [];
          await outbox.updateMany(
            { _id: { $in: [first._id, ...members.map((m) => m._id)] }, batchId: null },
            { $set: { batchId } },
          );
        } else {
          // A batch a crashed sender left: its leader's lease goes to one sender only.
          const leader = await outbox.findOneAndUpdate(
            { _id: ObjectId.createFromHexString(batchId), $or: [...free(now).$or, { leaseOwner: owner }] },
            { $set: { leaseOwner: owner, leaseUntil: until } },
          );
          if (leader === null) continue;
        }
        await outbox.updateMany(
          { batchId, state: 'pending' },
          { $set: { leaseOwner: owner, leaseUntil: until }, $inc: { attempts: 1 } },
        );
        const rows = await outbox.find({ batchId, state: 'pending', leaseOwner: owner }).sort({ _id: 1 }).toArray();
        if (rows.length === 0) continue;
        return {
          batchId,
          uid: first.uid,
          kind: first.kind,
          attempts: Math.max(...rows.map((row) => row.attempts)),
          items: rows.map((row) => ({ id: row._id.toHexString(), payload: row.payload, createdAt: row.createdAt })),
        };
      }
    };

    return {
      getEmailSettings: (uid) => run(() => settingsOf(uid)),
      setEmailSettings: (uid, changes) =>
        run(async () => {
          // $set of the fields given only: the others keep what was stored (or their default).
          if (Object.keys(changes).length === 0) return;
          await settings.updateOne({ _id: uid }, { $set: changes }, { upsert: true });
        }),
      turnEmailKindOff: (uid, kind) =>
        run(async () => {
          if (!(await settingsOf(uid))[kind]) return false;
          await settings.updateOne({ _id: uid }, { $set: { [kind]: false } }, { upsert: true });
          return true;
        }),
      enqueueMail: (mail) => run(() => enqueue(mail)),
      claimMail: (owner, at, { leaseMs, batchWindowMs }) => run(() => claim(owner, at, leaseMs, batchWindowMs)),
      finishMail: (batchId, owner, outcome, at) =>
        run(async () => {
          const now = at.toISOString();
          const released = { leaseOwner: null, leaseUntil: null };
          if (outcome.state === 'sent') {
            const rows = await outbox.find({ batchId, state: 'pending' }).toArray();
            await outbox.updateMany(
              { batchId, state: 'pending' },
              { $set: { state: 'sent', messageId: outcome.messageId, doneAt: now, ...released } },
            );
            for (const key of new Set(rows.map((row) => `${row.uid}:${row.kind}`)))
              await lastSent.updateOne({ _id: key }, { $set: { sentAt: now } }, { upsert: true });
          } else if (outcome.state === 'retry') {
            await outbox.updateMany(
              { batchId, state: 'pending', leaseOwner: owner },
              { $set: { dueAt: outcome.retryAt.toISOString(), lastError: outcome.reason, ...released } },
            );
          } else {
            await outbox.updateMany(
              { batchId, state: 'pending', leaseOwner: owner },
              { $set: { state: outcome.state, doneAt: now, lastError: outcome.reason, ...released } },
            );
          }
        }),
      markAddressBounced: (email, reason) =>
        run(async () => {
          await bounces.updateOne({ _id: email.toLowerCase() }, { $set: { reason, at: ctx.now() } }, { upsert: true });
        }),
      isAddressBounced: (email) => run(async () => (await bounces.findOne({ _id: email.toLowerCase() })) !== null),
      mailOutboxOldestDue: (now) =>
        run(async () => {
          const oldest = await outbox.findOne(
            { state: 'pending', dueAt: { $lte: now.toISOString() } },
            { sort: { dueAt: 1 }, projection: { dueAt: 1 } },
          );
          return oldest?.dueAt ?? null;
        }),
      mailOutboxCounts: () =>
        run(async () =>
          outboxCounts(
            await outbox
              .aggregate<{ state: MailState; n: number }>([
                { $group: { _id: '$state', n: { $sum: 1 } } },
                { $project: { _id: 0, state: '$_id', n: 1 } },
              ])
              .toArray(),
          ),
        ),
    };
  },
};
