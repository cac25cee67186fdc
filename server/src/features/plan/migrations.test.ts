import ICAL from 'ical.js';
import { ObjectId } from 'mongodb';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { createApp } from '../../app';
import type { Identity } from '../../http/auth';
import { createEmbeddedStore } from '../../store/embedded';
import { openMongoStore } from '../../store/mongo';
import type { Store } from '../../store/store';
import { testConfig } from '../../../test/helpers/app';
import { testClock } from '../../../test/helpers/clock';
import { migrationTools, newTip } from '../../../test/store/migration-tools';
import { tipDoc } from '../tips/mongo-docs';
import { seasonColumns } from '../tips/embedded-rows';
import { newPlanItem } from './store.contract';

// Issue 58's Done-when, "migrating reminders makes one yearly plan item each and the iCal feed
// still lists them", on both stores from a database as the release before left it: SQLite in a
// temp file, MongoDB on mingo (test/store/mingo-db.ts: the adapter's own queries and updates,
// no server). What only a real MongoDB server would add (its locking, a crash between two
// writes) is the migration's own concern: each reminder is deleted after its item is upserted,
// so running it again finishes it (mongo-store.ts).
const { embeddedBefore, mongoBefore } = migrationTools();

const MIGRATION = 'my plan';
const TOMATO = { id: '65a1b2c3d4e5f60718293a11', title: 'Sow tomatoes under glass' };
/** A tip deleted since its reminder was set (the reminder went with it then; here it is left behind). */
const GONE = '65a1b2c3d4e5f60718293a12';
const SOUTH = 'uid-south';
const NORTH = 'uid-north';
/** Both reminders set in August 2026, before the tip's season in either hemisphere. */
const SET_ON = '2026-08-10T10:00:00.000Z';
const tomatoTip = () => ({
  ...newTip({ authorUid: 'uid-author' }),
  title: TOMATO.title,
  plantType: 'Tomato',
  months: [3, 4, 5],
  hemisphere: 'north' as const,
});
const clock = testClock('2026-10-05T09:00:00.000Z');

/** The app on the migrated store, each member signed in by a token that is their uid (no Auth emulator). */
function appOn(store: Store) {
  const verifyToken = async (token: string): Promise<Identity> => ({
    uid: token,
    email: `${token}@greencircle.test`,
    emailVerified: true,
  });
  return createApp({ store, verifyToken, config: testConfig(), clock, log: () => {} });
}

/** What the member's plan and calendar feed say after the migration. */
async function planAndFeed(app: ReturnType<typeof appOn>, uid: string) {
  const as = { Authorization: `Bearer ${uid}` };
  const plan = (await request(app).get('/me/plan').set(as).expect(200)).body as Array<Record<string, unknown>>;
  const url = (await request(app).get('/me/calendar').set(as).expect(200)).body.url as string;
  const feed = await request(app).get(new URL(url).pathname).expect(200);
  const events = new ICAL.Component(ICAL.parse(feed.text))
    .getAllSubcomponents('vevent')
    .map((vevent) => new ICAL.Event(vevent))
    .map((e) => [e.summary, e.startDate.year, e.startDate.month, String(e.component.getFirstPropertyValue('rrule'))]);
  return {
    plan: plan.map(({ tipId, title, month, repeats, due, done }) => ({ tipId, title, month, repeats, due, done })),
    events,
  };
}

/** Each store, migrated: one yearly item per reminder of a tip that still exists, in the member's season; none left behind. */
async function expectMigrated(store: Store, remindersLeft: () => Promise<number> | number) {
  expect(await remindersLeft()).toBe(0);
  const app = appOn(store);
  // South: the tip's spring is September to November there; the reminder fell due in September.
  expect(await planAndFeed(app, SOUTH)).toEqual({
    plan: [{ tipId: TOMATO.id, title: TOMATO.title, month: 9, repeats: true, due: '2026-09', done: null }],
    events: [[TOMATO.title, 2026, 9, 'FREQ=YEARLY']],
  });
  // North (no garden: the north): March, the first on or after the day the reminder was set.
  expect(await planAndFeed(app, NORTH)).toEqual({
    plan: [{ tipId: TOMATO.id, title: TOMATO.title, month: 3, repeats: true, due: '2027-03', done: null }],
    events: [[TOMATO.title, 2027, 3, 'FREQ=YEARLY']],
  });
}

