import type { Tip } from '@green-circle/contract';
import { Suspense, type ComponentProps } from 'react';
import { Await, useLoaderData, type ShouldRevalidateFunction } from 'react-router';
import { PageTitle } from '../components/ui/page-title';
import { preloadImage } from '../components/ui/safe-image';
import { requireUser } from '../features/auth/require-user';
import { getTip } from '../features/tips/api/get-tip';
import { browserHemisphere, readGarden } from '../features/seasons/api/garden';
import type { TipSeason as TipSeasonNow } from '../features/seasons/components/tip-season';
import { AddToPlan } from '../features/plan/components/add-to-plan';
import { PlanCounts } from '../features/plan/components/plan-counts';
import { listPlan } from '../features/plan/api/plan';
import { isPlanIntent, planAction } from '../features/plan/lib/plan-action.server';
import { likeTip } from '../features/tips/api/like-tip';
import { commentsShown, readComments } from '../features/conversation/api/comments';
import { listTrials } from '../features/conversation/api/trials';
import type { CommentMenu } from '../features/conversation/components/conversation';
import type { TipConversation as TipConversationNow } from '../features/conversation/components/tip-conversation';
import { ModerationNotice } from '../features/safety/components/moderation-mark';
import { ReportMenu } from '../features/safety/components/report-menu';
import { DETAILS_IMAGE_SIZES, TipDetailsCard } from '../features/tips/components/tip-details-card';
import { SeasonSkeleton, StripSkeleton, TipDetailsSkeleton } from '../features/tips/components/tip-details-skeleton';
import type { MonthStrip as MonthStripNow } from '../features/seasons/components/month-strip';
import { TipPreviewCard, type TipTeaser } from '../features/tips/components/tip-preview-card';
import { openingWords, TEASER_CHARS } from '../features/tips/lib/opening-words';
import { toRouteError } from '../features/tips/lib/route-error';
import { sharePreview, sharePreviewMeta } from '../features/tips/lib/share-preview';
import { canonicalLink } from '../i18n/canonical';
import { tipJsonLd } from '../features/tips/lib/tip-json-ld';
import { ApiError } from '../lib/api-client';
import { apiFor } from '../lib/api.server';
import { ClientOnly } from '../lib/hydration';
import { onDemand } from '../lib/on-demand';
import { memberContext } from '../lib/request-context';
import { done, formOf, refuseCrossSite } from '../lib/action.server';
import { doneWithToast } from '../lib/toast.server';
import { conversationAction } from '../features/conversation/lib/conversation-action.server';
import { isConversationIntent } from '../features/conversation/lib/forms';
import { useT } from '../i18n/i18n';
import { listQuestions } from '../features/questions/api/questions';
import { SolvedEvidence } from '../features/questions/components/solved-evidence';

/** The questions an accepted answer linking this tip solved (its evidence; issue 57). */
const solvedBy = (api: ReturnType<typeof apiFor>, id: string) =>
  listQuestions(api, { tip: id, limit: 20 }).then(
    (page) => page.questions,
    () => [],
  );
import type { Route } from './+types/tip-details';

/** What a visitor's page carries of a tip: never the description past its first sentences. */
const tipTeaser = (tip: Tip): TipTeaser => ({
  _id: tip._id,
  title: tip.title,
  image: tip.image,
  imageAlt: tip.imageAlt,
  plantType: tip.plantType,
  plantSlug: tip.plantSlug ?? null,
  months: tip.months,
  hemisphere: tip.hemisphere,
  difficulty: tip.difficulty,
  category: tip.category,
  likes: tip.likes,
  displayName: tip.displayName,
  authorId: tip.authorId,
  authorPhotoURL: tip.authorPhotoURL,
  description: openingWords(tip.description, TEASER_CHARS),
});

/**
 * A visitor (a link preview's robot too) asking for a Public tip's address gets its preview, by
 * every road (a link on Browse as well as the address opened); a members-only tip sends them to
 * sign in, and an id that names no tip is the not-found page (404), as for a member.
 */
