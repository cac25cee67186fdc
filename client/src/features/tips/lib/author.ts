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
