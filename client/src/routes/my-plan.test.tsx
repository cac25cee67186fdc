import { File as NodeFile } from 'node:buffer';
import { PLAN_MESSAGES, type Notification, type PlanItem, type Week } from '@green-circle/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import * as planRoute from './dashboard/plan';
import * as notificationsRoute from './notifications';
import * as planOutcomeRoute from './plan-outcome';
import * as weekRoute from './week';
import { UPLOAD_FIELD } from '@green-circle/contract/uploads';
import { answerApi, apiUrl, http, json, problem, server } from '../test/api';
import { renderRoute } from '../test/render-route';
import { requestContext, sessionMember } from '../test/request-context';
import { inSpanish } from '../test/spanish';
import { setToday } from '../test/clock';

vi.mock('../lib/firebase', async () => {
  const { member } = await import('../test/fake-member');
  return { currentUser: async () => member };
});

// Issue 58: "My plan" on the week, the plan page, a notification and the e-mail's signed link.
const TIP = 'cccccccccccccccccccccccc';
const ID = 'dddddddddddddddddddddddd';
const item = (over: Partial<PlanItem> = {}): PlanItem => ({
  id: ID,
  tipId: TIP,
  title: 'Stake the tomatoes',
  image: '/x.jpg',
  month: 10,
  repeats: true,
  due: '2026-10',
  done: null,
  skippedYear: null,
  followUp: null,
  outcome: null,
  createdAt: '2026-09-01T00:00:00.000Z',
  ...over,
});
const emptyPart = { items: [], total: 0, more: '/x', empty: 'nothingInSeason' as const };
const week = (plan: PlanItem[]): Week => ({
  month: 10,
  nextMonth: 11,
  hemisphere: 'south',
  zone: '9b',
  hasGarden: true,
  plants: [],
  plan: { items: plan, total: plan.length, more: '/dashboard/plan', empty: plan.length ? null : 'nothingPlannedDue' },
  forMyPlants: { ...emptyPart, empty: 'noPlants' },
  inSeason: emptyPart,
  workedNear: { ...emptyPart, empty: 'noGarden' },
  fromFollowed: { ...emptyPart, empty: 'noFollows' },
  onMyTips: { ...emptyPart, empty: 'allSeen' },
});
const UPLOADED = {
  id: '0123456789abcdef01234567',
  url: '/uploads/0123456789abcdef01234567/1200x900.webp',
  width: 1200,
  height: 900,
  variants: [],
  takenAt: null,
};
/** A small JPEG as a member picks it. */
const JPEG = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3, 4]);
const jpeg = () => new File([JPEG], 'stakes.jpg', { type: 'image/jpeg' });
const DONE = item({
  due: '2027-10',
  done: { on: '2026-10-05', note: 'Stakes before the wind', photo: null, photoAlt: '' },
});
/** The API of a week whose plan holds `item()`, with the calls a test adds. */
const weekApi = (calls: Parameters<typeof answerApi>[0]) =>
  answerApi({ 'GET /me/week': () => json(week([item()])), 'GET /me/plan': json([]), ...calls });
/** The week's first item opened for "Done", a photo picked and uploaded: its row and the photo's group. */
async function doneWithPhoto() {
  renderRoute(weekRoute, { path: '/week', url: '/week' });
  const row = within((await screen.findAllByTestId('plan-item'))[0]!);
  await userEvent.click(row.getByText('Done'));
  const photo = row.getByRole('group', { name: 'A photo (optional, goes into your report)' });
  await userEvent.upload(within(photo).getByLabelText('Choose a photo', { selector: 'input' }), jpeg());
  expect(await within(photo).findByText('Photo ready.')).toBeVisible();
  return { row, photo: within(photo) };
}

// The fixtures are dated 2026 (a plan due in December, done in October): today is theirs, not the run's.
beforeEach(() => setToday('2026-12-07T12:00:00Z'));

