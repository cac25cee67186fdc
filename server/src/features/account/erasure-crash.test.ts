import fs from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import {
  buildTestApp,
  emulatorAdmin,
  PROJECT_ID,
  TEST_AUTHOR_ID_SECRET,
  type TestApp,
} from '../../../test/helpers/app';
import { giveEveryKind } from '../../../test/helpers/member-data';
import { createMember } from '../../../test/helpers/members';
import { createEmbeddedStore, type EmbeddedStore } from '../../store/embedded';
import { createAuthorIds } from '../tips/author-id';
import { eraseAccount, finishErasures, type ErasureStep } from './erasure';
import { firebaseAccountRemover } from './firebase-account';

const authorIds = createAuthorIds(TEST_AUTHOR_ID_SECRET);
class Crash extends Error {}

describe('a deletion stopped at any step', () => {
  let t: TestApp;
  let reopened: EmbeddedStore | undefined;
  afterEach(async () => {
    await reopened?.close();
    reopened = undefined;
    await t.close();
  });

  it.each<ErasureStep>(['marked', 'account-removed', 'data-erased'])(
    'after "%s" is finished by the next start, on the same data',
    async (step) => {
      t = buildTestApp();
      const [member, other] = await Promise.all([createMember(), createMember()]);
      const data = await giveEveryKind(t.app, member, other);
      const remove = firebaseAccountRemover(PROJECT_ID);
      const stop = (at: ErasureStep) => {
        if (at === step) throw new Crash(at);
      };
      await expect(eraseAccount(t.store, remove, authorIds, member.uid, stop)).rejects.toBeInstanceOf(Crash);
      // What a reader sees stopped there is all or nothing: either the member is whole or gone.
      const records = t.store.db.prepare('SELECT COUNT(*) FROM users WHERE uid = ?').pluck().get(member.uid);
      const tips = t.store.db.prepare('SELECT COUNT(*) FROM tips WHERE authorUid = ?').pluck().get(member.uid);
      expect([records, tips]).toEqual(step === 'data-erased' ? [0, 0] : [1, 1]);

      await t.store.close();
      reopened = createEmbeddedStore({ dataDir: t.dataDir });
      expect(await reopened.pendingErasures()).toEqual([member.uid]);
      expect(await finishErasures(reopened, remove, authorIds)).toBe(1);

      expect(await reopened.pendingErasures()).toEqual([]);
      expect(reopened.db.prepare('SELECT COUNT(*) FROM users WHERE uid = ?').pluck().get(member.uid)).toBe(0);
      expect(reopened.db.prepare('SELECT COUNT(*) FROM tips WHERE authorUid = ?').pluck().get(member.uid)).toBe(0);
      expect(reopened.db.prepare('SELECT COUNT(*) FROM likes WHERE uid = ?').pluck().get(member.uid)).toBe(0);
      expect(reopened.db.prepare('SELECT likes FROM tips WHERE _id = ?').pluck().get(data.otherTipId)).toBe(0);
      expect(fs.existsSync(path.join(t.dataDir, 'uploads', data.photoUploadId))).toBe(false);
      await expect(emulatorAdmin().getUser(member.uid)).rejects.toMatchObject({ code: 'auth/user-not-found' });
    },
    // Two members with every kind of data, a crash and a restart: real work on a loaded machine.
    90_000,
  );
});
