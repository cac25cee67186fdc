// `npm run shots`: a picture of every screen, for a reviewer to look at. Starts its own stack
// (as the end-to-end suite does: free ports, a temp DATA_DIR, the seed data), then saves each
// screen at 375 and 1280 px wide in the light and the dark theme into shots/ (git-ignored),
// signed in as a seeded member where the screen needs one (a few in Spanish whatever the run's
// language, named -es; the follow-up e-mails as they landed in the stack's mail server).
// `npm run shots -- mytips dashboard`
// takes only the screens whose name contains one of the words. SHOTS_JAVASCRIPT=off takes them
// with JavaScript off (named -nojs: the page as the server drew it, forms posting plainly), =both
// takes each both ways (a scene that needs the page's script, needsScript, is then the page as
// drawn); SHOTS_OUT=<dir> saves them there instead of shots/.
/* global document, window, location -- page.evaluate and addInitScript bodies run in the page */
import { execFile } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { chromium } from 'playwright-core';
import { emulatorClient } from '@green-circle/testing/emulator-client';
import { CHROMIUM_HELP, chromiumPath } from './lib/chromium.mjs';
import { root } from './lib/env.mjs';
import { startStack, throwawayConfig } from './lib/stack.mjs';
import { createSteps } from './lib/steps.mjs';
import { writeConversation } from './lib/conversation-scene.mjs';
import { writeCommentModeration } from './lib/comment-moderation-scene.mjs';
import { uploadPhoto, writeTipWithPhotos } from './lib/photos-scene.mjs';
import { writeQuestion } from './lib/question-scene.mjs';

const OUT = process.env.SHOTS_OUT ? path.resolve(process.env.SHOTS_OUT) : path.join(root, 'shots');
const SCRIPTS = { on: [true], off: [false], both: [true, false] }[process.env.SHOTS_JAVASCRIPT ?? 'on'];
if (!SCRIPTS) throw new Error('SHOTS_JAVASCRIPT is on, off or both');
const WIDTHS = [375, 1280];
const THEMES = ['light', 'dark'];

// The member's screens' words in English or Spanish (SHOTS_LOCALE=es-ES).
const UPDATE_PROFILE = /^(Update Profile|Actualizar perfil)$/;
const EMAIL = /^(Email|Correo electrónico)$/;
const CURRENT_PASSWORD = /^(Current password|Contraseña actual)$/;
const SIGN_UP = /^(Sign Up|Registrarse)$/;

