// Ask the circle (issue 57): a member in zone 7b north asks about yellow tomato leaves with two
// photos; a member who grows tomatoes in 7a is told (in the site and by e-mail), answers linking a
// tip; the asker marks it as the solution; a visitor opens the question from the tomato page and
// reads the accepted answer first; the tip shows "solved a question" with the asker's zone. With
// JavaScript on, with it off (every form a plain post), and in Spanish.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { mailInbox } from '@green-circle/testing/mail-server';
import { expect, test } from '../support/fixtures';
import { api, uniqueMark, type Member } from '../support/api';
import { makeTip } from '../support/data';
import { stack } from '../support/stack';
import { hydrated, memberBrowser } from '../support/ui';

let dir: string;
const photos: string[] = [];

test.beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), 'gc-e2e-questions-'));
  // Each time a worker takes this file up again: the files of its earlier turn are gone.
  photos.length = 0;
  for (const [i, colour] of ['#c9b227', '#7d9a3a'].entries()) {
    const file = path.join(dir, `leaf-${i + 1}.jpg`);
    await sharp({ create: { width: 800, height: 600, channels: 3, background: colour } })
      .jpeg()
      .toFile(file);
    photos.push(file);
  }
});
test.afterAll(() => rmSync(dir, { recursive: true, force: true }));

const WORDS = {
  en: {
    title: 'Your question',
    zone: 'Zone',
    details: 'Details',
    plant: 'Plant Type',
    alt: (n: number) => `What photo ${n} shows`,
    ask: 'Ask',
    answer: 'Your answer',
    tip: 'A tip that answers it (optional)',
    post: 'Post my answer',
    accept: 'This solved it',
    badge: 'Solved it',
    solved: 'Solved a question in zone 7b',
    told: /asks a question you could answer/,
  },
  es: {
    title: 'Tu pregunta',
    zone: 'Zona',
    details: 'Detalles',
    plant: 'Tipo de planta',
    alt: (n: number) => `Qué muestra la foto ${n}`,
    ask: 'Preguntar',
    answer: 'Tu respuesta',
    tip: 'Un consejo que lo responde (opcional)',
    post: 'Publicar mi respuesta',
    accept: 'Esto lo resolvió',
    badge: 'Lo resolvió',
    solved: 'Resolvió una pregunta en la zona 7b',
    told: /hace una pregunta que podrías responder/,
  },
} as const;

const put = (path: string, body: object, as: Member) => api(path, { method: 'PUT', body: JSON.stringify(body), as });

for (const { javaScript, language } of [
  { javaScript: true, language: 'en' },
  { javaScript: false, language: 'en' },
  { javaScript: true, language: 'es' },
] as const) {
  test(`a question about yellow tomato leaves is routed, answered with a tip and solved (JavaScript ${javaScript ? 'on' : 'off'}, ${language})`, async ({
    open,
    focus,
    makeMember,
  }) => {
    test.slow();
    const w = WORDS[language];
    const locale = language === 'es' ? 'es-ES' : 'en-US';
    const [asker, grower, author] = await Promise.all([
      makeMember('asker'),
      makeMember('tomato-grower'),
      makeMember('tip-author'),
    ]);
    // Their e-mails in their language too.
    for (const member of [asker, grower])
      await api('/users/me', { method: 'PATCH', body: JSON.stringify({ language }), as: member });
    await put('/me/garden', { hemisphere: 'north', zone: '7b' }, asker);
    await put('/me/garden', { hemisphere: 'north', zone: '7a' }, grower);
    await put('/me/plants/tomato', {}, grower);
    const mark = uniqueMark();
    const tip = await makeTip(author, { title: `Feed yellowing tomatoes with comfrey ${mark}`, plantType: 'Tomato' });
    const title = `Why are my tomato leaves turning yellow? ${mark}`;

    // The asker asks, with two photos, each saying what it shows.
    const asking = await memberBrowser(open, asker, javaScript);
    const page = asking.page;
    const speak = (context: typeof asking.context) =>
      context.addCookies([{ name: 'lang', value: language, url: stack().baseUrl }]);
    await speak(asking.context);
    await page.goto('/ask');
    await hydrated(page, javaScript);
    await page.getByLabel(w.title).fill(title);
    await page.getByLabel(w.details).fill('The lower leaves went yellow first, then the spots spread up the plant.');
    await page.getByLabel(w.plant).fill('Tomato');
    await expect(page.getByLabel(w.zone)).toHaveValue('7b');
    for (const [i, file] of photos.entries()) {
      await page.locator(`#question-photo-${i}-file`).setInputFiles(file);
      await page.getByLabel(w.alt(i + 1)).fill(`Yellow leaf ${i + 1}`);
    }
    if (javaScript) await expect(page.locator('input[name="photos[1].url"]')).toHaveValue(/\/uploads\//);
    await expect(page.getByLabel(w.zone)).toHaveValue('7b');
    await page.getByRole('button', { name: w.ask, exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    const questionPath = new URL(page.url()).pathname;
    expect(questionPath).toMatch(/^\/questions\/[0-9a-f]{24}$/);
    await expect(page.getByRole('img', { name: 'Yellow leaf 1' })).toBeVisible();
    await expect(page.getByRole('img', { name: 'Yellow leaf 2' })).toBeVisible();

    // The grower in 7a is told in the site and by e-mail.
    const growing = await memberBrowser(open, grower, javaScript);
    await speak(growing.context);
    await growing.page.goto('/notifications');
    await expect(growing.page.getByText(w.told).filter({ hasText: title }).first()).toBeVisible();
    const inbox = mailInbox(stack().mailUrl);
    const findMail = async () => (await inbox.to(grower.email)).find((mail) => mail.text.includes(questionPath));
    await expect.poll(findMail, { timeout: 90_000 }).toBeTruthy();

    // The grower answers, linking the tip found among the tomato tips.
    await growing.page.goto(questionPath);
    await hydrated(growing.page, javaScript);
    await growing.page.getByLabel(w.answer, { exact: true }).fill('Nitrogen hunger: feed them, and see this tip.');
    await growing.page.getByLabel(w.tip).selectOption({ label: tip.title });
    await growing.page.getByRole('button', { name: w.post }).click();
    const answer = growing.page.getByTestId('answer').first();
    await expect(answer).toContainText('Nitrogen hunger');
    await expect(answer.getByRole('link', { name: tip.title })).toBeVisible();

    // The asker marks it as the solution.
    await page.goto(questionPath);
    await hydrated(page, javaScript);
    await page.getByRole('button', { name: w.accept }).click();
    await expect(page.getByTestId('answer').first()).toContainText(w.badge);

    // A visitor finds it from the tomato page and reads the accepted answer first.
    const visitor = await open(undefined, { javaScript, locale });
    await visitor.page.goto('/plants/tomato');
    await visitor.page.getByRole('link', { name: title }).click();
    await expect(visitor.page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    const first = visitor.page.getByTestId('answer').first();
    await expect(first).toContainText(w.badge);
    await expect(first).toContainText('Nitrogen hunger');

    // The tip's evidence: solved a question, in the asker's zone.
    await visitor.page.goto(`/tipDetails/${tip._id}`);
    await expect(visitor.page.getByTestId('solved-evidence').getByRole('link', { name: w.solved })).toBeVisible();
    focus(visitor.page);
  });
}