describe('From my plan, on the week', () => {
  it('marks an item done with its note, and sets another aside for this year', async () => {
    const other = item({ id: 'eeeeeeeeeeeeeeeeeeeeeeee', title: 'Mulch the beds' });
    const api = answerApi({
      'GET /me/week': () => json(week([item(), other])),
      'GET /me/plan': json([]),
      [`POST /me/plan/${ID}/done`]: json(DONE),
      [`POST /me/plan/${other.id}/skip`]: json({ ...other, due: '2027-10', skippedYear: 2026 }),
    });
    renderRoute(weekRoute, { path: '/week', url: '/week' });
    const part = within(await screen.findByTestId('week-plan'));
    expect(part.getByRole('heading', { name: 'From my plan' })).toBeVisible();
    const [first, second] = part.getAllByTestId('plan-item');
    await userEvent.click(within(first!).getByText('Done'));
    await userEvent.type(within(first!).getByRole('textbox', { name: /Note/ }), 'Stakes before the wind');
    await userEvent.click(within(first!).getByRole('button', { name: 'Mark done' }));
    expect(await screen.findByText(PLAN_MESSAGES.markedDone)).toBeVisible();
    expect(api.callsTo('POST').find((c) => c.path === `/me/plan/${ID}/done`)?.body).toEqual({
      note: 'Stakes before the wind',
    });
    // Done: the answer draws "Done" anew, folded and empty.
    await waitFor(() => expect(first!.querySelector('details')).not.toHaveAttribute('open'));
    expect(first!.querySelector('textarea[name="note"]')).toHaveValue('');
    await userEvent.click(within(second!).getByRole('button', { name: 'Not this year' }));
    expect(await screen.findByText(PLAN_MESSAGES.skipped)).toBeVisible();
    expect(api.callsTo('POST').map((c) => c.path)).toContain(`/me/plan/${other.id}/skip`);
  });

  it('marks an item done with a photo picked and uploaded at once and what it shows, both carried into "Done"', async () => {
    URL.createObjectURL = vi.fn(() => 'blob:preview');
    URL.revokeObjectURL = vi.fn();
    const api = weekApi({
      'POST /uploads': json(UPLOADED, { status: 201 }),
      [`POST /me/plan/${ID}/done`]: json({ ...DONE, done: { ...DONE.done!, photo: UPLOADED.url } }),
    });
    const { row, photo } = await doneWithPhoto();
    expect(photo.getByRole('img', { name: 'Your photo of what you did' })).toBeVisible();
    await userEvent.type(row.getByRole('textbox', { name: /Note/ }), 'Stakes before the wind');
    const alt = row.getByRole('textbox', { name: 'What the photo shows (optional)' });
    expect(alt).toHaveAccessibleDescription('Read aloud on the tip’s evidence to gardeners who cannot see it.');
    await userEvent.type(alt, 'Tomato plants tied to bamboo canes');
    await userEvent.click(row.getByRole('button', { name: 'Mark done' }));
    expect(await screen.findByText(PLAN_MESSAGES.markedDone)).toBeVisible();
    expect(api.callsTo('POST').find((c) => c.path === `/me/plan/${ID}/done`)?.body).toEqual({
      note: 'Stakes before the wind',
      photo: UPLOADED.url,
      photoAlt: 'Tomato plants tied to bamboo canes',
    });
  });

  it('refuses “What the photo shows” with no photo beside it before asking the API, the note kept, and marks nothing', async () => {
    const api = weekApi({
      [`POST /me/plan/${ID}/done`]: json(DONE),
    });
    renderRoute(weekRoute, { path: '/week', url: '/week' });
    const row = within((await screen.findAllByTestId('plan-item'))[0]!);
    await userEvent.click(row.getByText('Done'));
    await userEvent.type(row.getByRole('textbox', { name: /Note/ }), 'Stakes before the wind');
    await userEvent.type(row.getByRole('textbox', { name: 'What the photo shows (optional)' }), 'Canes in a row');
    await userEvent.click(row.getByRole('button', { name: 'Mark done' }));
    const words = 'Add the photo these words describe, or leave “What the photo shows” empty';
    await waitFor(() =>
      expect(row.getByRole('textbox', { name: 'What the photo shows (optional)' })).toHaveAttribute(
        'aria-invalid',
        'true',
      ),
    );
    const alt = row.getByRole('textbox', { name: 'What the photo shows (optional)' });
    expect(alt).toHaveAccessibleDescription(expect.stringContaining(words));
    expect(alt).toHaveValue('Canes in a row');
    expect(alt).toHaveFocus();
    expect(row.getByRole('textbox', { name: /Note/ })).toHaveValue('Stakes before the wind');
    expect(screen.getAllByText(words)).toHaveLength(1);
    expect(screen.queryByText(PLAN_MESSAGES.markedDone)).toBeNull();
    expect(api.callsTo('POST').filter((c) => c.path === `/me/plan/${ID}/done`)).toEqual([]);
  });

  it('says beside the photo why the API refused it (not the member’s own upload), and marks nothing', async () => {
    URL.createObjectURL = vi.fn(() => 'blob:preview');
    URL.revokeObjectURL = vi.fn();
    weekApi({
      'POST /uploads': json(UPLOADED, { status: 201 }),
      [`POST /me/plan/${ID}/done`]: json(
        {
          type: 'about:blank',
          title: 'Forbidden',
          status: 403,
          detail: 'You can only use photos you uploaded yourself',
          code: 'http.forbidden',
          errors: [{ field: 'photo', message: 'Not your photo', code: 'messages.notYourPhoto' }],
        },
        { status: 403 },
      ),
    });
    const { row } = await doneWithPhoto();
    await userEvent.click(row.getByRole('button', { name: 'Mark done' }));
    // The answer draws the form anew, open, the photo still in it and what to do beside it.
    expect(await row.findByText('Choose a photo you uploaded yourself, or none.')).toBeVisible();
    const photo = within(row.getByRole('group', { name: 'A photo (optional, goes into your report)' }));
    expect(photo.getByRole('img', { name: 'Your photo of what you did' })).toBeVisible();
    expect(screen.queryByText(PLAN_MESSAGES.markedDone)).toBeNull();
  });

  it('without JavaScript, uploads the photo file of the multipart "Done" on the host and marks it done with it and what it shows', async () => {
    // Answered by hand: the host streams the file on to POST /uploads, which the call recorder cannot read twice.
    const uploaded: Array<{ name: string; type: string; size: number }> = [];
    const marked: unknown[] = [];
    server.use(
      http.post(apiUrl('/uploads'), async ({ request }) => {
        const file = (await request.formData()).get(UPLOAD_FIELD) as File;
        uploaded.push({ name: file.name, type: file.type, size: file.size });
        return json(UPLOADED, { status: 201 });
      }),
      http.post(apiUrl(`/me/plan/${ID}/done`), async ({ request }) => {
        marked.push(await request.json());
        return json(DONE);
      }),
    );
    // Node's own FormData and File (jsdom's are the page's, which Node's Request cannot send).
    const NodeFormData = (
      await new Response('', { headers: { 'Content-Type': 'application/x-www-form-urlencoded' } }).formData()
    ).constructor as typeof FormData;
    const form = new NodeFormData();
    form.set('intent', 'plan-done');
    form.set('id', ID);
    form.set('date', '');
    form.set('note', 'Stakes before the wind');
    // The picker's own field, empty before any JavaScript: the uploaded file's address stands in it.
    form.set('photo', '');
    form.set('planPhotoFile', new NodeFile([JPEG], 'stakes.jpg', { type: 'image/jpeg' }) as unknown as Blob);
    form.set('photoAlt', 'Tomato plants tied to bamboo canes');
    const request = new Request('http://localhost/week', {
      method: 'POST',
      headers: { Origin: 'http://localhost', 'Sec-Fetch-Dest': 'document' },
      body: form,
    });
    // A plain POST is sent back to the week (303), the toast in the flash cookie.
    const answer = (await weekRoute.action({
      request,
      params: {},
      context: requestContext(sessionMember()),
    } as never)) as unknown as Response;
    expect(answer.status).toBe(303);
    expect(answer.headers.get('Location')).toBe('/week');
    expect(uploaded).toEqual([{ name: 'stakes.jpg', type: 'image/jpeg', size: JPEG.length }]);
    expect(marked).toEqual([
      { note: 'Stakes before the wind', photo: UPLOADED.url, photoAlt: 'Tomato plants tied to bamboo canes' },
    ]);
  });

  it('says the API’s refusal of the day (in the future) beside it, the day and the note kept, with no toast', async () => {
    const api = weekApi({
      [`POST /me/plan/${ID}/done`]: problem(400, {
        code: 'plan.dateInFuture',
        detail: PLAN_MESSAGES.dateInFuture,
        errors: [{ field: 'date', message: PLAN_MESSAGES.dateInFuture, code: 'plan.dateInFuture' }],
      }),
    });
    renderRoute(weekRoute, { path: '/week', url: '/week' });
    const row = within((await screen.findAllByTestId('plan-item'))[0]!);
    await userEvent.click(row.getByText('Done'));
    // The browser's date picker sets the day at once (the form leaves every rule to the action: noValidate).
    fireEvent.change(row.getByLabelText('Day I did it (today if empty)'), { target: { value: '2026-12-09' } });
    await userEvent.type(row.getByRole('textbox', { name: /Note/ }), 'Stakes before the wind');
    await userEvent.click(row.getByRole('button', { name: 'Mark done' }));
    await waitFor(() =>
      expect(row.getByLabelText('Day I did it (today if empty)')).toHaveAttribute('aria-invalid', 'true'),
    );
    const day = row.getByLabelText('Day I did it (today if empty)');
    expect(day).toHaveAccessibleDescription(PLAN_MESSAGES.dateInFuture);
    expect(day).toHaveValue('2026-12-09');
    expect(day).toHaveFocus();
    expect(row.getByRole('textbox', { name: /Note/ })).toHaveValue('Stakes before the wind');
    // Said once, beside the day: the form says its refusal, no toast.
    expect(screen.getAllByText(PLAN_MESSAGES.dateInFuture)).toHaveLength(1);
    expect(api.callsTo('POST').find((c) => c.path === `/me/plan/${ID}/done`)?.body).toEqual({
      date: '2026-12-09',
      note: 'Stakes before the wind',
    });
  });

  it('without JavaScript, a refused "Done" answers the page with its form open, what was sent in it and the error beside the field', async () => {
    const api = weekApi({
      [`POST /me/plan/${ID}/done`]: json(DONE),
    });
    const form = new URLSearchParams({
      intent: 'plan-done',
      id: ID,
      date: '2026-12-01',
      note: 'Stakes before the wind',
      photo: '',
      photoAlt: 'Canes in a row',
    });
    const request = new Request('http://localhost/week', {
      method: 'POST',
      headers: { Origin: 'http://localhost', 'Sec-Fetch-Dest': 'document' },
      body: form,
    });
    const context = requestContext(sessionMember());
    // The page again (400), not a redirect: the answer is the form's state.
    const answer = (await weekRoute.action({ request, params: {}, context } as never)) as unknown as {
      data: unknown;
      init: ResponseInit | null;
    };
    expect(answer.init?.status).toBe(400);
    expect(new Headers(answer.init?.headers).get('Set-Cookie')).toBeNull();
    expect(api.callsTo('POST').filter((c) => c.path === `/me/plan/${ID}/done`)).toEqual([]);
    const loaderData = await weekRoute.loader({
      request: new Request('http://localhost/week'),
      params: {},
      context,
    } as never);
    renderRoute(weekRoute, { path: '/week', url: '/week', posted: { loaderData, actionData: answer.data } });
    const row = within((await screen.findAllByTestId('plan-item'))[0]!);
    expect(row.getByRole('button', { name: 'Mark done' })).toBeVisible();
    const alt = row.getByRole('textbox', { name: 'What the photo shows (optional)' });
    expect(alt).toHaveAttribute('aria-invalid', 'true');
    expect(alt).toHaveAccessibleDescription(
      expect.stringContaining('Add the photo these words describe, or leave “What the photo shows” empty'),
    );
    expect(alt).toHaveValue('Canes in a row');
    expect(row.getByRole('textbox', { name: /Note/ })).toHaveValue('Stakes before the wind');
    expect(row.getByLabelText('Day I did it (today if empty)')).toHaveValue('2026-12-01');
  });

  it('says a refused "Not this year" by its toast (it has nothing typed to keep)', async () => {
    weekApi({
      [`POST /me/plan/${ID}/skip`]: problem(409, { code: 'plan.alreadyClosed', detail: PLAN_MESSAGES.alreadyClosed }),
    });
    renderRoute(weekRoute, { path: '/week', url: '/week' });
    const row = within((await screen.findAllByTestId('plan-item'))[0]!);
    await userEvent.click(row.getByRole('button', { name: 'Not this year' }));
    expect(await screen.findByText(PLAN_MESSAGES.alreadyClosed)).toBeVisible();
  });

  describe('in Spanish', () => {
    inSpanish();
    it('asks what the photo shows, and says a refusal of it, in Spanish', async () => {
      weekApi({
        [`POST /me/plan/${ID}/done`]: json(DONE),
      });
      renderRoute(weekRoute, { path: '/week', url: '/week' });
      const row = within((await screen.findAllByTestId('plan-item'))[0]!);
      await userEvent.click(row.getByText('Hecho'));
      const alt = row.getByRole('textbox', { name: 'Qué muestra la foto (opcional)' });
      expect(alt).toHaveAccessibleDescription('Se lee en voz alta en las pruebas del consejo a quien no puede verla.');
      await userEvent.type(alt, 'Tutores de bambú');
      await userEvent.click(row.getByRole('button', { name: 'Marcar como hecho' }));
      // The answer draws the form anew: the field is read again.
      const refused = () => row.getByRole('textbox', { name: 'Qué muestra la foto (opcional)' });
      await waitFor(() => expect(refused()).toHaveAttribute('aria-invalid', 'true'));
      expect(refused()).toHaveAccessibleDescription(
        expect.stringContaining('Añade la foto que describen estas palabras, o deja vacío «Qué muestra la foto»'),
      );
      expect(refused()).toHaveValue('Tutores de bambú');
    });
  });
});

