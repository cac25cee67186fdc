import type { Tip } from '@green-circle/contract';
import type { User } from 'firebase/auth';

export interface Author {
  email: string;
  displayName: string;
}

/** The read-only author fields of the tip forms, from the signed-in member. */
export const authorOf = (user: User): Author => ({
  email: user.email ?? '',
  displayName: user.displayName ?? '',
});

/**
 * The public author of a tip as the API shows it: the display name and the avatar at the
 * time of writing (`authorPhotoURL`, see API-DECISIONS; absent from older answers).
 */
export function tipAuthor(tip: Tip): { name: string; photoURL: string | null } {
  const photo = (tip as Tip & { authorPhotoURL?: string | null }).authorPhotoURL;
  return { name: tip.displayName?.trim() || 'A Green Circle gardener', photoURL: photo ?? null };
}
