import type { MongoMemberData } from '../../store-core/member-data';

/** A leaving member is sent nothing more: their outbox documents, settings and send times go. */
export const mailMemberOnMongo: MongoMemberData = {
  erase: async ({ db }, { uid }) => {
    await db.collection('mail_outbox').deleteMany({ uid });
    await db.collection<{ _id: string }>('mail_settings').deleteOne({ _id: uid });
    const ownKeys = { $regex: `^${uid.replace(/[^A-Za-z0-9]/g, '\\$&')}:` };
    await db.collection<{ _id: string }>('mail_last_sent').deleteMany({ _id: ownKeys });
  },
  export: async ({ db }, uid) => {
    const settings = await db
      .collection<{ _id: string }>('mail_settings')
      .findOne({ _id: uid }, { projection: { _id: 0 } });
    return { emailSettings: settings };
  },
};
