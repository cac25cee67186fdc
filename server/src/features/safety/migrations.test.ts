import { ObjectId } from 'mongodb';
import { describe, expect, it } from 'vitest';
import { createEmbeddedStore } from '../../store/embedded';
import { openMongoStore } from '../../store/mongo';
import type { Store } from '../../store/store';
import { migrationTools } from '../../../test/store/migration-tools';

const { embeddedBefore, mongoBefore } = migrationTools();

// Issue 26: comments moderators can hide, on both adapters.

/** Issue 26: the old comment (id, 'Old words') is shown, and a moderator can hide it. */
async function expectOldCommentShownAndHideable(store: Store, id: string) {
  expect(await store.getComment(id)).toMatchObject({ body: 'Old words', moderation: null });
  await store.setCommentModeration(id, { hiddenAt: '2026-11-26T10:00:00.000Z', reason: 'Spam' });
  expect((await store.getComment(id))?.moderation).toEqual({ hiddenAt: '2026-11-26T10:00:00.000Z', reason: 'Spam' });
}

describe('embedded store migrations (user_version)', () => {
  it('issue 26: a comment written before moderators could hide comments is shown, and can be hidden', async () => {
    const { file, old } = embeddedBefore('comments hidden by moderators');
    old
      .prepare(
        `INSERT INTO tips (_id, title, plantType, difficulty, category, description, image, availability, likes, email, displayName, authorUid, createdAt, updatedAt)
         VALUES ('65a1b2c3d4e5f60718293a4b', 't', 'p', 'Easy', 'Composting', 'd', '/x.svg', 'Public', 0, 'x@greencircle.test', 'X', 'uid-x', '2025-01-01T00:00:00.000Z', '2025-01-01T00:00:00.000Z')`,
      )
      .run();
    old
      .prepare(
        `INSERT INTO comments (_id, tipId, parentId, authorUid, displayName, body, createdAt)
         VALUES ('65a1b2c3d4e5f60718293a4c', '65a1b2c3d4e5f60718293a4b', NULL, 'uid-y', 'Y', 'Old words', '2025-01-02T00:00:00.000Z')`,
      )
      .run();
    old.close();

    const store = createEmbeddedStore({ filename: file });
    const id = '65a1b2c3d4e5f60718293a4c';
    await expectOldCommentShownAndHideable(store, id);
    await store.close();
  });
});

describe('MongoDB migrations (the migrations collection, on mingo)', () => {
  it('issue 26: a comment written before moderators could hide comments is shown, and can be hidden', async () => {
    const { db } = await mongoBefore('comments hidden by moderators');
    const _id = new ObjectId();
    // As the release before wrote it: no moderation field.
    await db.asDb().collection('comments').insertOne({
      _id,
      tipId: new ObjectId(),
      parentId: null,
      authorUid: 'uid-y',
      displayName: 'Y',
      authorPhotoURL: '',
      body: 'Old words',
      createdAt: '2025-01-02T00:00:00.000Z',
      editedAt: null,
      deleted: false,
    });
    expect(db.dump('comments')[0]).not.toHaveProperty('moderation');
    // Opening the store runs the versions not done yet.
    const store = await openMongoStore(db.asDb(), async () => {});
    expect(db.dump('comments')[0]).toMatchObject({ moderation: null });
    const id = _id.toHexString();
    await expectOldCommentShownAndHideable(store, id);
  });
});
