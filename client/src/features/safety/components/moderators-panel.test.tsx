import type { ModerationPerson } from '@green-circle/contract';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider, useLoaderData } from 'react-router';
import { describe, expect, it } from 'vitest';
import { apiFor } from '#app/lib/api.server';
import { answerApi, json } from '#app/test/api';
import { requestContext, sessionMember } from '#app/test/request-context';
import { searchGardeners, type GardenerSearch } from '../api/safety-api';
import { ModeratorsPanel } from './moderators-panel';

const person = (displayName: string, role: ModerationPerson['role'], id: string): ModerationPerson => ({
  authorId: id.repeat(24),
  displayName,
  authorPhotoURL: null,
  role,
});
const rose = person('Rose Fern', 'member', 'a');
const ivy = person('Ivy Moss', 'moderator', 'b');
const root = person('Root Admin', 'admin', 'c');

function Panel({ isAdmin }: { isAdmin: boolean }) {
  return <ModeratorsPanel moderators={[root, ivy]} isAdmin={isAdmin} search={useLoaderData<GardenerSearch>()} />;
}

/**
 * The panel on a route whose loader searches as routes/moderation.tsx's does (`?find=`), and
 * whose action records what the screen's forms send (as that route's action takes them).
 */
function show(isAdmin: boolean) {
  const sent: Array<Record<string, string>> = [];
  const router = createMemoryRouter(
    [
      {
        path: '/',
        loader: ({ request, context }) =>
          searchGardeners(apiFor(context), new URL(request.url).searchParams.get('find')),
        element: <Panel isAdmin={isAdmin} />,
        action: async ({ request }) => {
          sent.push(Object.fromEntries((await request.formData()).entries()) as Record<string, string>);
          return { ok: true };
        },
      },
    ],
    { getContext: () => requestContext(sessionMember()) },
  );
  render(<RouterProvider router={router} />);
  return sent;
}

describe('ModeratorsPanel', () => {
  it('an admin finds a gardener by name and makes them a moderator by their public id, never typing an id', async () => {
    const api = answerApi({ 'GET /moderation/people?q=ros': json([rose]) });
    const sent = show(true);
    await userEvent.type(await screen.findByRole('searchbox', { name: 'Find a gardener by name' }), 'ros');
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    const found = await screen.findByRole('list', { name: 'Gardeners found' });
    expect(within(found).getByText('Rose Fern', { selector: '.font-medium' })).toBeVisible();
    expect(within(found).getByText('member')).toBeVisible();
    await userEvent.click(within(found).getByRole('button', { name: 'Make moderator Rose Fern' }));
    await waitFor(() => expect(sent).toEqual([{ intent: 'role', authorId: rose.authorId, role: 'moderator' }]));
    expect(screen.queryByLabelText(/author id/i)).toBeNull();
    // Searched by the page's loader (as the session's member), and again once the role changed.
    expect(api.callsTo('GET')[0]?.path).toBe('/moderation/people?q=ros');
    expect(api.callsTo('GET')[0]?.headers.get('Authorization')).toMatch(/^Session /);
  });

  it('an admin revokes a moderator; an admin’s own role has no button', async () => {
    const sent = show(true);
    const list = await screen.findByRole('list', { name: 'Moderators and admins' });
    expect(within(list).queryByRole('button', { name: /Root Admin/ })).toBeNull();
    await userEvent.click(within(list).getByRole('button', { name: 'Revoke Ivy Moss' }));
    await waitFor(() => expect(sent).toEqual([{ intent: 'role', authorId: ivy.authorId, role: 'member' }]));
  });

  it('says so when nobody has the name', async () => {
    answerApi({ 'GET /moderation/people?q=zzz': json([]) });
    show(true);
    await userEvent.type(await screen.findByRole('searchbox', { name: 'Find a gardener by name' }), 'zzz');
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByText('No gardener has a name like that.')).toBeVisible();
  });

  it('a moderator sees who moderates, with no search and no buttons', async () => {
    show(false);
    expect(await screen.findByText('Ivy Moss', { selector: '.font-medium' })).toBeVisible();
    expect(screen.queryByRole('searchbox')).toBeNull();
    expect(screen.queryByRole('button')).toBeNull();
  });
});