async function visitorLoader(request: Request, id: string, context: Route.LoaderArgs['context']) {
  const tip = await getTip(apiFor(context), id).catch((error: unknown) => {
    if (error instanceof ApiError && error.problem?.code === 'problem.membersOnlyTip') return null;
    return toRouteError(error);
  });
  const preview = tip && sharePreview(tip);
  if (!preview) requireUser(request, context);
  const solved = await solvedBy(apiFor(context), id);
  return { visitor: true as const, preview: preview!, tip: tipTeaser(tip!), jsonLd: tipJsonLd(tip!), solved };
}

async function loader({ request, params, context }: Route.LoaderArgs) {
  if (!context.get(memberContext)) return visitorLoader(request, params.id ?? '', context);
  const member = requireUser(request, context);
  const api = apiFor(context);
  const id = params.id ?? '';
  // Awaited (the page is sent whole): the tip, its "Did it work?" reports and its conversation are
  // in the HTML, readable (and answerable) without JavaScript, and a 404 is the page's status. The
  // three are read at once; a conversation that could not be read says so under the tip.
  const shown = commentsShown(new URL(request.url).searchParams.get('comments'));
  const [tip, comments, trials, solved] = await Promise.all([
    getTip(api, id).catch(toRouteError),
    readComments(api, id, shown).catch(() => null),
    listTrials(api, id).then(
      (list) => list.trials,
      () => null,
    ),
    solvedBy(api, id),
  ]);
  preloadImage(tip.image, DETAILS_IMAGE_SIZES);
  // The member's plan item of this tip (issue 58): not awaited, "Add to my plan" waits for it alone.
  const planItem = listPlan(api)
    .then((items) => items.find((item) => item.tipId === id) ?? null)
    .catch(() => null);
  // The reader's garden, for the month strip: not awaited either; the strip starts from this browser's hemisphere.
  const hemisphere = readGarden(api).then((garden) => garden?.hemisphere ?? null);
  // An address not verified yet cannot like or set reminders: the buttons say so before a click.
  return {
    visitor: false as const,
    tip,
    comments,
    trials,
    planItem,
    hemisphere,
    memberUid: member.uid,
    verified: member.emailVerified,
    solved,
    // A member's page streams its tip (no preview tags: link-preview robots come as visitors).
    preview: null,
  };
}

// A visitor's page (a crawler's too) carries the preview tags and the tip's structured data.
export const meta: Route.MetaFunction = ({ data, matches }) =>
  data?.visitor
    ? [...sharePreviewMeta(data.preview, canonicalLink(data.preview.url, matches)), { 'script:ld+json': data.jsonLd }]
    : [];

/**
 * Every write on a tip's page, on the server as the session's member, by the form's intent: the
 * like, the yearly reminder, and the conversation (comments, replies, edits, deletes, blocking a
 * comment's author, "I tried this"). A fetcher hears the answer; a plain POST (before the page's
 * JavaScript runs) gets the page again. Only from this site's own pages: the cookie must not act
 * for another site's form.
 */
export async function action({ request, params, context }: Route.ActionArgs) {
  refuseCrossSite(request);
  requireUser(request, context);
  const api = apiFor(context);
  const form = await formOf(request);
  const intent = form.get('intent');
  const id = params.id ?? '';
  if (isPlanIntent(intent)) return planAction(api, request, intent, form);
  if (isConversationIntent(intent)) return conversationAction(api, request, intent, form, id);
  try {
    return done(request, { like: await likeTip(api, id) });
  } catch (error) {
    // 403 with 'messages.emailNotVerified': the member has not verified the address yet.
    const message = error instanceof ApiError && error.status === 403 ? error.said : 'messages.likeFailed';
    return doneWithToast(request, { like: null }, { kind: 'error', message });
  }
}

// The like's answer carries the new count; reading the
// whole tip again would only repeat them (and put 'Loading tip details...' back for a moment).
export const shouldRevalidate: ShouldRevalidateFunction = ({ formData, defaultShouldRevalidate }) => {
  const intent = formData?.get('intent');
  return intent === 'like' ? false : defaultShouldRevalidate;
};

