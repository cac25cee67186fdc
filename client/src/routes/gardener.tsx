import type { GardenerProfile, Question } from '@green-circle/contract';
import { LIMITS } from '@green-circle/contract/constants';
import { Link, useFetchers, useLoaderData } from 'react-router';
import { PageTitle } from '../components/ui/page-title';
import { TitledSection } from '../components/ui/titled-section';
import { PREVIEW_IMAGE, paths } from '../config/paths';
import { siteUrl } from '../config/site-url';
import { canonicalLink } from '../i18n/canonical';
import { requireUser } from '../features/auth/require-user';
import { setFollowing } from '../features/people/api/follow';
import { getGardener } from '../features/people/api/get-gardener';
import { listQuestions } from '../features/questions/api/questions';
import { QuestionList } from '../features/questions/components/question-list';
import { FollowButton } from '../features/people/components/follow-button';
import { GardenerHeader } from '../features/people/components/gardener-header';
import { BlockButton } from '../features/safety/components/block-button';
import { ReportMenu } from '../features/safety/components/report-menu';
import { useAuth } from '../lib/auth-provider';
import { LoadMore } from '../features/tips/components/load-more';
import { TipCardGrid } from '../features/tips/components/tip-card-grid';
import { toRouteError } from '../features/tips/lib/route-error';
import { useTipPages } from '../features/tips/lib/use-tip-pages';
import { done, formOf, refuseCrossSite } from '../lib/action.server';
import { doneWithToast } from '../lib/toast.server';
import { listTips, type TipPage } from '../lib/list-tips';
import { apiFor } from '../lib/api.server';
import { memberContext } from '../lib/request-context';
import { listBlocks } from '../features/safety/api/safety-api';
import { blockAction } from '../features/safety/lib/block-action.server';
import { serverI18n } from '../i18n/catalogue.server';
import { useT } from '../i18n/i18n';
import { languageContext } from '../i18n/language.server';
import type { Route } from './+types/gardener';

export { RouteErrorBoundary as ErrorBoundary } from '../components/ui/route-error';

/** How many of their questions, and of the questions they solved, the page shows (newest first). */
const QUESTIONS_SHOWN = 10;

async function loader({ request, params, context }: Route.LoaderArgs) {
  const authorId = params.authorId ?? '';
  const api = apiFor(context);
  // Their questions and the questions their answer solved (issue 57): null when the API could not say.
  const questionsOf = (query: { author: string } | { solvedBy: string }) =>
    listQuestions(api, { ...query, limit: QUESTIONS_SHOWN }).catch(() => null);
  const [gardener, firstPage, questionsAsked, questionsSolved] = await Promise.all([
    getGardener(api, authorId, request.signal).catch(toRouteError),
    listTips(api, { author: authorId, limit: LIMITS.pageDefault }, request.signal),
    questionsOf({ author: authorId }),
    questionsOf({ solvedBy: authorId }),
  ]);
  // Whom the member blocks is theirs alone: read for a member only, without holding the page.
  const blocked = context.get(memberContext)
    ? listBlocks(api).then((list) => list.some((person) => person.authorId === authorId))
    : null;
  blocked?.catch(() => {});
  // The page's description (its preview's too) in the request's language; a bio as its author wrote it.
  const description = descriptionOf(gardener, serverI18n(context.get(languageContext)));
  return { gardener, firstPage, blocked, description, questionsAsked, questionsSolved };
}

const descriptionOf = (gardener: GardenerProfile, i18n: ReturnType<typeof serverI18n>) =>
  gardener.bio || i18n._('gardener.description', { name: gardener.displayName, n: gardener.counts.tips });

/**
 * A shared link's preview (og: and twitter: tags), in the HTML the server sends: crawlers run no
 * JavaScript. Absolute addresses on the site's public address; the picture is the API's 1200×630
 * card of the gardener. The title and description are PageTitle's, as on every page.
 */
export const meta: Route.MetaFunction = ({ data, matches }) => {
  if (!data) return [];
  const { gardener, description } = data;
  const url = siteUrl(paths.gardener(gardener.authorId));
  const image = siteUrl(paths.gardenerPreviewImage(gardener.authorId));
  return [
    canonicalLink(url, matches),
    { property: 'og:type', content: 'profile' },
    { property: 'og:title', content: `${gardener.displayName} | Green Circle` },
    { property: 'og:description', content: description },
    { property: 'og:image', content: image },
    { property: 'og:image:type', content: 'image/jpeg' },
    { property: 'og:image:width', content: String(PREVIEW_IMAGE.width) },
    { property: 'og:image:height', content: String(PREVIEW_IMAGE.height) },
    { property: 'og:url', content: url },
    { name: 'twitter:card', content: 'summary_large_image' },
    { name: 'twitter:image', content: image },
  ];
};

