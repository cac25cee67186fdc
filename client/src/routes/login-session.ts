import { signedInWithToken } from '../features/auth/login-action.server';
import { formOfNoPage, refuseCrossSite } from '../lib/action.server';
import type { Route } from './+types/login-session';

/**
 * POST (the login form's e-mail and 'Remember me', with the fresh ID token in place of the
 * password; `?from=` as the login page had it), from the login page's clientAction once the
 * identity service has signed the member in: the session, the record, the language and the
 * success toast; answered as JSON with where to go on to.
 */
export async function action({ request, context }: Route.ActionArgs): Promise<Response> {
  refuseCrossSite(request);
  return signedInWithToken(request, context, await formOfNoPage(request, context));
}
