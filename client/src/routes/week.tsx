import type { Notification, Week } from '@green-circle/contract';
import type { ComponentProps } from 'react';
import { Link, useLoaderData } from 'react-router';
import { PageTitle } from '../components/ui/page-title';
import { PlantLinks } from '../components/ui/plant-links';
import { paths } from '../config/paths';
import { requireUser } from '../features/auth/require-user';
import { listPlan } from '../features/plan/api/plan';
import type { AddToPlan as AddToPlanNow } from '../features/plan/components/add-to-plan';
import type { PlanItemRow as PlanItemRowNow } from '../features/plan/components/plan-item-row';
import { planPageAction } from '../features/plan/lib/plan-action.server';
import { getWeek } from '../features/week/api/week';
import { WeekPart } from '../features/week/components/week-part';
import { WeekTip } from '../features/week/components/week-tip';
import { monthName } from '../i18n/dates';
import { useLanguage, useT } from '../i18n/i18n';
import { refuseCrossSite } from '../lib/action.server';
import { apiFor } from '../lib/api.server';
import { onDemand } from '../lib/on-demand';
import { listQuestions } from '../features/questions/api/questions';
import { QuestionList } from '../features/questions/components/question-list';
import type { Route } from './+types/week';

export { RouteErrorBoundary as ErrorBoundary } from '../components/ui/route-error';

// Issue 54 (no page larger than at b6b276e): a plan item's actions ("Done" with its photo, "Not
// this year", "Did it work?") and "Add to my plan" load just after the page's JavaScript instead
// of with it (onDemand: the server's HTML holds them whole, each form a plain POST until its code
// has come, and without JavaScript).
const PlanItemRow = onDemand<ComponentProps<typeof PlanItemRowNow>>(() =>
  import('../features/plan/components/plan-item-row').then((module) => module.PlanItemRow),
);
const AddToPlan = onDemand<ComponentProps<typeof AddToPlanNow>>(() =>
  import('../features/plan/components/add-to-plan').then((module) => module.AddToPlan),
);

/** "This week in my garden": the member's own, read on the server (members only). */
export async function loader({ request, context }: Route.LoaderArgs) {
  requireUser(request, context);
  const api = apiFor(context);
  // "Questions you could answer" (issue 57): open, about my plants, near my garden, not mine.
  const [week, plan, questions] = await Promise.all([
    getWeek(api, request.signal),
    listPlan(api, request.signal).catch(() => []),
    listQuestions(api, { couldAnswer: '1', limit: 5 }).then(
      (page) => page.questions,
      () => [],
    ),
  ]);
  // The tips already in the plan: their "Add to my plan" is left out of the week's lists.
  return { week, now: new Date().toISOString(), planned: plan.map((item) => item.tipId), questions };
}

/** "From my plan": "Done" and "Not this year" of the items due (features/plan), as the session's member. */
export async function action({ request, context }: Route.ActionArgs) {
  refuseCrossSite(request);
  requireUser(request, context);
  return planPageAction(request, context);
}

/** A reply or "I tried this" on the member's tips they have not seen: who, what, on which tip. */
function Unseen({ note }: { note: Notification }) {
  const t = useT();
  const who = note.actors[0]?.displayName ?? t('week.someone');
  const others = note.actorCount > 1 ? ` ${t('week.andMore', { n: note.actorCount - 1 })}` : '';
  const outcome = note.kind === 'trial' && note.outcome ? ` (${t('week.outcome', { outcome: note.outcome })})` : '';
  const title = note.tipTitle ? <span lang="">{note.tipTitle}</span> : t('week.yourTip');
  return (
    <li>
      {who}
      {others} {t('week.verb', { kind: note.kind, people: note.actorCount })}{' '}
      {note.tipId ? (
        <Link to={paths.tipDetails(note.tipId)} className="link">
          {title}
        </Link>
      ) : (
        title
      )}
      {outcome}
    </li>
  );
}

/** One of the week's lists of tips: each with "Add to my plan", unless the tip is already in the plan. */
function TipsPart({
  id,
  title,
  part,
  planned,
}: {
  id: string;
  title: string;
  part: Week['forMyPlants'];
  planned: ReadonlySet<string>;
}) {
  return (
    <WeekPart id={id} title={title} part={part}>
      {part.items.map((tip) => (
        <WeekTip
          key={tip._id}
          tip={tip}
          action={planned.has(tip._id) ? null : <AddToPlan tipId={tip._id} item={null} compact />}
        />
      ))}
    </WeekPart>
  );
}

export default function Component() {
  const { week, now, planned: plannedIds, questions } = useLoaderData<typeof loader>();
  const planned = new Set(plannedIds);
  const t = useT();
  const language = useLanguage();
  const month = monthName(language, week.month);
  // Spanish writes months in lower case; the sentence starts with it.
  const where = t(week.zone ? 'week.whereZone' : 'week.where', {
    month: month.charAt(0).toUpperCase() + month.slice(1),
    hemisphere: week.hemisphere,
    zone: week.zone ?? '',
  });
  return (
    <section className="mx-auto max-w-5xl space-y-6 px-4 py-10">
      <PageTitle title={t('week.title')} />
      <header className="space-y-2">
        <h1 className="text-3xl font-bold">{t('week.title')}</h1>
        <p>
          {where}
          {week.hasGarden ? '. ' : ` (${t('week.noGardenSet')}). `}
          <Link to={paths.profileGarden} className="link">
            {t(week.hasGarden ? 'week.changeGarden' : 'week.setGarden')}
          </Link>
        </p>
        {week.plants.length > 0 && (
          <p className="text-sm">
            {t('week.yourPlants')} <PlantLinks plants={week.plants} />
          </p>
        )}
      </header>
      <WeekPart id="week-plan" title={t('week.plan')} part={week.plan}>
        {week.plan.items.map((item) => (
          <PlanItemRow key={item.id} item={item} now={now} />
        ))}
      </WeekPart>
      <div className="grid gap-5 md:grid-cols-2">
        <TipsPart id="week-my-plants" title={t('week.forMyPlants')} part={week.forMyPlants} planned={planned} />
        <TipsPart id="week-in-season" title={t('week.inSeason')} part={week.inSeason} planned={planned} />
        <TipsPart id="week-worked-near" title={t('week.workedNear')} part={week.workedNear} planned={planned} />
        <TipsPart id="week-followed" title={t('week.followed')} part={week.fromFollowed} planned={planned} />
        <section
          aria-labelledby="week-questions"
          className="card border border-base-300 bg-base-100 p-5 shadow-sm"
          data-testid="week-questions"
        >
          <h2 id="week-questions" className="mb-3 text-xl font-semibold">
            {t('questions.couldAnswer')}
          </h2>
          <QuestionList questions={questions} empty={t('questions.couldAnswerNone')} />
        </section>
        <WeekPart id="week-on-my-tips" title={t('week.onMyTips')} part={week.onMyTips}>
          {week.onMyTips.items.map((note) => (
            <Unseen key={note._id} note={note} />
          ))}
        </WeekPart>
      </div>
    </section>
  );
}
