import { getUsersByEmail } from '../features/auth/api/get-user-by-email';
import { apiFor } from '../lib/api.server';
import { memberContext } from '../lib/request-context';
import type { Route } from './+types/my-role';

/**
 * GET: whether the session's member moderates ({ moderates }), for the account menu's Moderation
 * link (asked when the menu first opens). The role is the member's own to read; a visitor's is no.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const member = context.get(memberContext);
  if (!member?.email) return { moderates: false };
  const [record] = await getUsersByEmail(apiFor(context), member.email, request.signal).catch(() => []);
  return { moderates: record?.role === 'moderator' || record?.role === 'admin' };
}