/** Every screen: a name, the path, who is signed in, and anything to do before the picture. */
const screens = (tipId, { author, demo, otherTipId, spammer, question, photosTipId, followUps }, authorId) => [
  { name: 'home', path: '/' },
  { name: 'explore', path: '/explore' },
  { name: 'browse-tips', path: '/browserTips' },
  { name: 'browse-tips-no-hits', path: '/browserTips?q=no-such-plant' },
  { name: 'terms', path: '/terms' },
  { name: 'policy', path: '/policy' },
  { name: 'login', path: '/auth/login' },
  { name: 'sign-up', path: '/auth/signUp' },
  { name: 'not-found', path: '/no-such-page' },
  { name: 'tip-details', path: `/tipDetails/${tipId}`, as: 'author' },
  // A Public tip's address as a visitor sees it; the tip read again offline (the
  // service worker kept it); the Share button's copied link where there is no share sheet.
  { name: 'tip-preview-visitor', path: `/tipDetails/${tipId}` },
  {
    name: 'tip-details-offline',
    needsScript: true,
    path: `/tipDetails/${tipId}`,
    as: 'demo',
    then: async (page) => {
      // Read once under the service worker (it keeps what the page reads), then again offline.
      await page.evaluate(() => navigator.serviceWorker.ready);
      await page.reload({ waitUntil: 'networkidle' });
      await page.context().setOffline(true);
      await page.reload();
      await page.getByTestId('offline-line').waitFor();
      // In English or Spanish (SHOTS_LOCALE=es-ES).
      await page.getByRole('heading', { name: /^(Conversation|Conversación)\b/ }).waitFor();
      await page.waitForTimeout(500);
      await page.evaluate(() => window.scrollTo(0, 0));
    },
  },
  {
    name: 'tip-share-copied',
    needsScript: true,
    path: `/tipDetails/${tipId}`,
    as: 'demo',
    then: async (page) => {
      await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
      await page.getByRole('button', { name: /^(Share|Compartir)$/ }).click();
      await page.locator('.Toastify__toast').waitFor();
      await page.evaluate(() => window.scrollTo(0, 0));
    },
  },
  // A gardener's page (as a visitor and as a member who follows them), the home page
  // of a member who follows someone, and the notifications of the gardener they follow and liked.
  { name: 'gardener', path: `/gardeners/${authorId}` },
  { name: 'plants', path: '/plants' },
  { name: 'plant-page', path: '/plants/tomato' },
  { name: 'plant-page-member', path: '/plants/tomato?hemisphere=south', as: 'author' },
  { name: 'week', path: '/week', as: 'author' },
  { name: 'week-empty', path: '/week', as: 'demo' },
  // Issue 58: the week's "From my plan" with "Done" opened (the day, a note, a photo and what it
  // shows), the plan by month with what is done and asked "Did it work?", the follow-up e-mail in
  // English and Spanish and its signed link signed out, and a link that is not one of ours.
  {
    name: 'week-plan-done',
    path: '/week',
    as: 'author',
    then: async (page) => {
      const item = page.getByTestId('week-plan').getByTestId('plan-item').first();
      await item.getByText(/^(Done|Hecho)$/).click();
      await item.getByRole('button', { name: /^(Mark done|Marcar como hecho)$/ }).waitFor();
    },
  },
  // "Done" refused (what the photo shows, with no photo): the form comes back open with what was
  // typed and the error beside the field, with JavaScript and without (the page a POST answered).
  { name: 'week-plan-done-refused', path: '/week', as: 'author', then: refuseDone },
  { name: 'week-plan-done-refused-es', path: '/week', as: 'author', locale: 'es-ES', then: refuseDone },
  { name: 'my-plan', path: '/dashboard/plan', as: 'author' },
  { name: 'my-plan-es', path: '/dashboard/plan', as: 'author', locale: 'es-ES' },
  { name: 'my-plan-empty', path: '/dashboard/plan', as: 'demo' },
  { name: 'mail-follow-up', html: followUps.en.html },
  { name: 'mail-follow-up-es', html: followUps.es.html },
  { name: 'plan-outcome', path: followUps.en.link },
  { name: 'plan-outcome-invalid', path: `/plan/outcome/${'x'.repeat(60)}` },
  // Issue 57: asking (the photo slots, the garden's zone), the list, and a question with two photos
  // and an answer linking a tip, as a visitor reads it and as its asker (Delete, Report, accept).
  { name: 'ask', path: '/ask', as: 'demo' },
  { name: 'questions', path: '/questions' },
  { name: 'question', path: `/questions/${question.id}` },
  { name: 'question-asker', path: `/questions/${question.id}`, as: 'demo' },
  // Editing in place: the asker's open question (its photos in their slots), the author's answer.
  { name: 'question-own-open', path: `/questions/${question.openId}`, as: 'demo' },
  { name: 'question-edit', path: `/questions/${question.openId}?edit=question`, as: 'demo' },
  { name: 'question-answer-edit', path: `/questions/${question.id}?edit=${question.answerId}`, as: 'author' },
  // The same in Spanish (the asker's words stay theirs).
  { name: 'ask-es', path: '/ask', as: 'demo', locale: 'es-ES' },
  { name: 'questions-es', path: '/questions', locale: 'es-ES' },
  { name: 'question-es', path: `/questions/${question.id}`, locale: 'es-ES' },
  { name: 'question-asker-es', path: `/questions/${question.id}`, as: 'demo', locale: 'es-ES' },
  { name: 'gardener-following', path: `/gardeners/${authorId}`, as: 'demo' },
  { name: 'home-following', path: '/', as: 'demo' },
  { name: 'notifications', path: '/notifications', as: 'author' },
  // An e-mail's unsubscribe link that is not one of ours (or has expired): says so, leads to the settings.
  { name: 'unsubscribe-invalid', path: `/unsubscribe/${'x'.repeat(60)}` },
  // The evidence and the conversation, as a member who may report and reply.
  { name: 'tip-conversation', path: `/tipDetails/${tipId}`, as: 'demo' },
  {
    name: 'tip-report-dialog',
    path: `/tipDetails/${otherTipId}`,
    as: 'author',
    then: (page) =>
      page
        .getByRole('button', { name: /^(More actions|Más acciones)$/ })
        .click()
        .then(() => page.getByRole('menuitem', { name: /^(Report|Denunciar)$/ }).click())
        .then(() => page.getByRole('dialog').waitFor()),
  },
  // Comment moderation: the thread with a comment moderators hid, as another member (demo)
  // reads it and as its author (the tip's author) reads it with the reason; a comment's report
  // dialog; and the queue (above) with a reported comment.
  { name: 'tip-comment-removed', path: `/tipDetails/${tipId}`, as: 'demo' },
  { name: 'tip-comment-hidden-own', path: `/tipDetails/${tipId}`, as: 'author' },
  // A comment's menu open (Block its author, Report), and its report dialog.
  {
    name: 'tip-comment-menu',
    path: `/tipDetails/${tipId}`,
    as: 'author',
    then: (page) => openCommentMenu(page, spammer).then(() => page.getByRole('menu').scrollIntoViewIfNeeded()),
  },
  {
    name: 'tip-comment-report-dialog',
    path: `/tipDetails/${tipId}`,
    as: 'author',
    then: (page) =>
      openCommentMenu(page, spammer)
        .then(() => page.getByRole('menuitem', { name: /^(Report|Denunciar)$/ }).click())
        .then(() => page.getByRole('dialog').waitFor()),
  },
  { name: 'moderation', path: '/moderation', as: 'demo' },
  {
    // An admin finds a gardener by name to make them a moderator (no id to type).
    name: 'moderation-find-gardener',
    path: '/moderation',
    as: 'demo',
    then: async (page) => {
      // In English or Spanish (SHOTS_LOCALE=es-ES).
      const search = page.getByRole('searchbox', {
        name: /^(Find a gardener by name|Buscar un jardinero por su nombre)$/,
      });
      await search.fill(author.displayName.slice(0, 4));
      await page.getByRole('button', { name: /^(Search|Buscar)$/ }).click();
      await page.getByRole('list', { name: /^(Gardeners found|Jardineros encontrados)$/ }).waitFor();
    },
  },
  { name: 'moderation-member-refused', path: '/moderation', as: 'author' },
  { name: 'share-tip', path: '/gardentip', as: 'author' },
  { name: 'my-tips', path: '/mytips', as: 'author' },
  { name: 'my-tips-empty', path: '/mytips', as: 'demo' },
  {
    name: 'my-tips-delete-dialog',
    path: '/mytips',
    as: 'author',
    then: (page) =>
      page
        .getByRole('button', { name: /^(Delete|Borrar) / })
        .first()
        .click()
        .then(() => page.locator('.swal2-popup').waitFor()),
  },
  { name: 'update-tip', path: `/updateTip/${tipId}`, as: 'author' },
  // Issue 57: a tip with three photos, its gallery (a reader's) and its edit form (the slots after the cover filled).
  // With JavaScript, once swiper (loaded on demand) has taken the gallery over.
  {
    name: 'tip-photos',
    path: `/tipDetails/${photosTipId}`,
    as: 'demo',
    then: (page, { javaScript } = { javaScript: true }) =>
      javaScript ? page.locator('.swiper-initialized').waitFor() : undefined,
  },
  {
    name: 'tip-photos-next',
    needsScript: true,
    path: `/tipDetails/${photosTipId}`,
    as: 'demo',
    then: async (page) => {
      await page.locator('.swiper-initialized').waitFor();
      await page.getByRole('button', { name: /^(Next photo|Foto siguiente)$/ }).click();
      await page.evaluate(() => window.scrollTo(0, 0));
    },
  },
  { name: 'update-tip-photos', path: `/updateTip/${photosTipId}`, as: 'author' },
  // The tip forms with their errors showing: the new tip sent empty, the tip's title cleared.
  {
    name: 'share-tip-errors',
    path: '/gardentip',
    as: 'author',
    then: (page) =>
      page
        .getByRole('button', { name: /^(Submit Tip|Enviar consejo)$/ })
        .click()
        .then(() => page.locator('[aria-invalid="true"]').first().waitFor()),
  },
  {
    name: 'update-tip-errors',
    needsScript: true,
    path: `/updateTip/${tipId}`,
    as: 'author',
    then: async (page) => {
      await page.getByLabel(/^(Title|Título)$/).fill('');
      await page.getByRole('button', { name: /^(Update|Actualizar)$/ }).click();
      await page.locator('[aria-invalid="true"]').first().waitFor();
      await page.evaluate(() => window.scrollTo(0, 0));
    },
  },
  { name: 'dashboard', path: '/dashboard', as: 'author' },
  { name: 'dashboard-all-tips', path: '/dashboard/all-tips', as: 'author' },
  { name: 'dashboard-my-items', path: '/dashboard/my-items', as: 'author' },
  { name: 'dashboard-liked', path: '/dashboard/liked', as: 'author' },
  { name: 'dashboard-profile', path: '/dashboard/profile', as: 'author' },
  // What deleting the account removes, and its confirmation (the sign-in is fresh here).
  { name: 'dashboard-delete-account', path: '/dashboard/delete-account', as: 'author' },
  {
    name: 'dashboard-profile-edit',
    path: '/dashboard/profile',
    as: 'author',
    then: (page) =>
      page
        .getByRole('button', { name: UPDATE_PROFILE })
        .click()
        .then(() => page.getByRole('dialog').waitFor()),
  },
  {
    // A new address asks for the password.
    name: 'dashboard-profile-email-change',
    path: '/dashboard/profile',
    as: 'author',
    then: async (page) => {
      await page.getByRole('button', { name: UPDATE_PROFILE }).click();
      const dialog = page.getByRole('dialog');
      await dialog.getByLabel(EMAIL).fill(`new-${author.email}`);
      await dialog.getByLabel(CURRENT_PASSWORD).waitFor();
    },
  },
  {
    // The link is sent; the address changes when it is opened.
    name: 'dashboard-profile-email-pending',
    path: '/dashboard/profile',
    as: 'demo',
    then: async (page) => {
      await page.getByRole('button', { name: UPDATE_PROFILE }).click();
      const dialog = page.getByRole('dialog');
      await dialog.getByLabel(EMAIL).fill(`new-${Date.now()}-${demo.email}`);
      await dialog.getByLabel(CURRENT_PASSWORD).fill(demo.password);
      await dialog.getByRole('button', { name: /^(Save|Guardar)$/ }).click();
      await page
        .getByRole('status')
        .filter({ hasText: /Waiting for you to open the link|Esperando a que abras el enlace/ })
        .waitFor();
    },
  },
  {
    // A name another member uses, said beside the field before any account exists.
    name: 'sign-up-name-taken',
    path: '/auth/signUp',
    then: async (page) => {
      await page.getByLabel(/^(Name|Nombre)$/).fill(author.displayName);
      await page.getByLabel(EMAIL).fill(`shots-${Date.now()}@greencircle.test`);
      await page.getByLabel(/^(Photo URL|URL de la foto)$/).fill('https://example.com/me.png');
      await page.getByLabel(/^(Password|Contraseña)$/).fill('Sunflower#1');
      await page.getByRole('button', { name: SIGN_UP }).click();
      await page.locator('input[aria-invalid="true"]').first().waitFor();
    },
  },
  {
    name: 'sign-up-errors',
    path: '/auth/signUp',
    then: (page) =>
      page
        .getByRole('button', { name: SIGN_UP })
        .click()
        .then(() => page.locator('[aria-invalid="true"]').first().waitFor()),
  },
];

