// Issue 24: the conversation and the evidence under a tip, between two members' browsers.
import { CONVERSATION_MESSAGES as M } from '@green-circle/contract/messages';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Page } from '@playwright/test';
import sharp from 'sharp';
import { dialog } from '../support/tips';
import { expect, test } from '../support/fixtures';
import { api, uniqueMark } from '../support/api';
import { makeMember, makeTip } from '../support/data';
import { holdEntryModule, hydrated, imageLoaded, toast } from '../support/ui';

const XSS = '<img src=x onerror=alert(1)>';

const comment = (page: Page, text: string) => page.getByTestId('comment').filter({ hasText: text }).first();

/** A fresh member whose garden is in this zone of the northern hemisphere. */
async function makeGardener(label: string, zone: string) {
  const member = await makeMember(label);
  await api('/me/garden', { method: 'PUT', body: JSON.stringify({ hemisphere: 'north', zone }), as: member });
  return member;
}

test.describe('conversation and "I tried this"', () => {
  test('two members talk: comment, reply, edit, delete with a reply left; markup shows as text', async ({
    open,
    focus,
  }) => {
    const author = await makeMember('author');
    const ana = await makeGardener('ana', '7a');
    const ben = await makeGardener('ben', '7b');
    const tip = await makeTip(author, { title: `Talked-about tomatoes ${uniqueMark()}` });
    const { page } = await open(undefined, { as: ana });
    const alerts: string[] = [];
    page.on('dialog', (dialog) => {
      if (dialog.type() === 'alert') alerts.push(dialog.message());
      void dialog.accept();
    });
    await page.goto(`/tipDetails/${tip._id}`);
    await expect(page.getByRole('heading', { name: M.conversationHeading })).toBeVisible();
    await expect(page.getByText(M.noComments)).toBeVisible();
    await page.getByLabel(M.commentLabel).fill(`Does this work in clay? ${XSS}`);
    await page.getByRole('button', { name: M.commentSubmit, exact: true }).click();
    await expect(comment(page, XSS)).toBeVisible();
    await expect(page.locator('img[src="x"]')).toHaveCount(0);

    const other = await open(undefined, { as: ben });
    focus(other.page);
    await other.page.goto(`/tipDetails/${tip._id}`);
    await expect(comment(other.page, 'Does this work in clay?')).toBeVisible();
    await comment(other.page, 'Does this work in clay?')
      .getByRole('button', { name: /^Reply/ })
      .click();
    await other.page.getByLabel(M.replyLabel).fill('Yes, it did for me in heavy clay.');
    await other.page.getByRole('button', { name: M.replySubmit, exact: true }).click();
    await expect(
      other.page.getByRole('list', { name: 'Replies' }).getByText('Yes, it did for me in heavy clay.'),
    ).toBeVisible();

    focus(page);
    await page.reload();
    await expect(
      page.getByRole('list', { name: 'Replies' }).getByText('Yes, it did for me in heavy clay.'),
    ).toBeVisible();
    const mine = comment(page, 'Does this work in clay?');
    await mine.getByRole('button', { name: /^Edit/ }).first().click();
    await page.getByLabel(M.edit, { exact: true }).fill(`Does this work in clay soil? ${XSS}`);
    await page.getByRole('button', { name: M.save, exact: true }).click();
    await expect(comment(page, 'clay soil?').getByText(M.edited, { exact: true })).toBeVisible();

    await comment(page, 'clay soil?')
      .getByRole('button', { name: /^Delete/ })
      .first()
      .click();
    // The site's own dialog asks first (issue 33: not the browser's confirm()).
    await expect(dialog(page)).toContainText(M.deleteCommentConfirm);
    await dialog(page).getByRole('button', { name: M.delete }).click();
    await expect(page.getByText(M.commentDeleted)).toBeVisible();
    await expect(page.getByText('Yes, it did for me in heavy clay.')).toBeVisible();

    focus(other.page);
    await other.page.reload();
    await expect(other.page.getByText(M.commentDeleted)).toBeVisible();
    await expect(other.page.getByText('Yes, it did for me in heavy clay.')).toBeVisible();
    await expect(other.page.getByText('clay soil?')).toHaveCount(0);
    expect(alerts).toEqual([]);
  });

  test("a comment typed before the page's JavaScript has run is kept when it arrives, and sent whole", async ({
    open,
  }) => {
    const author = await makeMember('author');
    const ana = await makeGardener('ana', '7a');
    const tip = await makeTip(author, { title: `Early words ${uniqueMark()}` });
    const { page } = await open(undefined, { as: ana });
    const release = await holdEntryModule(page);
    await page.goto(`/tipDetails/${tip._id}`, { waitUntil: 'commit' });
    const text = 'Typed while the page was still only its HTML';
    await page.getByLabel(M.commentLabel).fill(text);
    release();
    await hydrated(page, true);
    // The box's counter is React's: it counts the early words once React has taken them over
    // (before, React's first render after hydration put its own empty text back).
    await expect(page.getByText(`${text.length} / `)).toBeVisible();
    await expect(page.getByLabel(M.commentLabel)).toHaveValue(text);
    await page.getByRole('button', { name: M.commentSubmit, exact: true }).click();
    await expect(comment(page, text)).toBeVisible();
    await expect(page.getByLabel(M.commentLabel)).toHaveValue('');
  });

  test('a "worked" report with a photo changes the summary and the reports for another member', async ({
    open,
    focus,
  }) => {
    const author = await makeMember('author');
    const ana = await makeGardener('ana', '7a');
    const ben = await makeGardener('ben', '7b');
    const tip = await makeTip(author, { title: `Talked-about tomatoes ${uniqueMark()}` });
    const dir = mkdtempSync(path.join(tmpdir(), 'gc-e2e-trial-'));
    const photo = path.join(dir, 'tomatoes.png');
    writeFileSync(
      photo,
      await sharp({ create: { width: 800, height: 600, channels: 3, background: '#c0392b' } })
        .png()
        .toBuffer(),
    );
    const { page } = await open(`/tipDetails/${tip._id}`, { as: ana });
    await expect(page.getByText(M.noTrials)).toBeVisible();
    const form = page.getByRole('form', { name: M.triedThis });
    await form.getByLabel(M.outcomeWorked).check();
    await form.getByLabel(M.trialNoteLabel).fill('Big harvest in July.');
    // The site's photo picker (issue 33): the photo uploads at once, then the report can go.
    await form.getByRole('group', { name: M.trialPhotoLabel }).locator('input[type=file]').setInputFiles(photo);
    await expect(form.getByRole('img', { name: 'Your photo of how it went' })).toBeVisible();
    await form.getByRole('button', { name: M.triedThis }).click();
    await toast(page, M.trialSaved);
    await expect(page.getByText(M.triedBy(1))).toBeVisible();

    const other = await open(`/tipDetails/${tip._id}`, { as: ben });
    focus(other.page);
    await expect(other.page.getByText(M.triedBy(1))).toBeVisible();
    await expect(other.page.getByTestId('trial-summary').getByText('1 worked', { exact: false }).first()).toBeVisible();
    const shown = other.page.getByTestId('trial-reports').getByRole('img', { name: /'s photo: it worked$/ });
    await expect(shown).toBeVisible();
    await imageLoaded(shown);

    await expect(other.page.getByRole('list', { name: M.zonesWorkedIn }).getByText('7a')).toBeVisible();
  });

  test('"Worked near me" on Browse shows the tip to a member one zone away, not to one far away', async ({
    open,
    focus,
  }) => {
    const author = await makeMember('author');
    const ana = await makeGardener('ana', '7a');
    const ben = await makeGardener('ben', '7b');
    const far = await makeGardener('far', '11a');
    const tip = await makeTip(author, { title: `Talked-about tomatoes ${uniqueMark()}` });
    // Ana (zone 7a) says it worked; Ben gardens one zone away, in 7b.
    await api(`/gardenTips/${tip._id}/trials/me`, {
      method: 'PUT',
      body: JSON.stringify({ outcome: 'worked' }),
      as: ana,
    });
    const { page } = await open('/browserTips', { as: ben });
    await page.getByLabel(M.workedNearMe).check();
    await expect(page).toHaveURL((url) => url.searchParams.get('workedNearMe') === '1');
    await expect(page.getByRole('heading', { name: tip.title })).toBeVisible();

    const other = await open('/browserTips?workedNearMe=1', { as: far });
    focus(other.page);
    await expect(other.page.getByLabel(M.workedNearMe)).toBeVisible();
    await expect(other.page.getByLabel(M.workedNearMe)).toBeChecked();
    await expect(other.page.getByRole('heading', { name: tip.title })).toHaveCount(0);
    await expect(other.page.getByText(/No tips/)).toBeVisible();
  });
});
