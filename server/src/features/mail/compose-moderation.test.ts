import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Store } from '../../store/store';
import { composeModeration } from './compose-moderation';
import type { ClaimedMail, MailPayload } from './store';
import { mailLanguage } from './words';
import { storeWithOneTip } from '../../../test/helpers/mail-test-store';

/** The moderators' notices by e-mail, read from a real store, in English and in Spanish. */
let store: Store;
let tipId: string;
const site = 'https://greencircle.test';

beforeAll(async () => {
  ({ store, tipId } = await storeWithOneTip());
});
afterAll(() => store.close());

const notice = (payload: Partial<MailPayload>): ClaimedMail => ({
  batchId: 'b1',
  uid: 'uid-author',
  kind: 'moderation',
  attempts: 1,
  items: [{ id: 'm1', payload: payload as MailPayload, createdAt: '2026-11-28T07:00:00.000Z' }],
});

describe('moderation e-mails', () => {
  it('say a hidden tip, its reason and its link, in English exactly and in Spanish', async () => {
    const mail = notice({ notice: 'tip-hidden', tipId, reason: 'Spam' });
    const english = await composeModeration(store, mail, site, mailLanguage('en'));
    expect(english).toEqual({
      subject: 'Your tip “Mulch the beds” was hidden by the moderators',
      body: {
        heading: 'Your tip “Mulch the beds” was hidden by the moderators',
        blocks: [
          { type: 'text', text: 'Only you can see it now.' },
          { type: 'text', text: 'The moderators’ reason: Spam' },
        ],
        action: { label: 'Open the tip', href: `${site}/tipDetails/${tipId}` },
      },
    });
    const spanish = await composeModeration(store, mail, site, mailLanguage('es'));
    expect(spanish?.subject).toBe('Los moderadores ocultaron tu consejo «Mulch the beds»');
    expect(spanish?.body.blocks).toEqual([
      { type: 'text', text: 'Ahora solo tú puedes verlo.' },
      { type: 'text', text: 'El motivo de los moderadores: Spam' },
    ]);
    expect(spanish?.body.action).toEqual({ label: 'Abrir el consejo', href: `${site}/tipDetails/${tipId}` });
  });

  it('dates a suspension’s end by Intl in the member’s language', async () => {
    const mail = notice({ notice: 'suspended', until: '2026-12-05T10:00:00.000Z' });
    const english = await composeModeration(store, mail, site, mailLanguage('en'));
    expect(english?.body.blocks[0]).toEqual({
      type: 'text',
      text: 'You can read but not share, comment or like until 5 December 2026.',
    });
    const spanish = await composeModeration(store, mail, site, mailLanguage('es'));
    expect(spanish?.subject).toBe('Tu cuenta de Green Circle está suspendida');
    expect(spanish?.body.blocks[0]).toEqual({
      type: 'text',
      text: 'Puedes leer, pero no compartir, comentar ni dar me gusta hasta el 5 de diciembre de 2026.',
    });
  });
});