/** Opens the '⋯' menu of the member's last comment on the page. */
const openCommentMenu = (page, member) =>
  page
    .getByRole('button', {
      name: new RegExp(
        `^(More actions for ${member.displayName}'s comment|Más acciones para el comentario de ${member.displayName})$`,
      ),
    })
    .last()
    .click()
    .then(() => page.getByRole('menu').waitFor());

async function signIn(browser, baseURL, member) {
  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  await page.goto('/auth/login');
  await page.getByLabel('Email').fill(member.email);
  await page.getByLabel('Password').fill(member.password);
  // The login's action sets the session cookie (what the server draws member pages for) with its
  // answer; the state is saved once the navbar knows the member and the cookie is there.
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await page.getByRole('button', { name: `Account menu for ${member.displayName}` }).waitFor();
  while (!(await context.cookies()).some((cookie) => cookie.name === '__session')) await page.waitForTimeout(100);
  // 'Login successful' rides a flash cookie until the next page reads it: saved with the state, it
  // would show on the first picture of each member's screens.
  while ((await context.cookies()).some((cookie) => cookie.name === 'gc_toast')) await page.waitForTimeout(100);
  const state = await context.storageState({ indexedDB: true });
  await context.close();
  return state;
}

/** The demo member follows the author and likes their tip, so the author has notifications to show. */
async function followAndLike(browser, baseURL, storageState, tip) {
  const context = await browser.newContext({ baseURL, storageState });
  const page = await context.newPage();
  await page.goto(`/gardeners/${tip.authorId}`);
  await page.getByRole('button', { name: 'Follow', exact: true }).click();
  await page.getByRole('button', { name: 'Following', exact: true }).waitFor();
  await page.goto(`/tipDetails/${tip._id}`);
  await page.getByRole('button', { name: /^Like \d+ likes?$/ }).click();
  await page.getByRole('button', { name: /^Liked \d+ likes?$/ }).waitFor();
  await context.close();
}

