import { ObjectId } from 'mongodb';
import { describe, expect, it } from 'vitest';
import { createEmbeddedStore } from '../../store/embedded';
import { openMongoStore } from '../../store/mongo';
import type { Store } from '../../store/store';
import { firstReleaseTip, migrationTools } from '../../../test/store/migration-tools';

const { embeddedBefore, mongoBefore } = migrationTools();

// Issue 22 #8: the tips search's reindexing migration, on both adapters.

/** Issue 22 #8: the old tip ('Turn the heap', Tomatoes, Composting) found by its category and by word forms. */
async function expectFoundByWordFormsAndCategory(store: Store) {
  for (const q of ['composting', 'tomato heap']) {
    const found = await store.listTips({ includeHidden: false, sort: 'newest', limit: 5, q });
    expect(
      found.items.map((t) => t._id),
      q,
    ).toEqual([firstReleaseTip.id]);
  }
}

describe('embedded store migrations (user_version)', () => {
  it('issue 22 #8: reindexes existing tips so word forms and the category find them', async () => {
    const { file, old } = embeddedBefore('search by word stems');
    const { lastInsertRowid } = old
      .prepare(
        `INSERT INTO tips (_id, title, plantType, difficulty, category, description, image, availability, likes, email, displayName, authorUid, createdAt, updatedAt)
       VALUES (?, 'Turn the heap', 'Tomatoes', 'Easy', 'Composting', 'Air speeds it up.', '/images/tips/x.svg', 'Public', 0, 'maya@greencircle.test', 'Maya', 'uid-maya', '2024-01-01T00:00:00.000Z', '2024-01-01T00:00:00.000Z')`,
      )
      .run(firstReleaseTip.id);
    // Indexed as the release before wrote it: the folded words only, without the category.
    old
      .prepare('INSERT INTO tips_fts (rowid, words) VALUES (?, ?)')
      .run(lastInsertRowid, 'turn the heap tomatoes air speeds it up');
    old.close();

    const store = createEmbeddedStore({ filename: file });
    await expectFoundByWordFormsAndCategory(store);
    await store.close();
  });
});

describe('MongoDB migrations (the migrations collection, on mingo)', () => {
  it('issue 22 #8: reindexes existing tips so word forms and the category find them', async () => {
    const { db, before, ran } = await mongoBefore('search by word stems');
    expect(ran).toHaveLength(before);
    await db
      .asDb()
      .collection('tips')
      .insertOne({
        _id: ObjectId.createFromHexString(firstReleaseTip.id),
        title: 'Turn the heap',
        plantType: 'Tomatoes',
        description: 'Air speeds it up.',
        difficulty: 'Easy',
        category: 'Composting',
        image: '/x.svg',
        availability: 'Public',
        likes: 0,
        seededLikes: 0,
        monthMask: 0xfff,
        hemisphere: 'north',
        // Indexed as the release before wrote it: the folded words only, without the category.
        words: ['turn', 'the', 'heap', 'tomatoes', 'air', 'speeds', 'it', 'up'],
        email: 'maya@greencircle.test',
        displayName: 'Maya',
        authorUid: 'uid-maya',
        createdAt: '2024-01-01T00:00:00.000Z',
        updatedAt: '2024-01-01T00:00:00.000Z',
      });

    const store = await openMongoStore(db.asDb(), async () => {});
    await expectFoundByWordFormsAndCategory(store);
  });
});
