import type { Notification } from '@green-circle/contract';
import { describe, expect, it } from 'vitest';
import { notificationText } from './notification-text';

const person = (displayName: string) => ({ authorId: 'a'.repeat(24), displayName, authorPhotoURL: null });
const base: Notification = {
  _id: 'b'.repeat(24),
  kind: 'like',
  actors: [person('Maya')],
  actorCount: 1,
  tipId: 'c'.repeat(24),
  tipTitle: 'Sow beans',
  commentId: null,
  outcome: null,
  createdAt: '2026-11-26T10:00:00.000Z',
  read: false,
};

describe('notificationText', () => {
  it.each([
    [{}, 'Maya liked “Sow beans”'],
    [{ actors: [person('Maya'), person('Omar')], actorCount: 2 }, 'Maya and Omar liked “Sow beans”'],
    [
      { actors: [person('Maya'), person('Omar'), person('Lina')], actorCount: 4 },
      'Maya and 3 others liked “Sow beans”',
    ],
    [{ kind: 'follow', tipId: null, tipTitle: null }, 'Maya started following you'],
    [{ kind: 'comment' }, 'Maya commented on “Sow beans”'],
    [{ kind: 'reply' }, 'Maya replied to your comment on “Sow beans”'],
    [{ kind: 'trial', outcome: 'worked' }, 'Maya tried “Sow beans”: it worked'],
    [{ kind: 'reminder', actors: [], actorCount: 0 }, 'Your reminder for “Sow beans” falls due this month'],
  ] as const)('%j reads %s', (change, text) => {
    expect(notificationText({ ...base, ...change } as Notification)).toBe(text);
  });
});
