import { describe, expect, it } from 'vitest';
import { DEFAULT_EMAIL_SETTINGS } from '@green-circle/contract';
import { contractStore } from '../../../test/store/contract-tools';
import type { Store } from '../../store/store';

/**
 * The mail feature's part of the store contract (server/src/features/mail/store.ts): the outbox's
 * once-per-key writes, claims with a lease, batches and their hour, how a batch ends; the e-mail
 * settings and bounced addresses. Every adapter runs it (server/test/store/every-contract.ts).
 */
export function describeMailContract(name: string, makeStore: () => Promise<Store>): void {
  describe(`Store contract, mail: ${name}`, () => {
    const { store } = contractStore(makeStore, {
      title: 'Mulch the beds',
      plantType: 'Basil',
      description: 'Straw keeps it moist.',
      image: '/images/tips/x.svg',
    });
    const HOUR = 3_600_000;
    const options = { leaseMs: 60_000, batchWindowMs: HOUR };
    const t0 = new Date('2026-05-01T10:00:00.000Z');
    const later = (ms: number) => new Date(t0.getTime() + ms);
    const reply = (key: string, uid = 'uid-ana') =>
      store.enqueueMail({
        uid,
        kind: 'reply',
        dedupeKey: key,
        payload: { actorUid: 'uid-ben', commentId: key },
        createdAt: t0.toISOString(),
      });

    it('writes one e-mail per dedupeKey, whatever is repeated', async () => {
      expect(await reply('r1')).toBe(true);
      expect(await reply('r1')).toBe(false);
      expect(await store.mailOutboxCounts()).toMatchObject({ pending: 1 });
    });

    it('names when the longest-waiting due e-mail fell due, and nothing once it is sent or before it is due', async () => {
      expect(await store.mailOutboxOldestDue(later(2 * HOUR))).toBeNull();
      await reply('r1');
      const due = await store.mailOutboxOldestDue(later(2 * HOUR));
      expect(due).not.toBeNull();
      expect(Date.parse(due!)).toBeGreaterThanOrEqual(t0.getTime());
      expect(Date.parse(due!)).toBeLessThanOrEqual(later(2 * HOUR).getTime());
      expect(await store.mailOutboxOldestDue(new Date(t0.getTime() - 1))).toBeNull();
      const batch = await store.claimMail('sender', later(2 * HOUR), options);
      await store.finishMail(batch!.batchId, 'sender', { state: 'sent', messageId: 'm1' }, later(2 * HOUR));
      expect(await store.mailOutboxOldestDue(later(3 * HOUR))).toBeNull();
    });

    it('claims a member’s replies as one batch, and nothing more while its lease lasts', async () => {
      await reply('r1');
      await reply('r2');
      await reply('o1', 'uid-other');
      const first = await store.claimMail('one', t0, options);
      const second = await store.claimMail('two', t0, options);
      expect([first?.uid, second?.uid].sort()).toEqual(['uid-ana', 'uid-other']);
      const ana = [first, second].find((batch) => batch?.uid === 'uid-ana')!;
      expect(ana.items.map((item) => item.payload.commentId).sort()).toEqual(['r1', 'r2']);
      expect(ana.attempts).toBe(1);
      expect(await store.claimMail('three', later(30_000), options)).toBeNull();
    });

    it('gives a batch whose lease ended to another sender, as the same batch', async () => {
      await reply('r1');
      await reply('r2');
      const first = await store.claimMail('dead', t0, options);
      await reply('r3');
      const again = await store.claimMail('alive', later(61_000), options);
      expect(again?.batchId).toBe(first?.batchId);
      expect(again?.items.map((item) => item.payload.commentId).sort()).toEqual(['r1', 'r2']);
      expect(again?.attempts).toBe(2);
    });

    it('marks a batch sent, and holds the member’s next one of that kind until the hour is over', async () => {
      await reply('r1');
      const batch = (await store.claimMail('one', t0, options))!;
      await store.finishMail(batch.batchId, 'one', { state: 'sent', messageId: '<x@test>' }, t0);
      await store.enqueueMail({
        uid: 'uid-ana',
        kind: 'reply',
        dedupeKey: 'r2',
        payload: {},
        createdAt: later(60_000).toISOString(),
      });
      expect(await store.claimMail('one', later(120_000), options)).toBeNull();
      const next = await store.claimMail('one', later(HOUR + 1_000), options);
      expect(next?.items.map((item) => item.id)).toHaveLength(1);
      expect(await store.mailOutboxCounts()).toMatchObject({ sent: 1, pending: 1 });
    });

    it('puts a failed batch back until its retry time, and ends a skipped one for good', async () => {
      await reply('r1');
      await store.enqueueMail({
        uid: 'uid-cal',
        kind: 'moderation',
        dedupeKey: 'm1',
        payload: {},
        createdAt: t0.toISOString(),
      });
      const one = (await store.claimMail('s', t0, options))!;
      const two = (await store.claimMail('s', t0, options))!;
      await store.finishMail(one.batchId, 's', { state: 'retry', reason: 'down', retryAt: later(300_000) }, t0);
      await store.finishMail(two.batchId, 's', { state: 'skipped', reason: 'turned off' }, t0);
      expect(await store.claimMail('s', later(200_000), options)).toBeNull();
      const retried = await store.claimMail('s', later(300_000), options);
      expect(retried?.batchId).toBe(one.batchId);
      expect(await store.mailOutboxCounts()).toMatchObject({ pending: 1, skipped: 1 });
    });

    it('keeps each member’s e-mail settings, every kind on until turned off', async () => {
      expect(await store.getEmailSettings('uid-ana')).toEqual(DEFAULT_EMAIL_SETTINGS);
      await store.setEmailSettings('uid-ana', {
        ...DEFAULT_EMAIL_SETTINGS,
        digestDay: 'friday',
        timeZone: 'Asia/Tokyo',
      });
      expect(await store.turnEmailKindOff('uid-ana', 'reply')).toBe(true);
      expect(await store.turnEmailKindOff('uid-ana', 'reply')).toBe(false);
      expect(await store.getEmailSettings('uid-ana')).toEqual({
        ...DEFAULT_EMAIL_SETTINGS,
        reply: false,
        digestDay: 'friday',
        timeZone: 'Asia/Tokyo',
      });
      expect(await store.getEmailSettings('uid-ben')).toEqual(DEFAULT_EMAIL_SETTINGS);
    });

    it('changes only the e-mail settings given: the others keep their value', async () => {
      await store.setEmailSettings('uid-ana', { shared: false, timeZone: 'Asia/Tokyo' });
      await store.setEmailSettings('uid-ana', { digestDay: 'monday' });
      await store.setEmailSettings('uid-ana', {});
      expect(await store.getEmailSettings('uid-ana')).toEqual({
        ...DEFAULT_EMAIL_SETTINGS,
        shared: false,
        digestDay: 'monday',
        timeZone: 'Asia/Tokyo',
      });
    });

    it('remembers bounced addresses, in any case', async () => {
      expect(await store.isAddressBounced('ana@example.test')).toBe(false);
      await store.markAddressBounced('Ana@Example.test', '550 no such user');
      expect(await store.isAddressBounced('ana@example.TEST')).toBe(true);
    });
  });
}