describe('reminders become yearly plan items, listed by the calendar feed (issue 58)', () => {
  it('embedded: one yearly item per reminder, in the member’s hemisphere, and the feed lists each', async () => {
    const { file, old } = embeddedBefore(MIGRATION);
    const at = SET_ON;
    // The tip as the release before wrote it: its columns then (a tip's further photos came later).
    const tip = tomatoTip();
    old
      .prepare(
        `INSERT INTO tips (_id, title, plantType, difficulty, category, description, image, imageAlt, availability,
           likes, email, displayName, authorUid, authorPhotoURL, createdAt, updatedAt, months, hemisphere, monthMask, plantSlug)
         VALUES (@id, @title, @plantType, @difficulty, @category, @description, @image, '', @availability,
           0, @email, @displayName, @authorUid, '', @at, @at, @months, @hemisphere, @monthMask, 'tomato')`,
      )
      .run({ ...tip, ...seasonColumns(tip, tip.hemisphere), id: TOMATO.id, at });
    old
      .prepare('INSERT INTO gardens (uid, hemisphere, zone, updatedAt) VALUES (?, ?, ?, ?)')
      .run(SOUTH, 'south', '9b', at);
    const remind = old.prepare('INSERT INTO reminders (uid, tipId, createdAt) VALUES (?, ?, ?)');
    for (const [uid, tipId] of [
      [SOUTH, TOMATO.id],
      [NORTH, TOMATO.id],
      [SOUTH, GONE],
    ] as const)
      remind.run(uid, tipId, at);
    old.close();

    const store = createEmbeddedStore({ filename: file, clock });
    try {
      await expectMigrated(
        store,
        () => (store.db.prepare('SELECT COUNT(*) AS n FROM reminders').get() as { n: number }).n,
      );
      expect(store.db.prepare('SELECT COUNT(*) AS n FROM plan_items').get()).toEqual({ n: 2 });
    } finally {
      await store.close();
    }
  });

  it('MongoDB (on mingo, no server): the same items and feed; the documents it writes are whole plan items', async () => {
    const { db } = await mongoBefore(MIGRATION);
    const old = db.asDb();
    await old.collection('tips').insertOne(tipDoc(tomatoTip(), 0, SET_ON, ObjectId.createFromHexString(TOMATO.id)));
    await old
      .collection<{ _id: string; hemisphere: string; zone: string; updatedAt: string }>('gardens')
      .insertOne({ _id: SOUTH, hemisphere: 'south', zone: '9b', updatedAt: SET_ON });
    await old.collection('reminders').insertMany(
      [
        [SOUTH, TOMATO.id],
        [NORTH, TOMATO.id],
        [SOUTH, GONE],
      ].map(([uid, tipId]) => ({ uid, tipId: ObjectId.createFromHexString(tipId!), createdAt: SET_ON })),
    );

    const store = await openMongoStore(old, async () => {}, clock);
    try {
      await expectMigrated(store, () => db.dump('reminders').length);
      // Each document is a whole plan item as the service writes a new one (store.contract.ts), keyed by
      // member and tip; all but what the plan learnt later (donePhotoAlt, read as '' when absent).
      const items = db.dump('plan_items');
      expect(items.map((item) => item.uid).sort()).toEqual([NORTH, SOUTH]);
      for (const item of items) {
        const south = item.uid === SOUTH;
        const { donePhotoAlt: _later, ...whole } = newPlanItem(String(item.uid), TOMATO.id, {
          month: south ? 9 : 3,
          due: south ? '2026-09' : '2027-03',
          createdAt: SET_ON,
        });
        expect(item).toEqual({ ...whole, _id: expect.any(ObjectId), tipId: ObjectId.createFromHexString(TOMATO.id) });
      }
      expect(db.indexes.get('plan_items')!.map((index) => [index.name, index.unique ?? false])).toContainEqual([
        'uid_1_tipId_1',
        true,
      ]);
    } finally {
      await store.close();
    }
  });
});
