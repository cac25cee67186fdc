// Issue 24: the conversation and the evidence under a tip, between two members' browsers.
import { CONVERSATION_MESSAGES as M } from '@green-circle/contract/messages';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Page } from 'playwright-core';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { api, createAccount, createTip, newMember, tipInput, type Member } from '../support/api';
import { useBrowser } from '../support/browser';
import { eventually, toast, visible } from '../support/ui';

const { open, focus } = useBrowser('16-conversation');

const XSS = '<img src=x onerror=alert(1)>';

const comment = (page: Page, text: string) => page.getByTestId('comment').filter({ hasText: text }).first();

async function setGarden(member: Member, zone: string) {
  await api('/me/garden', { method: 'PUT', body: JSON.stringify({ hemisphere: 'north', zone }), as: member });
}

describe('conversation and "I tried this"', () => {
  let author: Member;
  let ana: Member;
  let ben: Member;
  let far: Member;
  let tip: { _id: string; title: string };

  beforeAll(async () => {
    [author, ana, ben, far] = await Promise.all([
      createAccount(newMember('author')),
      createAccount(newMember('ana')),
      createAccount(newMember('ben')),
      createAccount(newMember('far')),
    ]);
    await Promise.all([setGarden(ana, '7a'), setGarden(ben, '7b'), setGarden(far, '11a')]);
    tip = await createTip(author, tipInput({ title: `Talked-about tomatoes ${Date.now()}` }));
  });

  it('two members talk: comment, reply, edit, delete with a reply left; markup shows as text', async () => {
    const { page } = await open(undefined, { as: ana });
    const alerts: string[] = [];
    page.on('dialog', (dialog) => {
      if (dialog.type() === 'alert') alerts.push(dialog.message());
      void dialog.accept();
    });
    await page.goto(`/tipDetails/${tip._id}`);
    await visible(page.getByRole('heading', { name: M.conversationHeading }));
    await visible(page.getByText(M.noComments));
    await page.getByLabel(M.commentLabel).fill(`Does this work in clay? ${XSS}`);
    await page.getByRole('button', { name: M.commentSubmit, exact: true }).click();
    await visible(comment(page, XSS));
    expect(await page.locator('img[src="x"]').count()).toBe(0);

    const other = await open(undefined, { as: ben });
    focus(other.page);
    await other.page.goto(`/tipDetails/${tip._id}`);
    await visible(comment(other.page, 'Does this work in clay?'));
    await comment(other.page, 'Does this work in clay?')
      .getByRole('button', { name: /^Reply/ })
      .click();
    await other.page.getByLabel(M.replyLabel).fill('Yes, it did for me in heavy clay.');
    await other.page.getByRole('button', { name: M.replySubmit, exact: true }).click();
    await visible(other.page.getByRole('list', { name: 'Replies' }).getByText('Yes, it did for me in heavy clay.'));

    focus(page);
    await page.reload();
    await visible(page.getByRole('list', { name: 'Replies' }).getByText('Yes, it did for me in heavy clay.'));
    const mine = comment(page, 'Does this work in clay?');
    await mine.getByRole('button', { name: /^Edit/ }).first().click();
    await page.getByLabel(M.edit, { exact: true }).fill(`Does this work in clay soil? ${XSS}`);
    await page.getByRole('button', { name: M.save, exact: true }).click();
    await visible(comment(page, 'clay soil?').getByText(M.edited, { exact: true }));

    await comment(page, 'clay soil?')
      .getByRole('button', { name: /^Delete/ })
      .first()
      .click();
    await visible(page.getByText(M.commentDeleted));
    await visible(page.getByText('Yes, it did for me in heavy clay.'));

    focus(other.page);
    await other.page.reload();
    await visible(other.page.getByText(M.commentDeleted));
    await visible(other.page.getByText('Yes, it did for me in heavy clay.'));
    expect(await other.page.getByText('clay soil?').count()).toBe(0);
    expect(alerts).toEqual([]);
  });

  it('a "worked" report with a photo changes the summary and the gallery for another member', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'gc-e2e-trial-'));
    const photo = path.join(dir, 'tomatoes.png');
    writeFileSync(
      photo,
      await sharp({ create: { width: 800, height: 600, channels: 3, background: '#c0392b' } })
        .png()
        .toBuffer(),
    );
    const { page } = await open(`/tipDetails/${tip._id}`, { as: ana });
    await visible(page.getByText(M.noTrials));
    const form = page.getByRole('form', { name: M.triedThis });
    await form.getByLabel(M.outcomeWorked).check();
    await form.getByLabel(M.trialNoteLabel).fill('Big harvest in July.');
    await form.getByLabel(M.trialPhotoLabel).setInputFiles(photo);
    await form.getByRole('button', { name: M.triedThis }).click();
    await toast(page, M.trialSaved);
    await visible(page.getByText(M.triedBy(1)));

    const other = await open(`/tipDetails/${tip._id}`, { as: ben });
    focus(other.page);
    await visible(other.page.getByText(M.triedBy(1)));
    await visible(other.page.getByTestId('trial-summary').getByText('1 worked', { exact: false }));
    const gallery = other.page.getByTestId('trial-gallery');
    await visible(gallery.getByRole('img'));
    await eventually(
      () =>
        gallery
          .getByRole('img')
          .first()
          .evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth),
      (width) => Boolean(width),
    );
    await visible(other.page.getByRole('list', { name: M.zonesWorkedIn }).getByText('7a'));
  });

  it('"Worked near me" on Browse shows the tip to a member one zone away, not to one far away', async () => {
    const { page } = await open('/browserTips', { as: ben });
    await page.getByLabel(M.workedNearMe).check();
    await eventually(
      async () => new URL(page.url()).searchParams.get('workedNearMe'),
      (value) => value === '1',
    );
    await visible(page.getByRole('heading', { name: tip.title }));

    const other = await open('/browserTips?workedNearMe=1', { as: far });
    focus(other.page);
    await visible(other.page.getByLabel(M.workedNearMe));
    expect(await other.page.getByLabel(M.workedNearMe).isChecked()).toBe(true);
    await eventually(
      () => other.page.getByRole('heading', { name: tip.title }).count(),
      (n) => n === 0,
    );
    await visible(other.page.getByText(/No tips/));
  });
});
