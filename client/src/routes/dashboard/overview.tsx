import { Suspense, useState } from 'react';
import { Await, useLoaderData } from 'react-router';
import { PageTitle } from '#app/components/ui/page-title';
import { requireUser } from '#app/features/auth/require-user';
import { OverviewSkeleton } from '#app/features/dashboard/components/overview-skeleton';
import { listPlan } from '#app/features/plan/api/plan';
import { ReminderCalendar } from '#app/features/seasons/components/reminder-calendar';
import { ProfileCard } from '#app/features/dashboard/components/profile-card';
import { StatCards } from '#app/features/dashboard/components/stat-cards';
import { loadStats } from '#app/features/dashboard/lib/load-stats';
import { apiFor } from '#app/lib/api.server';
import { useT } from '#app/i18n/i18n';
import type { Route } from './+types/overview';

const yearOf = (date: string | undefined) => {
  const year = date ? new Date(date).getFullYear() : NaN;
  return Number.isNaN(year) ? null : year;
};

async function loader({ request, context }: Route.LoaderArgs) {
  const user = requireUser(request, context);
  const api = apiFor(context);
  const email = user.email ?? '';
  return {
    profile: {
      name: user.displayName ?? '',
      email,
      photoURL: user.photoURL ?? '',
      memberSince: yearOf(user.metadata.creationTime),
    },
    // Not awaited: 'Loading Green Circle...' shows until the figures arrive.
    stats: loadStats(api, email),
    // Not awaited either: the calendar marks its days once they arrive; without them it shows none.
    // The plan's items still to do, on the 1st of the month each is due (issue 58: reminders became plan items).
    reminders: listPlan(api)
      .then((items) =>
        items.flatMap((item) =>
          item.due === null
            ? []
            : [
                {
                  tipId: item.tipId,
                  title: item.title,
                  image: item.image,
                  month: Number(item.due.slice(5, 7)),
                  createdAt: item.createdAt,
                },
              ],
        ),
      )
      .catch(() => []),
  };
}

export default function Component() {
  const t = useT();
  const { profile, stats, reminders } = useLoaderData<typeof loader>();
  // The day the member picks, kept here: the calendar is drawn again when the reminders arrive.
  const picked = useState<Date | null>(null);
  return (
    <section className="flex flex-col gap-6">
      <PageTitle title={t('nav.dashboard')} description={t('describe.home')} />
      <h1 className="sr-only">{t('dashboard.overviewHeading')}</h1>
      <Suspense fallback={<OverviewSkeleton />}>
        <Await resolve={stats}>
          {(loaded) => (
            <>
              <ProfileCard profile={profile} />
              <StatCards stats={loaded} />
              <Suspense fallback={<ReminderCalendar reminders={[]} picked={picked} />}>
                <Await resolve={reminders}>{(loaded) => <ReminderCalendar reminders={loaded} picked={picked} />}</Await>
              </Suspense>
            </>
          )}
        </Await>
      </Suspense>
    </section>
  );
}

export { RouteErrorBoundary as ErrorBoundary } from '#app/components/ui/route-error';

export { loader };
