import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Store } from '../../store/store';
import { composeActivity } from './compose-activity';
import type { ClaimedMail, MailPayload } from './store';
import { mailLanguage } from './words';
import { storeWithOneTip } from '../../../test/helpers/mail-test-store';

/** "I tried this" by e-mail: each outcome said as the member reported it, read from a real store. */
let store: Store;
let tipId: string;
const site = 'https://greencircle.test';

beforeAll(async () => {
  ({ store, tipId } = await storeWithOneTip());
});
afterAll(() => store.close());

const trial = (outcome: string): ClaimedMail => ({
  batchId: 'b1',
  uid: 'uid-author',
  kind: 'trial',
  attempts: 1,
  items: [
    {
      id: 'm1',
      payload: { tipId, actorUid: 'uid-nobody', outcome } as MailPayload,
      createdAt: '2026-11-28T07:00:00.000Z',
    },
  ],
});

describe('"I tried this" e-mails', () => {
  it.each([
    ['worked', 'it worked', 'funcionó'],
    // The trials' middle outcome is 'partly' (the conversation's schema): it was read as 'mixed',
    // so a partial success was told as a bare "they tried it".
    ['partly', 'it partly worked', 'funcionó en parte'],
    ['failed', 'it did not work', 'no funcionó'],
  ])('say an outcome of %s as %s (%s in Spanish)', async (outcome, english, spanish) => {
    const line = async (language: 'en' | 'es') => {
      const mail = await composeActivity(store, trial(outcome), site, mailLanguage(language));
      const [block] = mail?.body.blocks ?? [];
      return block?.type === 'item' ? block.title : null;
    };
    expect(await line('en')).toContain(`: ${english}`);
    expect(await line('es')).toContain(`: ${spanish}`);
  });
});
