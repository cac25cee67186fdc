import type { GardenerProfile } from '@green-circle/contract';
import { PEOPLE_MESSAGES, SAFETY_MESSAGES } from '@green-circle/contract/messages';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { env } from '../config/env';
import { answerApi, json } from '../test/api';
import { makeUser, resetFakeAuth, setAuthState } from '../test/fake-firebase-auth';
import { requestContext } from '../test/request-context';
import { aQuestion } from '../test/questions';
import { renderWithRouter } from '../test/render';
import { routeOf } from '../test/render-route';
import type { MemberSummary } from '../lib/auth-provider';
import * as gardenerPage from './gardener';

vi.mock('firebase/auth', () => import('../test/fake-firebase-auth'));

const authorId = 'a'.repeat(24);
const profile: GardenerProfile = {
  authorId,
  displayName: 'Maya Greenfield',
  photoURL: null,
  card: null,
  bio: 'Compost first, questions later.',
  joinedAt: '2025-04-02T10:00:00.000Z',
  garden: { hemisphere: 'south', zone: '9b' },
  counts: { tips: 1, likesReceived: 7, trials: 0, followers: 3, following: 2 },
};
const tip = {
  _id: 'b'.repeat(24),
  title: 'Build a hot compost pile',
  plantType: 'Scraps',
  difficulty: 'Medium',
  category: 'Composting',
  description: 'Layer browns and greens.',
  image: '/images/tips/hot-compost.svg',
  availability: 'Public',
  likes: 7,
  displayName: 'Maya Greenfield',
  authorId,
  authorPhotoURL: null,
  createdAt: '2025-05-01T10:00:00.000Z',
  updatedAt: '2025-05-01T10:00:00.000Z',
};

/** The page as the browser runs it; `serverMember`: whom the session cookie named. */
function renderPage(serverMember: MemberSummary | null = null) {
  return renderWithRouter(
    [
      { path: '/gardeners/:authorId', ...routeOf(gardenerPage), HydrateFallback: () => null },
      { path: '/auth/login', element: <h1>Login page</h1> },
    ],
    `/gardeners/${authorId}`,
    serverMember,
  );
}

