// Issue 26: a member reports a tip; a moderator (made with `npm run admin`) hides it from the
// queue; another member no longer finds it while its author sees it marked with the reason;
// the moderator restores it.
import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { SAFETY_MESSAGES } from '@green-circle/contract/messages';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { api, createAccount, createTip, listTips, newMember, tipInput, type Member } from '../support/api';
import { signIn } from '../support/auth';
import { useBrowser } from '../support/browser';
import { toast, visible } from '../support/ui';

const { open } = useBrowser('16-moderation');
const ROOT = path.resolve(import.meta.dirname, '../..');

/** `npm run admin -- ...` from the server's shell, on the running stack's store and Auth emulator. */
async function npmRunAdmin(...args: string[]) {
  const { stdout } = await promisify(execFile)('npm', ['run', 'admin', '--', ...args], {
    cwd: ROOT,
    env: {
      ...process.env,
      DATA_DIR: inject('dataDir'),
      MONGODB_URI: '',
      FIREBASE_PROJECT_ID: inject('projectId'),
      FIREBASE_AUTH_EMULATOR_HOST: inject('emulatorHost'),
    },
  });
  return stdout;
}

/** Whether `member` can read the tip through the API (a hidden tip answers 404). */
const canRead = (id: string, member: Member) =>
  api(`/gardenTips/${id}`, { as: member }).then(
    () => true,
    (error: Error) => (/: 404 /.test(error.message) ? false : Promise.reject(error)),
  );

/** The queue's card of the tip on the moderation screen, in the named section. */
const entryOf = (page: Page, title: string) => page.getByTestId('moderation-entry').filter({ hasText: title });

describe('reports and moderation', () => {
  let author: Member;
  let reporter: Member;
  let other: Member;
  let moderator: Member;
  let tip: { _id: string; title: string };

  beforeAll(async () => {
    [author, reporter, other, moderator] = await Promise.all([
      createAccount(newMember('author')),
      createAccount(newMember('reporter')),
      createAccount(newMember('reader')),
      createAccount(newMember('moderator')),
    ]);
    tip = await createTip(author, tipInput({ title: `Mix bleach and vinegar ${Date.now().toString(36)}` }));
    expect(await npmRunAdmin('grant', 'moderator', moderator.email)).toContain('is now a moderator');
  });

  it('a report, a hide from the queue, the tip gone for others but marked for its author, and a restore', async () => {
    // The member reports the tip from its menu.
    const { page } = await open();
    await signIn(page, reporter);
    await page.goto(`/tipDetails/${tip._id}`);
    await visible(page.getByRole('heading', { level: 1, name: tip.title }));
    await page.getByRole('button', { name: 'More actions' }).click();
    await page.getByRole('menuitem', { name: SAFETY_MESSAGES.report }).click();
    const dialog = page.getByRole('dialog', { name: SAFETY_MESSAGES.reportTitle });
    await visible(dialog);
    await dialog.getByLabel(SAFETY_MESSAGES.reportReasonHarmful).check();
    await dialog.getByLabel(SAFETY_MESSAGES.reportNoteLabel).fill('This makes chlorine gas.');
    await dialog.getByRole('button', { name: SAFETY_MESSAGES.reportSend }).click();
    await toast(page, SAFETY_MESSAGES.reportSent);

    // The moderator hides it from the queue.
    const { page: mod } = await open();
    await signIn(mod, moderator);
    await mod.goto('/moderation');
    await visible(mod.getByRole('heading', { level: 1, name: SAFETY_MESSAGES.moderationHeading }));
    const entry = entryOf(mod, tip.title);
    await visible(entry.getByText('This makes chlorine gas.'));
    await entry.getByLabel('Reason for the action').fill('Dangerous: makes a toxic gas');
    await entry.getByRole('button', { name: 'Hide' }).click();
    await toast(mod, SAFETY_MESSAGES.moderationDone);

    // Another member no longer finds it; its author sees it with the reason.
    expect(await canRead(tip._id, other)).toBe(false);
    expect((await listTips('limit=100', other)).tips.map((t) => t._id)).not.toContain(tip._id);
    const { page: own } = await open();
    await signIn(own, author);
    await own.goto(`/tipDetails/${tip._id}`);
    const notice = own.getByTestId('moderation-notice');
    await visible(notice);
    expect(await notice.innerText()).toContain(SAFETY_MESSAGES.hiddenByModerators);
    expect(await notice.innerText()).toContain('Dangerous: makes a toxic gas');

    // The moderator restores it (from the reviewed reports); everyone reads it again.
    await mod.reload();
    const reviewed = entryOf(mod, tip.title);
    await reviewed.getByLabel('Reason for the action').fill('The author fixed the advice');
    await reviewed.getByRole('button', { name: 'Restore' }).click();
    await toast(mod, SAFETY_MESSAGES.moderationDone);
    expect(await canRead(tip._id, other)).toBe(true);
  });
});