function GardenerTips({ firstPage }: { firstPage: TipPage }) {
  const t = useT();
  const pages = useTipPages(firstPage);
  if (pages.tips.length === 0) return <p className="py-6 text-center">{t('people.noGardenerTips')}</p>;
  return (
    <div className="space-y-4">
      <TipCardGrid tips={pages.tips} />
      <LoadMore pages={pages} />
    </div>
  );
}

/**
 * One of the question sections: the newest few, or that they could not be read; when there are
 * more, "See all" leads to the whole list (/questions?author= or ?solvedBy=, by their public id).
 */
function GardenerQuestions({
  title,
  list,
  empty,
  all,
}: {
  title: string;
  list: { questions: Question[]; total: number } | null;
  empty: string;
  all: { to: string; label: string };
}) {
  const t = useT();
  return (
    <TitledSection title={title} className="space-y-3" headingClassName="text-2xl font-bold">
      {list === null ? (
        <p className="opacity-80">{t('people.gardenerQuestionsFailed')}</p>
      ) : (
        <>
          <QuestionList questions={list.questions} empty={empty} />
          {list.total > list.questions.length && (
            <p>
              <Link to={all.to} className="link">
                {all.label}
              </Link>
            </p>
          )}
        </>
      )}
    </TitledSection>
  );
}

/**
 * Follow or unfollow the gardener, or block or unblock them, as the session's member, on the
 * server. A fetcher hears how it went (the loader then reads the counts again); a plain POST
 * (before the page's JavaScript runs) gets the page again.
 */
export async function action({ request, params, context }: Route.ActionArgs) {
  refuseCrossSite(request);
  requireUser(request, context);
  const intent = (await formOf(request)).get('intent');
  if (intent === 'block' || intent === 'unblock')
    return blockAction(apiFor(context), request, intent, params.authorId ?? '');
  const following = intent === 'follow';
  try {
    await setFollowing(apiFor(context), params.authorId ?? '', following);
    return done(request, { following });
  } catch {
    return doneWithToast<{ following?: boolean }>(request, {}, { kind: 'error', message: 'people.followFailed' });
  }
}

export default function Component() {
  const { gardener, firstPage, blocked, description, questionsAsked, questionsSolved } = useLoaderData<typeof loader>();
  const t = useT();
  const { member } = useAuth();
  // While a follow is on its way the count shows it; then the loader's counts (read again) stand.
  const asked = useFetchers()
    .map((fetcher) => fetcher.formData?.get('intent'))
    .find((intent) => intent === 'follow' || intent === 'unfollow');
  const followedBefore = gardener.followedByMe === true;
  const change = asked === undefined || (asked === 'follow') === followedBefore ? 0 : asked === 'follow' ? 1 : -1;
  const followers = gardener.counts.followers + change;
  return (
    <section className="mx-auto max-w-5xl space-y-8 px-4 py-10">
      <PageTitle title={gardener.displayName} description={description} />
      <GardenerHeader
        gardener={gardener}
        followers={followers}
        action={
          <div className="flex flex-wrap items-center gap-2">
            <FollowButton following={member ? gardener.followedByMe === true : null} self={gardener.self === true} />
            {/* A member may block or report the gardener (their own page offers neither). */}
            {member && gardener.self !== true && (
              <>
                {blocked && <BlockButton blocked={blocked} />}
                <ReportMenu target={{ kind: 'gardener', id: gardener.authorId }} />
              </>
            )}
          </div>
        }
      />
      <TitledSection
        title={t('people.gardenerTipsHeading')}
        className="space-y-4"
        headingClassName="text-2xl font-bold"
      >
        <GardenerTips firstPage={firstPage} />
      </TitledSection>
      <GardenerQuestions
        title={t('people.gardenerQuestionsHeading')}
        list={questionsAsked}
        empty={t('people.noGardenerQuestions')}
        all={{
          to: `/questions?author=${gardener.authorId}`,
          label: t('questions.seeAllAsked', { count: questionsAsked?.total ?? 0 }),
        }}
      />
      <GardenerQuestions
        title={t('people.gardenerSolvedHeading')}
        list={questionsSolved}
        empty={t('people.noGardenerSolved')}
        all={{
          to: `/questions?solvedBy=${gardener.authorId}`,
          label: t('questions.seeAllSolved', { count: questionsSolved?.total ?? 0 }),
        }}
      />
    </section>
  );
}

export { loader };
