import type { Document } from 'mongodb';
import { dropIndexIfPresent } from '../../store-core/mongo-migrate';
import type { MongoMigration } from '../../store-core/parts';
import { indexWords } from './search';

/** The tips collection's versions (numbered across every feature: store-core/parts.ts). */
export const TIPS_MONGO_MIGRATIONS: Record<number, MongoMigration> = {
  2: {
    // Search over folded words (search.ts) instead of $text, and counts derived from the
    // like documents (features/likes/mongo-store.ts): each tip gets its words and the likes it
    // has no documents for (the seeded ones).
    name: 'search over folded words; likes counted from like documents',
    up: async (db) => {
      await dropIndexIfPresent(db, 'tips', 'tips_text');
      const tips = db.collection('tips');
      for await (const tip of tips.find({
        $or: [{ words: { $exists: false } }, { seededLikes: { $exists: false } }],
      })) {
        const documents = await db.collection('likes').countDocuments({ tipId: tip._id });
        const words = indexWords(tip as Document as Parameters<typeof indexWords>[0]);
        await tips.updateOne(
          { _id: tip._id },
          { $set: { words, seededLikes: Math.max(0, (tip.likes as number) - documents) } },
        );
      }
      await tips.createIndexes([{ key: { words: 1 } }]);
    },
  },
  8: {
    // A tip's index words gained their stems and its category (search.ts).
    name: 'search by word stems and category',
    up: async (db) => {
      const tips = db.collection('tips');
      const fields = { title: 1, plantType: 1, category: 1, description: 1 };
      for await (const tip of tips.find({}, { projection: fields })) {
        const words = indexWords(tip as Document as Parameters<typeof indexWords>[0]);
        await tips.updateOne({ _id: tip._id }, { $set: { words } });
      }
    },
  },
};