describe('a gardener’s page', () => {
  it('shows who they are, their counts and tips, share tags, and asks a visitor to log in to follow', async () => {
    const api = answerApi({
      [`GET /gardeners/${authorId}`]: json(profile),
      [`GET /gardenTips?author=${authorId}&limit=20`]: json([tip], { headers: { 'X-Total-Count': '1' } }),
    });
    renderPage();

    expect(await screen.findByRole('heading', { level: 1, name: 'Maya Greenfield' })).toBeVisible();
    expect(screen.getByText('Joined April 2025')).toBeVisible();
    expect(screen.getByText('Southern hemisphere · zone 9b')).toBeVisible();
    expect(screen.getByText(profile.bio)).toBeVisible();
    const followers = screen.getAllByRole('term').find((term) => term.textContent === 'Followers')!;
    expect(followers.nextElementSibling).toHaveTextContent('3');
    expect(screen.getByRole('heading', { name: tip.title })).toBeVisible();
    expect(await screen.findByRole('link', { name: PEOPLE_MESSAGES.followSignIn })).toHaveAttribute(
      'href',
      `/auth/login?from=${encodeURIComponent(`/gardeners/${authorId}`)}`,
    );
    expect(api.calls.map((call) => call.path).sort()).toEqual(
      [
        `/gardeners/${authorId}`,
        `/gardenTips?author=${authorId}&limit=20`,
        `/questions?author=${authorId}&limit=10`,
        `/questions?solvedBy=${authorId}&limit=10`,
      ].sort(),
    );
  });

  it('issue 57: lists their questions with answers and solved, and the questions their answer solved, each linked', async () => {
    const question = (id: string, title: string, more: object = {}) =>
      aQuestion(id, title, {
        details: 'Details.',
        hemisphere: 'south',
        zone: '9b',
        displayName: 'Maya Greenfield',
        authorId,
        ...more,
      });
    const solvedOne = { answerCount: 2, acceptedAnswerId: 'e'.repeat(24), status: 'answered' };
    answerApi({
      [`GET /gardeners/${authorId}`]: json(profile),
      [`GET /gardenTips?author=${authorId}&limit=20`]: json([tip], { headers: { 'X-Total-Count': '1' } }),
      [`GET /questions?author=${authorId}&limit=10`]: json(
        [question('c', 'Why do my figs split?'), question('d', 'When to lift garlic?', solvedOne)],
        // More than the page shows: "See all" leads to the whole list.
        { headers: { 'X-Total-Count': '12' } },
      ),
      [`GET /questions?solvedBy=${authorId}&limit=10`]: json(
        [question('f', 'Yellow tomato leaves', { ...solvedOne, authorId: 'b'.repeat(24), displayName: 'Ben' })],
        { headers: { 'X-Total-Count': '1' } },
      ),
    });
    renderPage();

    const asked = await screen.findByRole('region', { name: 'Questions' });
    expect(within(asked).getByRole('link', { name: 'Why do my figs split?' })).toHaveAttribute(
      'href',
      `/questions/${'c'.repeat(24)}`,
    );
    expect(within(asked).getByText(/No answers yet/)).toBeVisible();
    expect(within(asked).getByRole('link', { name: 'When to lift garlic?' })).toBeVisible();
    expect(within(asked).getByText(/2 answers · Solved/)).toBeVisible();
    const solved = screen.getByRole('region', { name: 'Answers that solved a question' });
    expect(within(solved).getByRole('link', { name: 'Yellow tomato leaves' })).toHaveAttribute(
      'href',
      `/questions/${'f'.repeat(24)}`,
    );
    expect(within(solved).queryByRole('link', { name: 'Why do my figs split?' })).toBeNull();
    // Their whole list is /questions by their public id; the solved section shows all there is.
    expect(within(asked).getByRole('link', { name: 'See all 12 questions they asked' })).toHaveAttribute(
      'href',
      `/questions?author=${authorId}`,
    );
    expect(within(solved).queryByRole('link', { name: /See all|See the/ })).toBeNull();
  });

  it('issue 57: says so when they asked nothing and solved nothing, and when the questions could not be read', async () => {
    const none = json([], { headers: { 'X-Total-Count': '0' } });
    answerApi({
      [`GET /gardeners/${authorId}`]: json(profile),
      [`GET /gardenTips?author=${authorId}&limit=20`]: json([tip], { headers: { 'X-Total-Count': '1' } }),
      [`GET /questions?author=${authorId}&limit=10`]: none,
      // The API failing on one list leaves the page, and says so in that section only.
      [`GET /questions?solvedBy=${authorId}&limit=10`]: json(
        { type: 'about:blank', title: 'Internal Server Error', status: 500 },
        { status: 500 },
      ),
    });
    renderPage();
    const asked = await screen.findByRole('region', { name: 'Questions' });
    expect(within(asked).getByText('No questions asked yet.')).toBeVisible();
    expect(
      within(screen.getByRole('region', { name: 'Answers that solved a question' })).getByText(
        'Their questions could not be read just now. Please try again later.',
      ),
    ).toBeVisible();
    expect(screen.getByRole('heading', { name: tip.title })).toBeVisible();
  });

  it('findings 8: shows what their Explore card shows, with the same avatar (their picture, not initials)', async () => {
    const card = {
      age: 39,
      gender: 'Female',
      status: 'active',
      experiences: ['Composting', 'Climbing beans'],
      totalSharedTips: 1,
      otherInfo: 'Start small.',
    };
    answerApi({
      [`GET /gardeners/${authorId}`]: json({ ...profile, photoURL: '/images/gardeners/maya.svg', card }),
      [`GET /gardenTips?author=${authorId}&limit=20`]: json([tip], { headers: { 'X-Total-Count': '1' } }),
    });
    renderPage();
    expect(await screen.findByRole('img', { name: "Maya Greenfield's photo" })).toHaveAttribute(
      'src',
      '/images/gardeners/maya.svg',
    );
    const term = (name: string) => screen.getAllByRole('term').find((t) => t.textContent?.endsWith(name))!;
    expect(term('Age').nextElementSibling).toHaveTextContent('39 years');
    expect(term('Gender').nextElementSibling).toHaveTextContent('Female');
    expect(term('Shared tips').nextElementSibling).toHaveTextContent('1');
    expect(screen.getByText('active')).toBeVisible();
    expect(screen.getByRole('heading', { name: 'Experiences' })).toBeInTheDocument();
    expect(screen.getByText('Climbing beans')).toBeVisible();
    expect(screen.getByText('“Start small.”')).toBeVisible();
  });

  it('shows the not-found page for an unknown gardener', async () => {
    answerApi({
      [`GET /gardeners/${authorId}`]: json(
        { type: 'about:blank', title: 'Not Found', status: 404, detail: 'No gardener has this id' },
        { status: 404 },
      ),
      [`GET /gardenTips?author=${authorId}&limit=20`]: json([]),
    });
    renderPage();
    expect(await screen.findByRole('heading', { level: 1 })).not.toHaveTextContent('Maya');
  });

  it('lets a member block and unblock the gardener, and report them from the page', async () => {
    resetFakeAuth();
    // The session's member, confirmed by Firebase.
    setAuthState(makeUser());
    let blocked = false;
    const api = answerApi({
      [`GET /gardeners/${authorId}`]: json({ ...profile, followedByMe: false, self: false }),
      [`GET /gardenTips?author=${authorId}&limit=20`]: json([tip], { headers: { 'X-Total-Count': '1' } }),
      // The API's list follows the writes: the page's loader reads it again after each.
      'GET /me/blocks': () => json(blocked ? [{ authorId, displayName: profile.displayName }] : []),
      [`PUT /me/blocks/${authorId}`]: () => {
        blocked = true;
        return json({ authorId, blocked: true }, { status: 201 });
      },
      [`DELETE /me/blocks/${authorId}`]: () => {
        blocked = false;
        return json({ removed: 1 });
      },
    });
    const user = userEvent.setup();
    renderPage({ displayName: 'Ada Gardener', photoURL: null });

    await user.click(await screen.findByRole('button', { name: SAFETY_MESSAGES.block }));
    expect(await screen.findByRole('button', { name: SAFETY_MESSAGES.unblock })).toBeVisible();
    expect(await screen.findByText(SAFETY_MESSAGES.blocked)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: SAFETY_MESSAGES.unblock }));
    expect(await screen.findByRole('button', { name: SAFETY_MESSAGES.block })).toBeVisible();
    expect(api.calls.filter((call) => call.method !== 'GET').map((call) => `${call.method} ${call.path}`)).toEqual([
      `PUT /me/blocks/${authorId}`,
      `DELETE /me/blocks/${authorId}`,
    ]);
    // Written on the server as the session's member.
    expect(api.callsTo('PUT')[0]?.headers.get('Authorization')).toMatch(/^Session /);

    await user.click(screen.getByRole('button', { name: 'More actions' }));
    expect(screen.getByRole('menuitem', { name: SAFETY_MESSAGES.report })).toBeVisible();
  });
});

