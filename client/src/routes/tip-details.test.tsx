import { MESSAGES, SAFETY_MESSAGES } from '@green-circle/contract/messages';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import * as tipDetails from './tip-details';
import { deferred, answerApi, json } from '../test/api';
import { aTip, member } from '../test/fake-member';
import { renderRoute } from '../test/render-route';

/** The like button: an icon, 'Like' or 'Liked', and the count ('Like 4 likes'). */
const likeButton = (liked: boolean) => new RegExp(`^${liked ? MESSAGES.liked : MESSAGES.like} \\d+ likes?$`);

vi.mock('../lib/firebase', async () => {
  const { member } = await import('../test/fake-member');
  return { currentUser: async () => member };
});

const showTip = (id: string) => renderRoute(tipDetails, { path: '/tipDetails/:id', url: `/tipDetails/${id}` });
const likes = () => screen.getByTestId('tip-likes');

describe('Tip details', () => {
  beforeEach(() => {
    vi.unstubAllGlobals();
    vi.unstubAllEnvs();
    vi.restoreAllMocks();
  });

  it('shows the tip the loader read (on the server, whole: no loading state), with its facts', async () => {
    const tip = aTip({ title: 'Mulch in autumn', plantType: 'Rose', category: 'Plant Care', likes: 7 });
    answerApi({ [`GET /gardenTips/${tip._id}`]: json(tip) });
    showTip(tip._id);

    expect(await screen.findByRole('heading', { name: 'Mulch in autumn' })).toBeVisible();
    expect(screen.getByText('Rose')).toBeVisible();
    expect(screen.getByText('Plant Care')).toBeVisible();
    expect(likes()).toHaveTextContent('7');
    expect(screen.getByRole('img', { name: 'Mulch in autumn' })).toHaveAttribute('src', tip.image);
    expect(screen.queryByText(MESSAGES.loadingTipDetails)).not.toBeInTheDocument();
  });

  it("says the day it was shared in UTC, as the server wrote it in the page, whatever the reader's time zone", async () => {
    // Half past midnight UTC is still the 23rd in New York: a local date would differ from the
    // server's, and the page taken over from the server would not match it.
    vi.stubEnv('TZ', 'America/New_York');
    const tip = aTip({ title: 'Divide the hostas', createdAt: '2026-11-24T00:30:00.000Z' });
    answerApi({ [`GET /gardenTips/${tip._id}`]: json(tip) });
    showTip(tip._id);

    await screen.findByRole('heading', { name: 'Divide the hostas' });
    const shared = screen.getByText('November 24, 2026');
    expect(shared.tagName).toBe('TIME');
    expect(shared).toHaveAttribute('datetime', tip.createdAt);
    expect(shared.parentElement).toHaveTextContent(/^Shared on November 24, 2026$/);
  });

  it('starts fetching the photo at high priority as soon as the tip arrives, with the widths of an upload', async () => {
    const upload = '/uploads/65a1b2c3d4e5f60718293a4b/1200x1600.webp';
    const tip = aTip({ title: 'Stake the dahlias', image: upload });
    answerApi({ [`GET /gardenTips/${tip._id}`]: json(tip) });
    showTip(tip._id);

    await screen.findByRole('heading', { name: 'Stake the dahlias' });
    const links = [...document.head.querySelectorAll('link[rel="preload"][as="image"]')];
    const link = links.find((item) => item.getAttribute('imagesrcset')?.includes(upload));
    expect(link, links.map((item) => item.outerHTML).join('\n')).toBeDefined();
    expect(link).toHaveAttribute('fetchpriority', 'high');
    expect(link).toHaveAttribute('imagesizes', '100vw');
    // The same choice of widths the <img> offers, so the browser fetches the one it will show.
    expect(link?.getAttribute('imagesrcset')).toBe(
      screen.getByRole('img', { name: 'Stake the dahlias' }).getAttribute('srcset'),
    );
  });

  it('shows several photos as a gallery (issue 57): each with what it shows, buttons with words, slide by slide', async () => {
    const photos = [
      { url: '/uploads/65a1b2c3d4e5f60718293a4b/800x600.webp', alt: 'The bed in spring' },
      { url: '/uploads/65a1b2c3d4e5f60718293a4c/800x600.webp', alt: 'The first beans' },
    ];
    const tip = aTip({ title: 'Beans on a teepee', image: photos[0]!.url, imageAlt: photos[0]!.alt, photos });
    answerApi({ [`GET /gardenTips/${tip._id}`]: json(tip) });
    showTip(tip._id);

    await screen.findByRole('heading', { name: 'Beans on a teepee' });
    const gallery = screen.getByTestId('tip-gallery');
    expect(within(gallery).getByRole('img', { name: 'The bed in spring' })).toBeInTheDocument();
    expect(within(gallery).getByRole('img', { name: 'The first beans' })).toBeInTheDocument();
    expect(within(gallery).getByRole('button', { name: 'Next photo' })).toBeInTheDocument();
    expect(within(gallery).getByRole('button', { name: 'Previous photo' })).toBeInTheDocument();
  });

  it('shows one photo as the picture it always was, without a gallery', async () => {
    const tip = aTip({ title: 'One bed', photos: [{ url: '/images/tips/mulch.svg', alt: '' }] });
    answerApi({ [`GET /gardenTips/${tip._id}`]: json(tip) });
    showTip(tip._id);

    await screen.findByRole('heading', { name: 'One bed' });
    expect(screen.queryByTestId('tip-gallery')).not.toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'One bed' })).toHaveAttribute('src', tip.image);
  });

  it('adds the like at once, before the server answers, and keeps the server count', async () => {
    const tip = aTip({ likes: 4 });
    const answer = deferred();
    const api = answerApi({
      [`GET /gardenTips/${tip._id}`]: json({ ...tip, likedByMe: false }),
      [`PATCH /gardenTips/${tip._id}/like`]: answer.promise,
    });
    showTip(tip._id);

    await userEvent.click(await screen.findByRole('button', { name: likeButton(false) }));

    const button = screen.getByRole('button', { name: likeButton(true) });
    expect(button).toHaveAttribute('aria-pressed', 'true');
    expect(button).toHaveAccessibleName('Liked 5 likes');
    expect(button.querySelector('svg')).not.toBeNull();
    expect(likes()).toHaveTextContent('5');
    await waitFor(() =>
      expect(api.callsTo('PATCH')).toEqual([
        { method: 'PATCH', path: `/gardenTips/${tip._id}/like`, body: { increment: 1 } },
      ]),
    );

    answer.resolve(json({ likes: 9, liked: true }));
    await waitFor(() => expect(likes()).toHaveTextContent('9'));
  });

  it('issue 22 #10: shows Like disabled, with the reason beside it, to a member who has not verified the address', async () => {
    const tip = aTip({ likes: 4 });
    const api = answerApi({ [`GET /gardenTips/${tip._id}`]: json({ ...tip, likedByMe: false }) });
    Object.assign(member, { emailVerified: false });
    try {
      showTip(tip._id);
      const button = await screen.findByRole('button', { name: likeButton(false) });
      await waitFor(() => expect(button).toBeDisabled());
      expect(button).toHaveAccessibleDescription(MESSAGES.verifyToWrite);
      expect(screen.getByText(MESSAGES.verifyToWrite)).toBeVisible();
      await userEvent.click(button);
      expect(api.callsTo('PATCH')).toEqual([]);
    } finally {
      Object.assign(member, { emailVerified: true });
    }
  });

  it('rolls the count and the button back and says so when the like fails', async () => {
    const tip = aTip({ likes: 4 });
    answerApi({
      [`GET /gardenTips/${tip._id}`]: json(tip),
      [`PATCH /gardenTips/${tip._id}/like`]: json(
        { type: 'about:blank', title: 'Unavailable', status: 503 },
        { status: 503 },
      ),
      // The season block under the description (issue 12) asks for these.
      'GET /me/garden': json({ hemisphere: 'north' }),
      'GET /me/plan': json([]),
    });
    showTip(tip._id);

    await userEvent.click(await screen.findByRole('button', { name: likeButton(false) }));

    expect(await screen.findByText(MESSAGES.likeFailed)).toBeVisible();
    // The action toasts before it returns; the fetcher settles (and the button rolls back) just after.
    expect(await screen.findByRole('button', { name: likeButton(false) })).toHaveAttribute('aria-pressed', 'false');
    expect(likes()).toHaveTextContent('4');
  });

  it('sends one like however often the member clicks', async () => {
    const tip = aTip({ likes: 0 });
    const answer = deferred();
    const api = answerApi({
      [`GET /gardenTips/${tip._id}`]: json(tip),
      [`PATCH /gardenTips/${tip._id}/like`]: answer.promise,
    });
    showTip(tip._id);
    const button = await screen.findByRole('button', { name: likeButton(false) });

    await userEvent.click(button);
    await userEvent.click(button);
    answer.resolve(json({ likes: 1, liked: true }));
    await waitFor(() => expect(likes()).toHaveTextContent('1'));
    await userEvent.click(button);

    expect(api.callsTo('PATCH')).toHaveLength(1);
    expect(likes()).toHaveTextContent('1');
  });

  it('starts as liked when the API says the member already liked it, and ignores clicks', async () => {
    const tip = aTip({ likes: 2 });
    const api = answerApi({ [`GET /gardenTips/${tip._id}`]: json({ ...tip, likedByMe: true }) });
    showTip(tip._id);

    await userEvent.click(await screen.findByRole('button', { name: likeButton(true) }));

    expect(api.callsTo('PATCH')).toHaveLength(0);
    expect(likes()).toHaveTextContent('2');
  });

  it("a comment's menu offers Report, which opens the same report dialog as a tip's and reports the comment", async () => {
    const tip = aTip();
    const comment = {
      _id: 'c'.repeat(24),
      tipId: tip._id,
      parentId: null,
      body: 'Cheap seeds at my shop',
      displayName: 'Ben Spam',
      authorPhotoURL: null,
      authorId: 'b'.repeat(24),
      createdAt: '2026-11-20T10:00:00.000Z',
      editedAt: null,
      deleted: false,
      removed: false,
      mine: false,
    };
    const api = answerApi({
      [`GET /gardenTips/${tip._id}`]: json(tip),
      [`GET /gardenTips/${tip._id}/comments?limit=20`]: json([comment], { headers: { 'X-Total-Count': '1' } }),
      'POST /reports': json({ reported: true }, { status: 201 }),
    });
    showTip(tip._id);

    await userEvent.click(await screen.findByRole('button', { name: "More actions for Ben Spam's comment" }));
    await userEvent.click(screen.getByRole('menuitem', { name: SAFETY_MESSAGES.report }));
    const dialog = await screen.findByRole('dialog', { name: SAFETY_MESSAGES.reportTitle });
    await userEvent.click(within(dialog).getByLabelText(SAFETY_MESSAGES.reportReasonSpam));
    await userEvent.click(within(dialog).getByRole('button', { name: SAFETY_MESSAGES.reportSend }));
    await waitFor(() => expect(api.callsTo('POST')).toHaveLength(1));
    expect(api.callsTo('POST')[0]).toMatchObject({
      path: '/reports',
      body: { target: { kind: 'comment', id: comment._id }, reason: 'spam' },
    });
  });

  it('shows the 404 page for a tip that does not exist', async () => {
    // React reports the error it hands to the boundary; expected here.
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const id = 'f'.repeat(24);
    answerApi({
      [`GET /gardenTips/${id}`]: json({ type: 'about:blank', title: 'Not Found', status: 404 }, { status: 404 }),
    });
    showTip(id);

    expect(await screen.findByRole('heading', { name: MESSAGES.notFoundTitle })).toBeVisible();
  });

  it('shows the 404 page for an id that is not a tip id at all', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    answerApi({
      'GET /gardenTips/not-an-id': json({ type: 'about:blank', title: 'Bad Request', status: 400 }, { status: 400 }),
    });
    showTip('not-an-id');

    expect(await screen.findByRole('heading', { name: MESSAGES.notFoundTitle })).toBeVisible();
  });
});

describe('Tip details for a visitor', () => {
  it("sends a visitor to sign in for a members' tip, told by the API's code whatever its English says (issue 56)", async () => {
    const tip = aTip();
    const problem = { type: 'about:blank', title: 'Not Found', status: 404, detail: 'Reworded by the API' };
    answerApi({
      [`GET /gardenTips/${tip._id}`]: json({ ...problem, code: 'problem.membersOnlyTip' }, { status: 404 }),
    });
    renderRoute(tipDetails, { path: '/tipDetails/:id', url: `/tipDetails/${tip._id}`, member: null });
    expect(await screen.findByRole('heading', { name: 'Login page' })).toBeVisible();
  });
});
