import { DEFAULT_EMAIL_SETTINGS } from '@green-circle/contract';
import type { MongoMemberData } from '../../store-core/mongo-context';

/** As in SQLite (embedded-member.ts): nothing more to them, nor about what they did. */
export const mailMemberOnMongo: MongoMemberData = {
  erase: async ({ db }, { uid, email }) => {
    if (email) await db.collection<{ _id: string }>('mail_bounces').deleteOne({ _id: email.toLowerCase() });
    const escaped = uid.replace(/[^A-Za-z0-9]/g, '\\$&');
    // Nobody is sent news of what they did either (the cause names them as the actor).
    await db
      .collection('mail_outbox')
      .deleteMany({ $or: [{ uid }, { dedupeKey: { $regex: escaped } }, { 'payload.actorUid': uid }] });
    await db.collection<{ _id: string }>('mail_settings').deleteOne({ _id: uid });
    const ownKeys = { $regex: `^${escaped}:` };
    await db.collection<{ _id: string }>('mail_last_sent').deleteMany({ _id: ownKeys });
  },
  export: async ({ db }, uid) => {
    const settings = await db
      .collection<{ _id: string }>('mail_settings')
      .findOne({ _id: uid }, { projection: { _id: 0 } });
    return { emailSettings: { ...DEFAULT_EMAIL_SETTINGS, ...settings } };
  },
};