/** A comment's '⋯' menu: Block its author, and Report (the same dialog as for tips and profiles). */
function CommentMenuButton({ comment, block }: { comment: Parameters<CommentMenu>[0]; block: () => void }) {
  const t = useT();
  return (
    <ReportMenu
      target={{ kind: 'comment', id: comment._id }}
      label={t('conversation.commentMenu', { name: comment.displayName })}
      align="start"
      actions={[
        {
          label: (
            <>
              {t('safety.block')}
              <span className="sr-only" lang="">
                {' '}
                {comment.displayName}
              </span>
            </>
          ),
          onSelect: block,
        },
      ]}
    />
  );
}
const commentMenu: CommentMenu = (comment, { block }) => <CommentMenuButton comment={comment} block={block} />;

export default function Component() {
  const data = useLoaderData<typeof loader>();
  const t = useT();
  if (data.visitor) {
    return (
      <section className="mx-auto w-full max-w-5xl px-4 py-8">
        <TipPreviewCard
          tip={data.tip}
          preview={data.preview}
          // The months where this reader gardens (their browser's hemisphere), as a member's strip says.
          season={
            <ClientOnly fallback={<StripSkeleton />}>
              <MonthStrip
                months={data.tip.months}
                authorHemisphere={data.tip.hemisphere}
                reader={browserHemisphere()}
              />
            </ClientOnly>
          }
        />
        <SolvedEvidence solved={data.solved} plantType={data.tip.plantType} />
      </section>
    );
  }
  const { tip, comments, trials, planItem, hemisphere, memberUid, verified, solved } = data;
  const addToPlan = (tipId: string, item: ComponentProps<typeof AddToPlan>['item']) => (
    <AddToPlan tipId={tipId} item={item} blockedReason={verified ? null : t('season.verifyToRemind')} />
  );
  return (
    <section className="mx-auto w-full max-w-5xl px-4 py-8">
      <Suspense
        fallback={
          <>
            <PageTitle title={t('tip.pageTitle')} />
            <TipDetailsSkeleton />
          </>
        }
      >
        <Await resolve={tip}>
          {(loaded) => (
            <>
              <TipDetailsCard
                key={loaded._id}
                tip={loaded}
                likeBlocked={verified ? null : t('messages.verifyToWrite')}
                // The server read the tip as the member: their own tip hidden by moderators says so,
                // someone else's has the menu to report it (the API refuses a report of one's own).
                notice={loaded.moderation && <ModerationNotice mark={loaded.moderation} />}
                menu={
                  loaded.mine !== true && <ReportMenu target={{ kind: 'tip', id: loaded._id }} className="ml-auto" />
                }
              >
                <ClientOnly fallback={<SeasonSkeleton />}>
                  <TipSeason tip={loaded} hemisphere={hemisphere} />
                </ClientOnly>
                <PlanCounts tip={loaded} />
                {/* The button at once; whether the tip is in the plan once the plan is read. */}
                <Suspense fallback={addToPlan(loaded._id, undefined)}>
                  <Await resolve={planItem}>{(item) => addToPlan(loaded._id, item)}</Await>
                </Suspense>
              </TipDetailsCard>
              <SolvedEvidence solved={solved} plantType={loaded.plantType} />
              <TipConversation
                key={loaded._id}
                tip={loaded}
                comments={comments}
                trials={trials}
                memberUid={memberUid}
                verified={verified}
                commentMenu={commentMenu}
              />
            </>
          )}
        </Await>
      </Suspense>
    </section>
  );
}

// Below the card, and each with a library of its own (the comments' and "I tried this" forms
// bring conform, the draft and the photo picker; the season strip the reminders): they load
// after the page's own JavaScript (issue 34), still in the server's HTML.
const TipConversation = onDemand<ComponentProps<typeof TipConversationNow>>(() =>
  import('../features/conversation/components/tip-conversation').then((module) => module.TipConversation),
);
// A visitor's strip: the chunk the member's season block loads too.
const MonthStrip = onDemand<ComponentProps<typeof MonthStripNow>>(
  () => import('../features/seasons/components/month-strip').then((module) => module.MonthStrip),
  <StripSkeleton />,
);
const TipSeason = onDemand<ComponentProps<typeof TipSeasonNow>>(
  () => import('../features/seasons/components/tip-season').then((module) => module.TipSeason),
  <SeasonSkeleton />,
);

export { RouteErrorBoundary as ErrorBoundary } from '../components/ui/route-error';

export { loader };
