import type { Submission } from '@conform-to/react';
import { useEffect, useState } from 'react';
import { data, useFetcher, useLoaderData } from 'react-router';
import { PageTitle } from '../components/ui/page-title';
import { MoreButton } from '../components/ui/more-button';
import { useT } from '../i18n/i18n';
import { paths } from '../config/paths';
import { requireUser } from '../features/auth/require-user';
import { getNotificationSettings, saveNotificationSettings } from '../features/notifications/api/notifications';
import { readNotifications, type ReadPage } from '../features/notifications/lib/read-notifications.server';
import { getEmailSettings, saveEmailSettings } from '../features/mail/api/email-settings';
import { EmailSettingsForm } from '../features/mail/components/email-settings-form';
import { emailSettingsFormSchema } from '../features/mail/email-settings-form';
import { NotificationList } from '../features/notifications/components/notification-list';
import { OutcomeButtons } from '../features/plan/components/outcome-buttons';
import { isPlanIntent, planAction } from '../features/plan/lib/plan-action.server';
import { NotificationSettingsForm } from '../features/notifications/components/notification-settings-form';
import { notificationSettingsFormSchema } from '../features/notifications/settings-form';
import { announceUnread } from '../features/notifications/unread-events';
import { apiFor } from '../lib/api.server';
import { formOf, refuseCrossSite } from '../lib/action.server';
import { doneWithToast } from '../lib/toast.server';
import { parseForm } from '../lib/parse-form';
import type { Route } from './+types/notifications';

export { RouteErrorBoundary as ErrorBoundary } from '../components/ui/route-error';

/** Opening the page reads them: the first page, listed as it was, is marked read on the server. */
async function loader({ request, context }: Route.LoaderArgs) {
  requireUser(request, context);
  const api = apiFor(context);
  const [{ page: firstPage, unread }, settings, emailSettings] = await Promise.all([
    readNotifications(api, undefined, request.signal),
    getNotificationSettings(api, request.signal),
    getEmailSettings(api, request.signal),
  ]);
  return { firstPage, unread, settings, emailSettings };
}

/**
 * The member's notification settings, saved on the server as the session's member. The page
 * stays: a fetcher's answer is the form's state (the settings as saved, no errors), and the form's
 * controls keep what the member chose (uncontrolled, drawn once from the loader: a read again
 * never puts an older value back). A plain POST (before the page's JavaScript runs) gets the page
 * again, drawn from what was saved. The toast rides the flash cookie either way (lib/toast.server.ts).
 */
export async function action({ request, context }: Route.ActionArgs) {
  refuseCrossSite(request);
  requireUser(request, context);
  const form = await formOf(request);
  const api = apiFor(context);
  // The e-mail column (features/mail): saved as the session's member, like the site's switches.
  if (form.get('intent') === 'email-settings')
    return saveSettings(
      request,
      'email-settings',
      parseForm(form, emailSettingsFormSchema),
      async (value) => ({ emailSettings: await saveEmailSettings(api, value) }),
      { saved: 'mail.settingsSaved', failed: 'mail.settingsFailed' },
    );
  const intent = form.get('intent');
  // "Did it work?" answered from its notification (features/plan).
  if (isPlanIntent(intent)) return planAction(api, request, intent, form);
  return saveSettings(
    request,
    'settings',
    parseForm(form, notificationSettingsFormSchema),
    async (value) => ({ settings: await saveNotificationSettings(api, value) }),
    { saved: 'people.notificationSettingsSaved', failed: 'people.notificationSettingsFailed' },
  );
}

/**
 * One of the page's two settings forms, saved: refused by its schema, it comes back with its
 * errors; saved, with what was saved and a toast; refused by the API, with `failed` above that
 * form (each form hears only its own answer; the form says it, no toast).
 */
async function saveSettings<Value, Saved extends object>(
  request: Request,
  intent: 'settings' | 'email-settings',
  submission: Submission<unknown, string[], Value>,
  save: (value: Value) => Promise<Saved>,
  says: { saved: string; failed: string },
) {
  if (submission.status !== 'success') return data({ intent, result: submission.reply() }, { status: 400 });
  try {
    const saved = await save(submission.value);
    return doneWithToast(
      request,
      { intent, ...saved, result: submission.reply() },
      { kind: 'success', message: says.saved },
    );
  } catch {
    return data({ intent, result: submission.reply({ formErrors: [says.failed] }) }, { status: 400 });
  }
}

export default function Component() {
  const { firstPage, unread, settings, emailSettings } = useLoaderData<typeof loader>();
  const t = useT();
  // "Load more": the next page through the site's resource route, read there as well.
  const more = useFetcher<ReadPage>();
  // The later pages by their address: read again (after a setting is saved), a page takes its own place.
  const [rest, setRest] = useState<ReadPage[]>([]);
  if (more.data && !rest.includes(more.data)) {
    const read = more.data;
    setRest((current) => [...current.filter((other) => other.from !== read.from), read]);
  }
  const all = [firstPage, ...rest.map((read) => read.page)];
  const notifications = all.flatMap((page) => page.notifications);
  const nextPage = all[all.length - 1]?.nextPage ?? null;
  const loading = more.state !== 'idle';

  // The bell says at once what was marked read here (an event, not a read).
  const count = more.data?.unread ?? unread;
  useEffect(() => {
    if (count !== null) announceUnread(count);
  }, [count]);

  return (
    <section className="mx-auto w-full max-w-3xl space-y-6 px-4 py-8">
      <PageTitle title={t('people.notificationsHeading')} />
      <h1 className="text-3xl font-bold">{t('people.notificationsHeading')}</h1>
      {notifications.length === 0 ? (
        <p className="rounded-box border border-base-300 bg-base-100 p-6 text-center">
          {t('people.notificationsEmpty')}
        </p>
      ) : (
        <NotificationList
          notifications={notifications}
          tipPath={paths.tipDetails}
          gardenerPath={paths.gardener}
          answer={(n) =>
            n.kind === 'planFollowUp' && n.tipId ? (
              <div className="mt-2">
                <OutcomeButtons tipId={n.tipId} />
              </div>
            ) : null
          }
        />
      )}
      {nextPage && (
        <div className="text-center">
          <MoreButton size="sm" loading={loading} onClick={() => void more.load(paths.notificationsPage(nextPage))} />
        </div>
      )}
      <NotificationSettingsForm initial={settings} />
      <EmailSettingsForm initial={emailSettings} />
    </section>
  );
}

export { loader };
