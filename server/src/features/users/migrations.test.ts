import { ObjectId } from 'mongodb';
import { describe, expect, it } from 'vitest';
import { createEmbeddedStore } from '../../store/embedded';
import { openMongoStore } from '../../store/mongo';
import type { Store } from '../../store/store';
import { migrationTools } from '../../../test/store/migration-tools';

const { embeddedBefore, mongoBefore } = migrationTools();

// Issue 22 #13: members keyed by uid, on both adapters.

/** Issue 22 #13: two members, a record each, and the address Vera left is free for someone else. */
async function expectOneRecordPerMember(store: Store) {
  expect((await store.stats('x')).totalUsers).toBe(2);
  const user = {
    email: 'vera@old.test',
    emailVerified: false,
    name: '',
    photoURL: '',
    creationTime: '',
    lastSignInTime: '',
  };
  expect((await store.createUser({ ...user, uid: 'uid-mallory' })).created).toBe(true);
  expect((await store.createUser({ ...user, uid: 'uid-omar' })).created).toBe(false);
}

describe('embedded store migrations (user_version)', () => {
  it('issue 22 #13: keys users by uid: a member with a record per address keeps the newest; an old address is free', async () => {
    const { file, old } = embeddedBefore('users keyed by uid');
    const insert = old.prepare(
      "INSERT INTO users (_id, uid, email, name, photoURL, creationTime, lastSignInTime) VALUES (?, ?, ?, ?, '', 'a', 'b')",
    );
    insert.run('000000000000000000000001', 'uid-vera', 'vera@old.test', 'Vera');
    insert.run('000000000000000000000002', 'uid-vera', 'vera@new.test', 'Vera V.');
    insert.run('000000000000000000000003', 'uid-omar', 'omar@greencircle.test', 'Omar');
    old.close();

    const store = createEmbeddedStore({ filename: file });
    expect(await store.findUserByUid('uid-vera')).toMatchObject({
      _id: '000000000000000000000002',
      email: 'vera@new.test',
      emailVerified: true,
    });
    await expectOneRecordPerMember(store);
    await store.close();
  });
});

describe('MongoDB migrations (the migrations collection, on mingo)', () => {
  it('issue 22 #13: keys users by uid: the unique e-mail index goes, a member with a record per address keeps the newest', async () => {
    const { db } = await mongoBefore('users keyed by uid');
    const users = db.asDb().collection('users');
    const record = (id: number, uid: string, email: string) => ({
      _id: ObjectId.createFromHexString(id.toString(16).padStart(24, '0')),
      uid,
      email,
      name: uid,
      photoURL: '',
      creationTime: 'a',
      lastSignInTime: 'b',
    });
    await users.insertOne(record(1, 'uid-vera', 'vera@old.test'));
    await users.insertOne(record(2, 'uid-vera', 'vera@new.test'));
    await users.insertOne(record(3, 'uid-omar', 'omar@greencircle.test'));

    const store = await openMongoStore(db.asDb(), async () => {});
    // role_1: issue 26's later migration (members by role).
    expect(db.indexes.get('users')!.map((index) => index.name)).toEqual(['uid_1', 'role_1']);
    expect(await store.findUserByUid('uid-vera')).toMatchObject({ email: 'vera@new.test', emailVerified: true });
    await expectOneRecordPerMember(store);
  });
});