/**
 * Something for the moderation screens to show: the demo member made an admin with `npm run
 * admin` (as a deployment would), and the author's tip reported by the other seeded members.
 */
async function moderationScene(config, stack, { admin, author, tipId }) {
  await promisify(execFile)('npm', ['run', 'admin', '--', 'grant', 'admin', admin.email], {
    cwd: root,
    env: {
      ...process.env,
      DATA_DIR: config.DATA_DIR,
      MONGODB_URI: '',
      FIREBASE_PROJECT_ID: config.FIREBASE_PROJECT_ID,
      FIREBASE_AUTH_EMULATOR_HOST: config.FIREBASE_AUTH_EMULATOR_HOST,
    },
  });
  const emulator = emulatorClient({ host: stack.emulator.host, projectId: stack.emulator.projectId });
  const reporters = stack.members.filter((m) => m !== author && m !== admin).slice(0, 2);
  const reasons = [
    ['harmful', 'Mixing these makes a toxic gas; please check.'],
    ['spam', ''],
  ];
  for (const [index, member] of reporters.entries()) {
    const [reason, note] = reasons[index % reasons.length];
    await fetch(`${stack.apiUrl}/reports`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${await emulator.signIn(member)}` },
      body: JSON.stringify({ target: { kind: 'tip', id: tipId }, reason, ...(note ? { note } : {}) }),
    });
  }
}

/**
 * The author grows tomato and basil (the week's "for my plants", the garden panel's list, the
 * plant pages' growers and their gardener page), and gardens somewhere with a zone, so "worked
 * near me" has one to use.
 */
async function plantsScene(stack, author, planTipIds = []) {
  const emulator = emulatorClient({ host: stack.emulator.host, projectId: stack.emulator.projectId });
  const headers = { 'content-type': 'application/json', authorization: `Bearer ${await emulator.signIn(author)}` };
  const garden = await (await fetch(`${stack.apiUrl}/me/garden`, { headers })).json();
  if (!garden.zone) {
    const body = JSON.stringify({ hemisphere: garden.hemisphere ?? 'north', zone: '7a' });
    await fetch(`${stack.apiUrl}/me/garden`, { method: 'PUT', headers, body });
  }
  for (const slug of ['basil', 'tomato']) await fetch(`${stack.apiUrl}/me/plants/${slug}`, { method: 'PUT', headers });
  // Their gardener page shows the garden, and with it the plants.
  await fetch(`${stack.apiUrl}/users/me`, { method: 'PATCH', headers, body: JSON.stringify({ showGarden: true }) });
  // Their plan (issue 58): a few tips, the first due this month (the week's "From my plan"), one
  // done five weeks ago with a note and a photo of what it shows, so "Did it work?" is due now.
  const month = new Date().getUTCMonth() + 1;
  for (const [index, tipId] of planTipIds.entries()) {
    const body = JSON.stringify({ tipId, month: ((month - 1 + index * 2) % 12) + 1, repeats: index % 2 === 0 });
    const item = await (await fetch(`${stack.apiUrl}/me/plan`, { method: 'POST', headers, body })).json();
    if (index === 1 && item.id) {
      const photo = await uploadPhoto(
        stack.apiUrl,
        headers.authorization.slice('Bearer '.length),
        '#5f7f2f',
        'canes.jpg',
      );
      await markDoneWeeksAgo(stack, headers, item.id, {
        note: 'Tied to bamboo canes before the wind came.',
        photo,
        photoAlt: 'Tomato plants tied to bamboo canes in a raised bed',
      });
    }
  }
}

/** "Done" five weeks ago (past the tip's default four, so its "Did it work?" is due now). */
async function markDoneWeeksAgo(stack, headers, itemId, fields) {
  const date = new Date(Date.now() - 35 * 86_400_000).toISOString().slice(0, 10);
  const body = JSON.stringify({ date, ...fields });
  const done = await fetch(`${stack.apiUrl}/me/plan/${itemId}/done`, { method: 'POST', headers, body });
  if (!done.ok) throw new Error(`"Done" of the plan scene refused: ${done.status} ${await done.text()}`);
}

/**
 * Issue 58's follow-up e-mails: a Spanish-speaking member also did a tip of their plan five weeks
 * ago; the API's test clock (GC_TEST_CLOCK, put back to now) runs the follow-ups at once, and
 * the e-mails (the author's in English, set up by plantsScene, and theirs in Spanish) are read from
 * the stack's mail server: each one's HTML and its "It worked" link.
 */
async function followUpScene(stack, { author, spanish, tipId }) {
  const emulator = emulatorClient({ host: stack.emulator.host, projectId: stack.emulator.projectId });
  const headers = { 'content-type': 'application/json', authorization: `Bearer ${await emulator.signIn(spanish)}` };
  await fetch(`${stack.apiUrl}/users/me`, { method: 'PATCH', headers, body: JSON.stringify({ language: 'es' }) });
  const body = JSON.stringify({ tipId });
  const item = await (await fetch(`${stack.apiUrl}/me/plan`, { method: 'POST', headers, body })).json();
  await markDoneWeeksAgo(stack, headers, item.id, { note: 'Con tutores de caña antes del viento.' });
  const moved = await fetch(`${stack.apiUrl}/test/clock`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ reset: true }),
  });
  if (!moved.ok) throw new Error(`The API's test clock answered ${moved.status}: is GC_TEST_CLOCK=1 set?`);
  const mailTo = async (member, subject) => {
    for (const started = Date.now(); Date.now() - started < 60_000;) {
      const mail = (await stack.mail.inbox.to(member.email)).find((m) => subject.test(m.subject));
      if (mail) {
        const link = /(\/plan\/outcome\/[A-Za-z0-9_-]+\?answer=worked)/.exec(mail.text)?.[1];
        return { html: mail.html, link };
      }
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
    throw new Error(`No follow-up e-mail reached ${member.email} within a minute`);
  };
  return { en: await mailTo(author, /Did it work\?$/), es: await mailTo(spanish, /¿Funcionó\?$/) };
}

/** The week's first plan item, "Done" sent with a note and words for a photo it does not have: refused beside them. */
async function refuseDone(page) {
  const item = page.getByTestId('week-plan').getByTestId('plan-item').first();
  await item.getByText(/^(Done|Hecho)$/).click();
  await item.getByRole('textbox', { name: /^(Note|Nota)/ }).fill('Tied with jute before the rain.');
  await item.getByRole('textbox', { name: /^(What the photo shows|Qué muestra la foto)/ }).fill('Bean poles');
  await item.getByRole('button', { name: /^(Mark done|Marcar como hecho)$/ }).click();
  await page.locator('input[name="photoAlt"][aria-invalid="true"]').waitFor();
  // The answer opens at the form (focused, or at #done-<id> without JavaScript): the whole page from its top.
  await page.mouse.wheel(0, -100_000);
}

async function settle(page, screen, javaScript) {
  await page.waitForLoadState('networkidle');
  await page.locator('h1').first().waitFor({ state: 'attached' });
  // Without JavaScript nothing runs in the page (page.evaluate would wait forever): the page as
  // the server drew it, and a scene's clicks post its forms plainly.
  if (!javaScript) {
    if (screen.then && !screen.needsScript) await screen.then(page, { javaScript });
    await page.waitForTimeout(400);
    return;
  }
  // Scroll through once, so lazy sections and lazy images load, then back to the top.
  await page.evaluate(async () => {
    for (let y = 0; y < document.documentElement.scrollHeight; y += 500) {
      window.scrollTo(0, y);
      await new Promise((resolve) => setTimeout(resolve, 60));
    }
  });
  await page.waitForLoadState('networkidle');
  await page.evaluate(() => window.scrollTo(0, 0));
  if (screen.then) await screen.then(page);
  // Let images decode and transitions end.
  await page.waitForTimeout(400);
}

async function main() {
  const executablePath = chromiumPath();
  if (!executablePath) throw new Error(CHROMIUM_HELP);
  const only = process.argv.slice(2);
  const dataDir = mkdtempSync(path.join(tmpdir(), 'gc-shots-'));
  // Each e-mail at once (the follow-ups' pictures wait for theirs), as the e2e suite has it.
  const config = await throwawayConfig(dataDir, { MAIL_BATCH_WINDOW_MS: '0' });
  // The stack's five steps, then the pictures.
  const steps = createSteps({ total: 6 });
  const stack = await startStack(config, {
    clientOutDir: path.join(dataDir, 'client-dist'),
    apiLogFile: path.join(dataDir, 'api.log'),
    // GC_TEST_CLOCK: the API's clock runs the plan's follow-ups when asked (followUpScene).
    apiExtraEnv: { MONGODB_URI: '', GC_TEST_CLOCK: '1' },
    steps,
  });
  const browser = await chromium.launch({ executablePath, headless: true, args: ['--no-sandbox', '--disable-gpu'] });
  try {
    const author = stack.members.find((m) => m.email.startsWith('maya')) ?? stack.members[0];
    const demo = stack.members.find((m) => m.email.startsWith('demo')) ?? stack.members.at(-1);
    const tips = await (await fetch(`${stack.apiUrl}/gardenTips?availability=Public&limit=100`)).json();
    const authorTip = tips.find((t) => t.displayName === author.displayName) ?? tips[0];
    const tipId = authorTip._id;
    await writeConversation({ emulator: stack.emulator, apiUrl: stack.apiUrl, members: stack.members, author, tipId });
    const otherTipId = (tips.find((t) => t.displayName !== author.displayName) ?? tips[1])._id;
    await moderationScene(config, stack, { admin: demo, author, tipId });
    await plantsScene(stack, author, [
      otherTipId,
      ...tips
        .filter((t) => t.displayName !== author.displayName)
        .slice(1, 4)
        .map((t) => t._id),
    ]);
    const question = await writeQuestion(stack, { asker: demo, answerer: author, tipId });
    const photosTipId = await writeTipWithPhotos({ emulator: stack.emulator, apiUrl: stack.apiUrl, author });
    const spanish = stack.members.find((m) => m.email.startsWith('lina')) ?? stack.members[1];
    const followUps = await followUpScene(stack, {
      author,
      spanish,
      tipId: (
        tips.find((t) => t.displayName !== spanish.displayName && t.displayName !== author.displayName) ?? tips[2]
      )._id,
    });
    const spammer = await writeCommentModeration({
      emulator: stack.emulator,
      apiUrl: stack.apiUrl,
      members: stack.members,
      author,
      admin: demo,
      tipId,
    });
    const sessions = {
      author: await signIn(browser, stack.clientUrl, author),
      demo: await signIn(browser, stack.clientUrl, demo),
    };

    await followAndLike(browser, stack.clientUrl, sessions.demo, authorTip);

    rmSync(OUT, { recursive: true, force: true });
    mkdirSync(OUT, { recursive: true });
    const chosen = screens(
      tipId,
      { author, demo, otherTipId, spammer, question, photosTipId, followUps },
      authorTip.authorId,
    ).filter((s) => only.length === 0 || only.some((word) => s.name.includes(word)));
    let count = 0;
    const shooting = steps.start(`Taking ${chosen.length * WIDTHS.length * THEMES.length * SCRIPTS.length} pictures`);
    for (const javaScript of SCRIPTS) {
      for (const theme of THEMES) {
        for (const width of WIDTHS) {
          for (const screen of chosen) {
            const context = await browser.newContext({
              baseURL: stack.clientUrl,
              viewport: { width, height: width < 640 ? 812 : 800 },
              isMobile: width < 640,
              hasTouch: width < 640,
              colorScheme: theme,
              reducedMotion: 'reduce',
              javaScriptEnabled: javaScript,
              storageState: screen.as ? sessions[screen.as] : undefined,
              // SHOTS_LOCALE=es-ES: the screens in Spanish (issue 39), as a Spanish browser asks for them;
              // a screen of its own language (-es) whatever the run's.
              locale: screen.locale ?? process.env.SHOTS_LOCALE ?? 'en-US',
            });
            await context.addInitScript((t) => {
              if (location.protocol.startsWith('http')) localStorage.setItem('theme', t);
            }, theme);
            // Offline like the test suite: nothing outside this machine.
            await context.route(
              (url) => !['localhost', '127.0.0.1'].includes(url.hostname) && url.protocol.startsWith('http'),
              (route) => route.abort(),
            );
            const page = await context.newPage();
            // An e-mail is its HTML as it landed (its links lead to the stack's site).
            if (screen.html) await page.setContent(screen.html);
            else await page.goto(screen.path);
            // A scene that fails still leaves its picture (named -FAILED) for the reviewer to see why,
            // and the others are taken; the run ends non-zero.
            const failed = await settle(page, screen, javaScript).then(
              () => false,
              (error) => {
                console.error(`${screen.name} at ${width} px, ${theme}: ${error.message.split('\n')[0]}`);
                process.exitCode = 1;
                return true;
              },
            );
            const name = `${screen.name}--${width}-${theme}${javaScript ? '' : '-nojs'}${failed ? '-FAILED' : ''}.png`;
            await page.screenshot({ path: path.join(OUT, name), fullPage: true });
            await context.close();
            if (!failed) count += 1;
          }
        }
      }
    }
    shooting.done(`${count} pictures in ${path.relative(root, OUT)}/`);
    console.log(`Done in ${steps.elapsed()}: open ${path.relative(root, OUT)}/ to look.`);
  } finally {
    await browser.close();
    await stack.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((error) => {
  console.error(error.stack ?? error.message);
  process.exit(1);
});
