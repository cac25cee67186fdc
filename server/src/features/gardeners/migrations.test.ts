import { ObjectId } from 'mongodb';
import { describe, expect, it } from 'vitest';
import { createEmbeddedStore } from '../../store/embedded';
import { openMongoStore } from '../../store/mongo';
import type { Store } from '../../store/store';
import { migrationTools, newTip } from '../../../test/store/migration-tools';

const { embeddedBefore, mongoBefore } = migrationTools();

// Issue 25: the seeded gardener cards become their members', on both adapters.

/** Issue 25: the old cards (Amara Okafor, Someone Else) linked to their members and counted from their tips. */
async function expectCardsCountTheirMembersTips(store: Store) {
  await store.createTip(newTip({ authorUid: 'seed-amara' }));
  const listed = await store.listGardeners({ activeOnly: false, limit: 10, sort: 'name' });
  expect(listed.map((g) => [g.name, g.authorUid, g.totalSharedTips, g.status])).toEqual([
    ['Amara Okafor', 'seed-amara', 1, 'active'],
    ['Someone Else', '', 0, 'inactive'],
  ]);
}

describe('embedded store migrations (user_version)', () => {
  it('issue 25: links the seeded gardener cards to their members and counts their tips instead of stored figures', async () => {
    const { file, old } = embeddedBefore('gardeners are members');
    const card = old.prepare(
      `INSERT INTO gardeners (_id, name, age, gender, status, experiences, image, totalSharedTips)
       VALUES (?, ?, 40, 'Female', 'active', '[]', '/x.svg', 42)`,
    );
    card.run('g1', 'Amara Okafor');
    card.run('g2', 'Someone Else');
    old.close();

    const store = createEmbeddedStore({ filename: file });
    await expectCardsCountTheirMembersTips(store);
    await store.close();
  });
});

describe('MongoDB migrations (the migrations collection, on mingo)', () => {
  it('issue 25: links the seeded gardener cards to their members and counts their tips instead of stored figures', async () => {
    const { db } = await mongoBefore('gardeners are members');
    const card = { age: 40, gender: 'Female', status: 'active', experiences: [], image: '/x.svg', totalSharedTips: 42 };
    await db
      .asDb()
      .collection('gardeners')
      .insertMany([
        { _id: new ObjectId(), name: 'Amara Okafor', ...card },
        { _id: new ObjectId(), name: 'Someone Else', ...card },
      ]);
    const store = await openMongoStore(db.asDb(), async () => {});
    await expectCardsCountTheirMembersTips(store);
    expect(db.dump('gardeners').every((g) => !('totalSharedTips' in g) && !('status' in g))).toBe(true);
  });
});
