import { loginPath, paths } from '../config/paths';
import { apiFor } from '../lib/api.server';
import { memberContext } from '../lib/request-context';
import type { Route } from './+types/account-export';

/**
 * GET /account/export: the member's data as the API's zip (GET /me/export), streamed through as
 * it arrives (the host never holds it). A refusal (the hourly limit) goes back to the profile
 * page, which says why; a visitor is sent to sign in first.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  if (!context.get(memberContext))
    return Response.redirect(new URL(loginPath(paths.dashboardProfile), request.url), 303);
  const answer = await apiFor(context).raw('/me/export', { signal: request.signal });
  if (!answer.ok) {
    await answer.body?.cancel();
    const to = new URL(paths.dashboardProfile, request.url);
    to.searchParams.set('export', answer.status === 429 ? 'too-often' : 'failed');
    return Response.redirect(to, 303);
  }
  const headers = new Headers({ 'Cache-Control': 'no-store' });
  for (const name of ['Content-Type', 'Content-Disposition']) {
    const value = answer.headers.get(name);
    if (value) headers.set(name, value);
  }
  return new Response(answer.body, { status: 200, headers });
}