describe('the plan page', () => {
  it('lists what is to do by month and what is done, and answers “Did it work?” in one tap', async () => {
    const asked = {
      ...DONE,
      done: { ...DONE.done!, photo: UPLOADED.url },
      followUp: { on: '2026-11-02', state: 'asked' as const },
    };
    const described = item({
      id: '999999999999999999999999',
      title: 'Tie the canes',
      due: null,
      repeats: false,
      done: { on: '2026-10-20', note: '', photo: UPLOADED.url, photoAlt: 'Tomato plants tied to bamboo canes' },
    });
    const api = answerApi({
      'GET /me/plan': json([
        asked,
        item({ id: 'ffffffffffffffffffffffff', title: 'Sow beans', due: '2026-12', month: 12 }),
        described,
      ]),
      [`POST /me/plan/${ID}/outcome`]: json({ ...asked, outcome: 'worked' }),
    });
    renderRoute(planRoute, { path: '/dashboard/plan', url: '/dashboard/plan' });
    expect(await screen.findByRole('heading', { level: 1, name: 'My plan' })).toBeVisible();
    expect(
      within(screen.getByTestId('plan-month-2026-12')).getByRole('heading', { name: 'December 2026' }),
    ).toBeVisible();
    const done = within(screen.getByTestId('plan-done'));
    expect(done.getAllByTestId('plan-item')[0]).toHaveTextContent('Done on Oct 5, 2026 · Stakes before the wind');
    expect(done.getByRole('img', { name: 'Your photo of what you did' })).toHaveAttribute(
      'src',
      expect.stringContaining(UPLOADED.url),
    );
    // Said what it shows, the photo reads those words (the member's, in no claimed language).
    expect(done.getByRole('img', { name: 'Tomato plants tied to bamboo canes' })).toHaveAttribute('lang', '');
    await userEvent.click(done.getByRole('button', { name: 'It worked' }));
    // Said by the flash toast (its live region until the toast takes over, then the toast).
    expect((await screen.findAllByText(PLAN_MESSAGES.answered))[0]).toBeVisible();
    expect(api.callsTo('POST').find((c) => c.path === `/me/plan/${ID}/outcome`)?.body).toEqual({ outcome: 'worked' });
  });
});

