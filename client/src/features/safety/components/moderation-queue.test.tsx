import type { ModerationQueueEntry } from '@green-circle/contract';
import { render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { ModerationQueue } from './moderation-queue';

const TIP = '0123456789abcdef01234567';
const entry = (overrides: Partial<ModerationQueueEntry> = {}): ModerationQueueEntry => ({
  target: { kind: 'comment', id: 'c'.repeat(24) },
  preview: 'Cheap seeds at my shop',
  author: { authorId: 'b'.repeat(24), displayName: 'Ben Spam', authorPhotoURL: null },
  count: 2,
  reasons: ['spam'],
  notes: ['Links to a shop'],
  firstReportedAt: '2026-11-26T10:00:00.000Z',
  status: 'open',
  hiddenAt: null,
  suspendedUntil: null,
  tipId: TIP,
  ...overrides,
});

const show = (entries: ModerationQueueEntry[]) => {
  const router = createMemoryRouter([{ path: '/', element: <ModerationQueue entries={entries} empty="None" /> }]);
  render(<RouterProvider router={router} />);
};

describe('ModerationQueue', () => {
  it('shows a reported comment with its text, author, reasons and a way to read it in its thread', () => {
    show([entry()]);
    const card = screen.getByTestId('moderation-entry');
    expect(within(card).getByText('comment')).toBeVisible();
    expect(within(card).getByText('Cheap seeds at my shop')).toBeVisible();
    expect(within(card).getByText('Ben Spam')).toBeVisible();
    expect(within(card).getByText('Links to a shop')).toBeVisible();
    expect(within(card).getByRole('link', { name: /Read it in its thread/ })).toHaveAttribute(
      'href',
      `/tipDetails/${TIP}`,
    );
    expect(within(card).getByRole('button', { name: 'Hide' })).toBeVisible();
    expect(within(card).getByRole('button', { name: 'Suspend author' })).toBeVisible();
    expect(within(card).queryByRole('button', { name: 'Restore' })).toBeNull();
  });

  it('offers Restore for a hidden comment, and no link for a gardener', () => {
    show([
      entry({ hiddenAt: '2026-11-26T11:00:00.000Z' }),
      entry({ target: { kind: 'gardener', id: 'b'.repeat(24) }, preview: 'Ben Spam', tipId: null }),
    ]);
    const [comment, gardener] = screen.getAllByTestId('moderation-entry');
    expect(within(comment!).getByRole('button', { name: 'Restore' })).toBeVisible();
    expect(within(comment!).queryByRole('button', { name: 'Hide' })).toBeNull();
    expect(within(gardener!).queryByRole('link')).toBeNull();
  });

  it('findings 9: writes when it was first reported as the rest of the site does (Nov 26, 2026, 10:00 AM)', () => {
    show([entry()]);
    const card = screen.getByTestId('moderation-entry');
    // In the reader's time zone: the hour depends on where the test runs, the shape does not.
    expect(card).toHaveTextContent(/since (Nov 2[67]), 2026, \d{1,2}:00\s[AP]M/);
    expect(card).not.toHaveTextContent('2026-11-26');
  });
});
