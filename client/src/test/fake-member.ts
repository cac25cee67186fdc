import type { Tip } from '@green-circle/contract';
import type { User } from 'firebase/auth';

/** The signed-in member the tests' stand-in for lib/firebase reports. */
export const member = {
  uid: 'uid-ada',
  email: 'ada@example.com',
  displayName: 'Ada Gardener',
  photoURL: null,
  emailVerified: true,
  metadata: { creationTime: 'Tue, 04 Mar 2025 10:00:00 GMT' },
  getIdToken: async () => 'fake-id-token',
} as unknown as User;

let tipCount = 0;

/** A tip as the API answers it; fields can be overridden. */
export function aTip(overrides: Partial<Tip> = {}): Tip {
  tipCount += 1;
  const id = tipCount.toString(16).padStart(24, '0');
  return {
    _id: id,
    title: `Compost tea ${tipCount}`,
    plantType: 'Tomato',
    difficulty: 'Easy',
    category: 'Composting',
    description: 'Steep a shovel of compost in water for two days.',
    image: 'https://example.com/tea.jpg',
    availability: 'Public',
    likes: 3,
    displayName: member.displayName ?? '',
    authorId: 'a1b2c3d4e5f60718293a4b5c',
    authorPhotoURL: null,
    mine: true,
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-01-01T00:00:00.000Z',
    ...overrides,
  };
}
