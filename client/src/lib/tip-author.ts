import type { Tip } from '@green-circle/contract';

/**
 * The public author of a tip as the API shows it: the display name and the avatar at the
 * time of writing (`authorPhotoURL`, see API-DECISIONS; absent from older answers).
 */
export function tipAuthor(tip: Pick<Tip, 'displayName' | 'authorPhotoURL'>): { name: string; photoURL: string | null } {
  const photo = (tip as Tip & { authorPhotoURL?: string | null }).authorPhotoURL;
  return { name: tip.displayName?.trim() || 'A Green Circle gardener', photoURL: photo ?? null };
}
