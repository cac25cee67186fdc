import { MAIL_MESSAGES, PEOPLE_MESSAGES } from '@green-circle/contract/messages';
import { useEffect, useState } from 'react';
import { data, useLoaderData, type ActionFunctionArgs, type LoaderFunctionArgs } from 'react-router';
import { PageTitle } from '../components/ui/page-title';
import { paths } from '../config/paths';
import { requireUser } from '../features/auth/require-user';
import {
  getNotificationSettings,
  listNotifications,
  markRead,
  saveNotificationSettings,
  type NotificationPage,
} from '../features/notifications/api/notifications';
import { getEmailSettings, saveEmailSettings } from '../features/mail/api/email-settings';
import { EmailSettingsForm } from '../features/mail/components/email-settings-form';
import { emailSettingsFormSchema } from '../features/mail/email-settings-form';
import { NotificationList } from '../features/notifications/components/notification-list';
import { NotificationSettingsForm } from '../features/notifications/components/notification-settings-form';
import { notificationSettingsFormSchema } from '../features/notifications/settings-form';
import { announceUnread } from '../features/notifications/unread-events';
import { apiFor } from '../lib/api.server';
import { browserApi } from '../lib/browser-api';
import { done, refuseCrossSite } from '../lib/action.server';
import { parseForm, refusedForm } from '../lib/form';

export { RouteErrorBoundary as ErrorBoundary } from '../components/ui/route-error';

async function loader({ request, context }: LoaderFunctionArgs) {
  requireUser(request, context);
  const api = apiFor(context);
  const [firstPage, settings, emailSettings] = await Promise.all([
    listNotifications(api, undefined, request.signal),
    getNotificationSettings(api, request.signal),
    getEmailSettings(api, request.signal),
  ]);
  return { firstPage, settings, emailSettings };
}

/**
 * The member's notification settings, saved on the server as the session's member; the loader
 * then reads them again. A plain POST (before the page's JavaScript runs) gets the page again.
 */
export async function action({ request, context }: ActionFunctionArgs) {
  refuseCrossSite(request);
  requireUser(request, context);
  const form = await request.formData();
  if (form.get('intent') === 'email-settings') return emailSettingsAction(request, context, form);
  const submission = parseForm(form, notificationSettingsFormSchema);
  if (submission.status !== 'success') return data({ result: submission.reply() }, { status: 400 });
  try {
    const settings = await saveNotificationSettings(apiFor(context), submission.value);
    return done(request, {
      settings,
      toast: { kind: 'success' as const, message: PEOPLE_MESSAGES.notificationSettingsSaved },
    });
  } catch {
    return refusedForm(submission, PEOPLE_MESSAGES.notificationSettingsFailed);
  }
}

/** The e-mail column (features/mail): saved as the session's member, like the site's switches. */
async function emailSettingsAction(request: Request, context: ActionFunctionArgs['context'], form: FormData) {
  const submission = parseForm(form, emailSettingsFormSchema);
  if (submission.status !== 'success') return data({ result: submission.reply() }, { status: 400 });
  try {
    const emailSettings = await saveEmailSettings(apiFor(context), submission.value);
    return done(request, { emailSettings, toast: { kind: 'success' as const, message: MAIL_MESSAGES.settingsSaved } });
  } catch {
    return refusedForm(submission, MAIL_MESSAGES.settingsFailed);
  }
}

export default function Component() {
  const { firstPage, settings, emailSettings } = useLoaderData<typeof loader>();
  const [pages, setPages] = useState<NotificationPage[]>([firstPage]);
  const [loading, setLoading] = useState(false);
  const notifications = pages.flatMap((page) => page.notifications);
  const nextPage = pages[pages.length - 1]?.nextPage ?? null;

  // Opening the page reads them: everything is marked read and the bell says so at once.
  useEffect(() => {
    if (!firstPage.notifications.some((n) => !n.read)) return;
    markRead(browserApi)
      .then(announceUnread)
      .catch(() => {});
  }, [firstPage]);

  async function loadMore() {
    if (!nextPage) return;
    setLoading(true);
    try {
      const page = await listNotifications(browserApi, nextPage);
      setPages((current) => [...current, page]);
      void markRead(
        browserApi,
        page.notifications.filter((n) => !n.read).map((n) => n._id),
      ).then(announceUnread);
    } finally {
      setLoading(false);
    }
  }

  return (
    <section className="mx-auto w-full max-w-3xl space-y-6 px-4 py-8">
      <PageTitle title={PEOPLE_MESSAGES.notificationsHeading} />
      <h1 className="text-3xl font-bold">{PEOPLE_MESSAGES.notificationsHeading}</h1>
      {notifications.length === 0 ? (
        <p className="rounded-box border border-base-300 bg-base-100 p-6 text-center">
          {PEOPLE_MESSAGES.notificationsEmpty}
        </p>
      ) : (
        <NotificationList notifications={notifications} tipPath={paths.tipDetails} gardenerPath={paths.gardener} />
      )}
      {nextPage && (
        <div className="text-center">
          <button type="button" className="btn btn-outline btn-sm" disabled={loading} onClick={() => void loadMore()}>
            Load more
          </button>
        </div>
      )}
      <NotificationSettingsForm initial={settings} />
      <EmailSettingsForm initial={emailSettings} />
    </section>
  );
}

export { loader };
