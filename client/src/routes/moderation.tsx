import type { ReactNode } from 'react';
import { useLoaderData } from 'react-router';
import { PageTitle } from '../components/ui/page-title';
import { useT } from '../i18n/i18n';
import { getUsersByEmail } from '../features/auth/api/get-user-by-email';
import { requireUser } from '../features/auth/require-user';
import {
  listModerationLog,
  listModerationQueue,
  listModerators,
  searchGardeners,
  setModeratorRole,
} from '../features/safety/api/safety-api';
import { ModerationLog } from '../features/safety/components/moderation-log';
import { ModerationQueue } from '../features/safety/components/moderation-queue';
import { ModeratorsPanel } from '../features/safety/components/moderators-panel';
import { moderationAction } from '../features/safety/lib/moderation-action.server';
import { ApiError } from '../lib/api-client';
import { apiFor } from '../lib/api.server';
import { failure, formOf, refuseCrossSite } from '../lib/action.server';
import { doneWithToast } from '../lib/toast.server';
import type { Route } from './+types/moderation';

/** The moderators' screen: open reports first (what auto-hide took down at the top), then the log and who moderates. */
async function loader({ request, context }: Route.LoaderArgs) {
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
    const isAdmin = me[0]?.role === 'admin';
    // An admin's name search is part of the page (a GET form): read again whenever roles change.
    const search = isAdmin ? await searchGardeners(api, new URL(request.url).searchParams.get('find')) : null;
    return { allowed: true as const, queue, reviewed, log, moderators, isAdmin, search };
  } catch (error) {
    if (error instanceof ApiError && error.status === 403) return { allowed: false as const };
    throw error;
  }
}

/**
 * intent 'act': a moderation action on one reported thing; intent 'role': an admin's grant or
 * revoke. On the server as the session's member (the API decides who may); a plain POST (before
 * the page's JavaScript) gets the page again, read anew.
 */
export async function action({ request, context }: Route.ActionArgs) {
  refuseCrossSite(request);
  requireUser(request, context);
  const api = apiFor(context);
  const form = await formOf(request);
  if (form.get('intent') === 'role') {
    try {
      const role = form.get('role') === 'moderator' ? 'moderator' : 'member';
      await setModeratorRole(api, String(form.get('authorId') ?? ''), role);
      // Its toast rides the flash cookie (decision 0016), a refusal's too (a button has no form to say it).
      return doneWithToast(request, { ok: true }, { kind: 'success', message: 'safety.moderationDone' });
    } catch (error) {
      const message = failure(error, 'safety.moderationFailed');
      return doneWithToast(request, { ok: false }, { kind: 'error', message });
    }
  }
  return moderationAction(api, request, form);
}

/** One part of the screen, named by its heading. */
function Part({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="flex flex-col gap-4">
      <h2 id={id} className="text-2xl font-semibold">
        {title}
      </h2>
      {children}
    </section>
  );
}

export default function Component() {
  const data = useLoaderData<typeof loader>();
  const t = useT();
  return (
    <section className="mx-auto flex w-full max-w-5xl flex-col gap-8 px-4 py-8">
      <PageTitle title={t('safety.moderationHeading')} />
      <h1 className="text-3xl font-bold">{t('safety.moderationHeading')}</h1>
      {!data.allowed ? (
        <p role="alert" className="alert alert-warning">
          {t('moderation.onlyModerators')}
        </p>
      ) : (
        <>
          <Part id="queue-heading" title={t('safety.moderationQueue')}>
            <ModerationQueue entries={data.queue} empty={t('safety.moderationEmpty')} />
          </Part>
          <Part id="reviewed-heading" title={t('moderation.reviewed')}>
            <ModerationQueue entries={data.reviewed} empty={t('moderation.nothingReviewed')} />
          </Part>
          <Part id="log-heading" title={t('safety.moderationLog')}>
            <ModerationLog entries={data.log} />
          </Part>
          <Part id="roles-heading" title={t('safety.moderationRoles')}>
            <ModeratorsPanel moderators={data.moderators} isAdmin={data.isAdmin} search={data.search} />
          </Part>
        </>
      )}
    </section>
  );
}

export { RouteErrorBoundary as ErrorBoundary } from '../components/ui/route-error';

// Drawn on the server for the session's member (a visitor is redirected there, a member who does not
export { loader };