describe('a gardener’s page shared as a link', () => {
  it('findings 13: has og: and twitter: tags with absolute addresses on the site’s public address, never the request’s, from what the server loader read (meta export)', async () => {
    answerApi({
      [`GET /gardeners/${authorId}`]: json(profile),
      [`GET /gardenTips?author=${authorId}&limit=20`]: json([tip], { headers: { 'X-Total-Count': '1' } }),
    });
    const request = new Request(`https://greencircle.example/gardeners/${authorId}`);
    const data = await gardenerPage.loader({
      request,
      params: { authorId },
      context: requestContext(),
    } as unknown as Parameters<typeof gardenerPage.loader>[0]);
    const tags = (gardenerPage.meta({ data, matches: [] } as unknown as Parameters<typeof gardenerPage.meta>[0]) ??
      []) as Record<string, string>[];
    const content = (property: string) => tags.find((tag) => tag.property === property)?.content;
    expect(content('og:title')).toBe('Maya Greenfield | Green Circle');
    expect(content('og:description')).toBe(profile.bio);
    // On the site's public address whatever the request's own, the picture the API's raster card.
    const site = env.PUBLIC_SITE_URL.replace(/\/$/, '');
    expect(content('og:image')).toBe(`${site}/previews/gardeners/${authorId}.jpg`);
    expect(content('og:url')).toBe(`${site}/gardeners/${authorId}`);
    expect(tags).toContainEqual({ name: 'twitter:card', content: 'summary_large_image' });
    expect(tags).toContainEqual({ tagName: 'link', rel: 'canonical', href: `${site}/gardeners/${authorId}` });
    expect(
      gardenerPage.meta({ data: undefined, matches: [] } as unknown as Parameters<typeof gardenerPage.meta>[0]),
    ).toEqual([]);
  });
});