describe('the plan page in Spanish', () => {
  inSpanish();
  it('heads each month as a heading starts, in Spanish', async () => {
    answerApi({ 'GET /me/plan': json([item({ title: 'Sembrar judías', due: '2026-12', month: 12 })]) });
    renderRoute(planRoute, { path: '/dashboard/plan', url: '/dashboard/plan' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Mi plan' })).toBeVisible();
    expect(screen.getByRole('heading', { level: 2, name: 'Diciembre de 2026' })).toBeVisible();
  });
});

describe('the follow-up notification', () => {
  const followUp: Notification = {
    _id: 'aaaaaaaaaaaaaaaaaaaaaaaa',
    kind: 'planFollowUp',
    actors: [],
    actorCount: 0,
    tipId: TIP,
    tipTitle: 'Stake the tomatoes',
    commentId: null,
    excerpt: null,
    outcome: null,
    reason: null,
    until: '2026-10-05',
    createdAt: '2026-11-02T09:00:00.000Z',
    read: false,
  };

  it('asks “You followed … on …. Did it work?” and answers from the notification', async () => {
    const api = answerApi({
      'GET /me/notifications': json([followUp]),
      'POST /me/notifications/read': json({ modifiedCount: 1 }),
      'GET /me/notification-settings': json({}),
      'GET /me/email-settings': json({}),
      'GET /me/plan': json([DONE]),
      [`POST /me/plan/${ID}/outcome`]: json({ ...DONE, outcome: 'partly' }),
    });
    renderRoute(notificationsRoute, { path: '/notifications', url: '/notifications' });
    expect(await screen.findByText('You followed “Stake the tomatoes” on Oct 5, 2026. Did it work?')).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Partly' }));
    expect(await screen.findByText(PLAN_MESSAGES.answered)).toBeVisible();
    expect(api.callsTo('POST').find((c) => c.path === `/me/plan/${ID}/outcome`)?.body).toEqual({ outcome: 'partly' });
  });
});

describe('the e-mail’s signed link, signed out', () => {
  const TOKEN = 'A'.repeat(60);

  it('puts the tapped answer first, sends it, and says thanks', async () => {
    const api = answerApi({
      [`GET /plan/outcome/${TOKEN}`]: json({
        tipId: TIP,
        title: 'Stake the tomatoes',
        doneOn: '2026-10-05',
        outcome: null,
      }),
      [`POST /plan/outcome/${TOKEN}`]: json({ tipId: TIP, title: 'Stake the tomatoes', outcome: 'didnt' }),
    });
    renderRoute(planOutcomeRoute, {
      path: '/plan/outcome/:token',
      url: `/plan/outcome/${TOKEN}?answer=didnt`,
      member: null,
    });
    expect(await screen.findByText('You followed “Stake the tomatoes” on Oct 5, 2026. Did it work?')).toBeVisible();
    const buttons = within(screen.getByRole('group', { name: 'Did it work?' })).getAllByRole('button');
    expect(buttons.map((b) => b.textContent)).toEqual(['It didn’t work', 'It worked', 'Partly']);
    await userEvent.click(buttons[0]!);
    expect(await screen.findByTestId('plan-thanks')).toHaveTextContent(
      'Thank you! Your answer is now on the tip’s evidence.',
    );
    expect(api.callsTo('POST').find((c) => c.path === `/plan/outcome/${TOKEN}`)?.body).toEqual({ outcome: 'didnt' });
  });

  it('says a forged link is not valid, and a used one was answered', async () => {
    answerApi({
      [`GET /plan/outcome/${TOKEN}`]: json(
        { type: 'about:blank', title: 'Not Found', status: 404, detail: PLAN_MESSAGES.linkInvalid },
        { status: 404 },
      ),
    });
    renderRoute(planOutcomeRoute, { path: '/plan/outcome/:token', url: `/plan/outcome/${TOKEN}`, member: null });
    expect(await screen.findByRole('alert')).toHaveTextContent(PLAN_MESSAGES.linkInvalid);
  });

  describe('in Spanish', () => {
    inSpanish();
    it('asks and thanks in Spanish', async () => {
      answerApi({
        [`GET /plan/outcome/${TOKEN}`]: json({
          tipId: TIP,
          title: 'Tutorar tomates',
          doneOn: '2026-10-05',
          outcome: null,
        }),
        [`POST /plan/outcome/${TOKEN}`]: json({ tipId: TIP, title: 'Tutorar tomates', outcome: 'worked' }),
      });
      renderRoute(planOutcomeRoute, {
        path: '/plan/outcome/:token',
        url: `/plan/outcome/${TOKEN}?answer=worked`,
        member: null,
      });
      expect(await screen.findByText(/^Seguiste “Tutorar tomates” el 5 oct 2026\. ¿Funcionó\?$/)).toBeVisible();
      await userEvent.click(screen.getByRole('button', { name: 'Funcionó' }));
      await waitFor(() => expect(screen.getByTestId('plan-thanks')).toHaveTextContent('¡Gracias!'));
    });
  });
});
