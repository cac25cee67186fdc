import type { SessionMember } from '#app/lib/request-context';

export interface Author {
  email: string;
  displayName: string;
}

/** The read-only author fields of the tip forms, from the signed-in member. */
export const authorOf = (user: Pick<SessionMember, 'email' | 'displayName'>): Author => ({
  email: user.email ?? '',
  displayName: user.displayName ?? '',
});
