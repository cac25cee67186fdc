import type { User } from 'firebase/auth';
import { redirect } from 'react-router';
import { loginPath } from '../../config/paths';
import { loadAuth } from '../../lib/auth-sdk';

/**
 * For protected route loaders: waits until Firebase knows who is signed in, then either
 * returns the member or redirects to the login page, remembering where they were going.
 */
export async function requireUser(request: Request): Promise<User> {
  // Loaded here, so public pages that share code with protected ones never load Firebase.
  const { currentUser } = await loadAuth();
  const user = await currentUser();
  if (!user?.email) {
    const { pathname, search } = new URL(request.url);
    throw redirect(loginPath(pathname + search));
  }
  return user;
}
