import type { ModerationAction, ReportKind } from '@green-circle/contract';
import { SAFETY_MESSAGES } from '@green-circle/contract/messages';
import { useLoaderData, type ActionFunctionArgs, type LoaderFunctionArgs } from 'react-router';
import { PageTitle } from '../components/ui/page-title';
import { getUsersByEmail } from '../features/auth/api/get-user-by-email';
import { requireUser } from '../features/auth/require-user';
import {
  listModerationLog,
  listModerationQueue,
  listModerators,
  setModeratorRole,
  takeModerationAction,
} from '../features/safety/api/safety-api';
import { ModerationLog } from '../features/safety/components/moderation-log';
import { ModerationQueue } from '../features/safety/components/moderation-queue';
import { ModeratorsPanel } from '../features/safety/components/moderators-panel';
import { ApiError } from '../lib/api-client';
import { notify } from '../lib/notify';
import { apiFor } from '../lib/api.server';
import { browserApi } from '../lib/browser-api';

/** The moderators' screen: open reports first (what auto-hide took down at the top), then the log and who moderates. */
async function loader({ request, context }: LoaderFunctionArgs) {
  const user = requireUser(request, context);
  const api = apiFor(context);
  try {
    const [queue, reviewed, log, moderators, me] = await Promise.all([
      listModerationQueue(api, 'open'),
      listModerationQueue(api, 'closed'),
      listModerationLog(api),
      listModerators(api),
      getUsersByEmail(api, user.email ?? ''),
    ]);
    return { allowed: true as const, queue, reviewed, log, moderators, isAdmin: me[0]?.role === 'admin' };
  } catch (error) {
    if (error instanceof ApiError && error.status === 403) return { allowed: false as const };
    throw error;
  }
}

/** intent 'act': a moderation action on one reported thing; intent 'role': an admin's grant or revoke. */
export async function clientAction({ request }: ActionFunctionArgs) {
  const form = await request.formData();
  const text = (name: string) => String(form.get(name) ?? '');
  try {
    if (text('intent') === 'role') {
      await setModeratorRole(browserApi, text('authorId'), text('role') === 'moderator' ? 'moderator' : 'member');
    } else {
      const action = text('action') as ModerationAction;
      // A tip's or comment's author is suspended as a gardener.
      const suspendAuthor = action === 'suspend' && text('kind') !== 'gardener';
      await takeModerationAction(browserApi, {
        target: suspendAuthor
          ? { kind: 'gardener', id: text('authorId') }
          : { kind: text('kind') as ReportKind, id: text('id') },
        action,
        reason: text('reason'),
        ...(action === 'suspend' ? { days: Number(text('days')) || 1 } : {}),
      });
    }
    notify.success(SAFETY_MESSAGES.moderationDone);
    return { ok: true };
  } catch (error) {
    notify.error(error instanceof ApiError ? error.message : SAFETY_MESSAGES.moderationFailed);
    return { ok: false };
  }
}

export default function Component() {
  const data = useLoaderData<typeof loader>();
  return (
    <section className="mx-auto flex w-full max-w-5xl flex-col gap-8 px-4 py-8">
      <PageTitle title={SAFETY_MESSAGES.moderationHeading} />
      <h1 className="text-3xl font-bold">{SAFETY_MESSAGES.moderationHeading}</h1>
      {!data.allowed ? (
        <p role="alert" className="alert alert-warning">
          Only moderators can see this page.
        </p>
      ) : (
        <>
          <section aria-labelledby="queue-heading" className="flex flex-col gap-4">
            <h2 id="queue-heading" className="text-2xl font-semibold">
              {SAFETY_MESSAGES.moderationQueue}
            </h2>
            <ModerationQueue entries={data.queue} empty={SAFETY_MESSAGES.moderationEmpty} />
          </section>
          <section aria-labelledby="reviewed-heading" className="flex flex-col gap-4">
            <h2 id="reviewed-heading" className="text-2xl font-semibold">
              Reviewed
            </h2>
            <ModerationQueue entries={data.reviewed} empty="Nothing reviewed yet." />
          </section>
          <section aria-labelledby="log-heading" className="flex flex-col gap-4">
            <h2 id="log-heading" className="text-2xl font-semibold">
              {SAFETY_MESSAGES.moderationLog}
            </h2>
            <ModerationLog entries={data.log} />
          </section>
          <section aria-labelledby="roles-heading" className="flex flex-col gap-4">
            <h2 id="roles-heading" className="text-2xl font-semibold">
              {SAFETY_MESSAGES.moderationRoles}
            </h2>
            <ModeratorsPanel moderators={data.moderators} isAdmin={data.isAdmin} />
          </section>
        </>
      )}
    </section>
  );
}

export { RouteErrorBoundary as ErrorBoundary } from '../components/ui/route-error';

// Drawn on the server for the session's member (a visitor is redirected there, a member who does not
export { loader };
