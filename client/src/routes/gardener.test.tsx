import type { GardenerProfile } from '@green-circle/contract';
import { PEOPLE_MESSAGES, SAFETY_MESSAGES } from '@green-circle/contract/messages';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { writeMemberHint } from '../lib/member-hint';
import { answerApi, json } from '../test/api';
import { makeUser, resetFakeAuth, setAuthState } from '../test/fake-firebase-auth';
import { renderWithRouter } from '../test/render';
import * as gardenerPage from './gardener';

vi.mock('firebase/auth', () => import('../test/fake-firebase-auth'));

const authorId = 'a'.repeat(24);
const profile: GardenerProfile = {
  authorId,
  displayName: 'Maya Greenfield',
  photoURL: null,
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

function renderPage() {
  return renderWithRouter(
    [
      {
        path: '/gardeners/:authorId',
        Component: gardenerPage.Component,
        loader: gardenerPage.loader,
        ErrorBoundary: gardenerPage.ErrorBoundary,
        HydrateFallback: () => null,
      },
      { path: '/auth/login', element: <h1>Login page</h1> },
    ],
    `/gardeners/${authorId}`,
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
    const meta = (property: string) => document.querySelector(`meta[property="${property}"]`)?.getAttribute('content');
    expect(meta('og:title')).toBe('Maya Greenfield | Green Circle');
    expect(meta('og:image')).toMatch(/^http:\/\/localhost[:0-9]*\/images\/avatar-default\.svg$/);
    expect(api.calls.map((call) => call.path).sort()).toEqual(
      [`/gardeners/${authorId}`, `/gardenTips?author=${authorId}&limit=20`].sort(),
    );
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
    // A returning member: the hint their last visit left, confirmed by Firebase.
    writeMemberHint({ displayName: 'Ada Gardener', photoURL: null }, 'local');
    setAuthState(makeUser());
    const api = answerApi({
      [`GET /gardeners/${authorId}`]: json({ ...profile, followedByMe: false, self: false }),
      [`GET /gardenTips?author=${authorId}&limit=20`]: json([tip], { headers: { 'X-Total-Count': '1' } }),
      'GET /me/blocks': json([]),
      [`PUT /me/blocks/${authorId}`]: json({ authorId, blocked: true }, { status: 201 }),
      [`DELETE /me/blocks/${authorId}`]: json({ removed: 1 }),
    });
    const user = userEvent.setup();
    renderPage();

    await user.click(await screen.findByRole('button', { name: SAFETY_MESSAGES.block }));
    expect(await screen.findByRole('button', { name: SAFETY_MESSAGES.unblock })).toBeVisible();
    expect(await screen.findByText(SAFETY_MESSAGES.blocked)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: SAFETY_MESSAGES.unblock }));
    expect(await screen.findByRole('button', { name: SAFETY_MESSAGES.block })).toBeVisible();
    expect(api.calls.filter((call) => call.method !== 'GET').map((call) => `${call.method} ${call.path}`)).toEqual([
      `PUT /me/blocks/${authorId}`,
      `DELETE /me/blocks/${authorId}`,
    ]);

    await user.click(screen.getByRole('button', { name: 'More actions' }));
    expect(screen.getByRole('menuitem', { name: SAFETY_MESSAGES.report })).toBeVisible();
  });
});
