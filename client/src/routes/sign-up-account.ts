import { createdAccount } from '../features/auth/sign-up-action.server';
import { formOfNoPage, refuseCrossSite } from '../lib/action.server';
import type { Route } from './+types/sign-up-account';

/**
 * POST (multipart: the checked form with the fresh ID token in place of the password, and maybe the
 * photo file), from the sign-up page's clientAction once the identity service has made the
 * account: the session, the profile and the member's record, answered as JSON.
 */
export async function action({ request, context }: Route.ActionArgs): Promise<Response> {
  refuseCrossSite(request);
  return createdAccount(request, context, await formOfNoPage(request, context));
}
