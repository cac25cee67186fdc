import type { Notification } from '@green-circle/contract';
import { MONTH_NAMES } from '@green-circle/contract/seasons';
import { Link, useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { PageTitle } from '../components/ui/page-title';
import { paths } from '../config/paths';
import { requireUser } from '../features/auth/require-user';
import { getWeek } from '../features/week/api/week';
import { WeekPart } from '../features/week/components/week-part';
import { WeekTip } from '../features/week/components/week-tip';
import { apiFor } from '../lib/api.server';

export { RouteErrorBoundary as ErrorBoundary } from '../components/ui/route-error';

/** "This week in my garden": the member's own, read on the server (members only). */
export async function loader({ request, context }: LoaderFunctionArgs) {
  requireUser(request, context);
  return { week: await getWeek(apiFor(context), request.signal) };
}

const VERBS: Partial<Record<Notification['kind'], string>> = {
  comment: 'commented on',
  reply: 'replied on',
  trial: 'tried',
};

function Unseen({ note }: { note: Notification }) {
  const who = note.actors[0]?.displayName ?? 'Someone';
  const others = note.actorCount > 1 ? ` and ${note.actorCount - 1} more` : '';
  const outcome =
    note.kind === 'trial' && note.outcome ? ` (${note.outcome === 'failed' ? "didn't work" : note.outcome})` : '';
  return (
    <li>
      {who}
      {others} {VERBS[note.kind] ?? 'reacted to'}{' '}
      {note.tipId ? (
        <Link to={paths.tipDetails(note.tipId)} className="link">
          {note.tipTitle ?? 'your tip'}
        </Link>
      ) : (
        (note.tipTitle ?? 'your tip')
      )}
      {outcome}
    </li>
  );
}

export default function Component() {
  const { week } = useLoaderData<typeof loader>();
  const where = `${week.hemisphere === 'south' ? 'southern' : 'northern'} hemisphere${week.zone ? `, zone ${week.zone}` : ''}`;
  return (
    <section className="mx-auto max-w-5xl space-y-6 px-4 py-10">
      <PageTitle title="This week in my garden" />
      <header className="space-y-2">
        <h1 className="text-3xl font-bold">This week in my garden</h1>
        <p>
          {MONTH_NAMES[week.month - 1]} in the {where}
          {week.hasGarden ? '. ' : ' (you have not set your garden). '}
          <Link to={paths.profileGarden} className="link">
            {week.hasGarden ? 'Change your garden' : 'Set your garden'}
          </Link>
        </p>
        {week.plants.length > 0 && (
          <p className="text-sm">
            Your plants:{' '}
            {week.plants.map((plant, index) => (
              <span key={plant.slug}>
                {index > 0 && ', '}
                <Link to={paths.plant(plant.slug)} className="link">
                  {plant.name}
                </Link>
              </span>
            ))}
          </p>
        )}
      </header>
      <div className="grid gap-5 md:grid-cols-2">
        <WeekPart id="week-reminders" title="Reminders due" part={week.reminders}>
          {week.reminders.items.map((reminder) => (
            <li key={reminder.tipId}>
              <Link to={paths.tipDetails(reminder.tipId)} className="link-hover font-medium">
                {reminder.title}
              </Link>{' '}
              <span className="text-sm opacity-80">· {MONTH_NAMES[reminder.month - 1]}</span>
            </li>
          ))}
        </WeekPart>
        <WeekPart id="week-my-plants" title="In season for my plants" part={week.forMyPlants}>
          {week.forMyPlants.items.map((tip) => (
            <WeekTip key={tip._id} tip={tip} />
          ))}
        </WeekPart>
        <WeekPart id="week-in-season" title="In season for everyone" part={week.inSeason}>
          {week.inSeason.items.map((tip) => (
            <WeekTip key={tip._id} tip={tip} />
          ))}
        </WeekPart>
        <WeekPart id="week-worked-near" title="Worked near me" part={week.workedNear}>
          {week.workedNear.items.map((tip) => (
            <WeekTip key={tip._id} tip={tip} />
          ))}
        </WeekPart>
        <WeekPart id="week-followed" title="New from gardeners I follow" part={week.fromFollowed}>
          {week.fromFollowed.items.map((tip) => (
            <WeekTip key={tip._id} tip={tip} />
          ))}
        </WeekPart>
        <WeekPart id="week-on-my-tips" title="On my tips" part={week.onMyTips}>
          {week.onMyTips.items.map((note) => (
            <Unseen key={note._id} note={note} />
          ))}
        </WeekPart>
      </div>
    </section>
  );
}
