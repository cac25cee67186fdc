import { ObjectId } from 'mongodb';
import { describe, expect, it } from 'vitest';
import { MONGO_MIGRATIONS } from '../../store/parts';
import { openMongoStore } from '../../store/mongo';
import { firstReleaseTip, migrationTools } from '../../../test/store/migration-tools';

// The seasons migration on MongoDB (the embedded store's tips take their seasons in the tips
// table's own versions: store/migrations.test.ts brings a first-release file to the latest).
const { mongoBefore } = migrationTools();

describe('MongoDB migrations (the migrations collection, on mingo)', () => {
  it('brings a database at the version before seasons to the latest: old tips apply all year, in the north', async () => {
    const { db, before, ran } = await mongoBefore('seasons');
    expect(ran).toHaveLength(before);
    const _id = ObjectId.createFromHexString(firstReleaseTip.id);
    await db
      .asDb()
      .collection('tips')
      .insertOne({
        _id,
        title: firstReleaseTip.title,
        plantType: firstReleaseTip.plantType,
        description: firstReleaseTip.description,
        difficulty: 'Easy',
        category: 'Plant Care',
        image: '/x.svg',
        availability: 'Public',
        likes: 0,
        seededLikes: 0,
        words: ['thyme'],
        email: 'maya@greencircle.test',
        displayName: 'Maya',
        authorUid: 'uid-maya',
        createdAt: '2024-01-01T00:00:00.000Z',
        updatedAt: '2024-01-01T00:00:00.000Z',
      });

    const store = await openMongoStore(db.asDb(), async () => {});
    expect(db.dump('migrations').map((m) => [m._id, m.state])).toEqual(MONGO_MIGRATIONS.map((_, i) => [i + 1, 'done']));
    expect(db.dump('tips')[0]).toMatchObject({ monthMask: 0xfff, hemisphere: 'north' });
    expect(await store.getTip(firstReleaseTip.id)).toMatchObject({ hemisphere: 'north', authorPhotoURL: '' });
    for (const seasonMonth of [1, 6, 12]) {
      const page = await store.listTips({ includeHidden: false, sort: 'newest', limit: 5, seasonMonth });
      expect(page.items.map((t) => t._id)).toEqual([firstReleaseTip.id]);
    }
    expect(db.indexes.get('reminders')!.length).toBeGreaterThan(0);
  });
});
