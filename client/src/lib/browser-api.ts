// TRANSITIONAL (issue 34): the writes that are not route actions yet still call the API from the
// browser with the member's ID token. Every read goes through the host (lib/api.server.ts); this
// module goes with the last clientAction.
import type { User } from 'firebase/auth';
import { redirect } from 'react-router';
import { env } from '../config/env';
import { loginPath } from '../config/paths';
import { createApi } from './api-client';
import { loadAuth } from './auth-sdk';

/** The signed-in member's ID token from the Firebase SDK (loaded now if it was not), or null. */
export async function browserToken(): Promise<string | null> {
  const { currentUser } = await loadAuth();
  return (await currentUser())?.getIdToken() ?? null;
}

/** The API as the member in this browser (Bearer ID token). */
export const browserApi = createApi({
  baseUrl: env.VITE_API_URL,
  credential: async () => {
    const token = await browserToken();
    return token ? `Bearer ${token}` : null;
  },
});

/** A browser action's member (Firebase's), or a redirect to the login page. */
export async function requireBrowserUser(request: Request): Promise<User> {
  const { currentUser } = await loadAuth();
  const user = await currentUser();
  if (!user?.email) {
    const { pathname, search } = new URL(request.url);
    throw redirect(loginPath(pathname + search));
  }
  return user;
}
