import type { GardenerProfile } from '@green-circle/contract';
import { LIMITS } from '@green-circle/contract/constants';
import { PEOPLE_MESSAGES } from '@green-circle/contract/messages';
import {
  useFetchers,
  useLoaderData,
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
  type MetaFunction,
} from 'react-router';
import { PageTitle } from '../components/ui/page-title';
import { PREVIEW_IMAGE, paths } from '../config/paths';
import { siteUrl } from '../config/site-url';
import { requireUser } from '../features/auth/require-user';
import { setFollowing } from '../features/people/api/follow';
import { getGardener } from '../features/people/api/get-gardener';
import { FollowButton } from '../features/people/components/follow-button';
import { GardenerHeader } from '../features/people/components/gardener-header';
import { BlockButton } from '../features/safety/components/block-button';
import { ReportMenu } from '../features/safety/components/report-menu';
import { useAuth } from '../lib/auth-provider';
import { LoadMore } from '../features/tips/components/load-more';
import { TipCardGrid } from '../features/tips/components/tip-card-grid';
import { toRouteError } from '../features/tips/lib/route-error';
import { useTipPages } from '../features/tips/lib/use-tip-pages';
import { done, refuseCrossSite } from '../lib/action.server';
import { listTips, type TipPage } from '../lib/list-tips';
import { apiFor } from '../lib/api.server';

export { RouteErrorBoundary as ErrorBoundary } from '../components/ui/route-error';

async function loader({ request, params, context }: LoaderFunctionArgs) {
  const authorId = params.authorId ?? '';
  const api = apiFor(context);
  const [gardener, firstPage] = await Promise.all([
    getGardener(api, authorId, request.signal).catch(toRouteError),
    listTips(api, { author: authorId, limit: LIMITS.pageDefault }, request.signal),
  ]);
  return { gardener, firstPage };
}

const descriptionOf = (gardener: GardenerProfile) =>
  gardener.bio || `${gardener.displayName} shares gardening tips on Green Circle: ${gardener.counts.tips} so far.`;

/**
 * A shared link's preview (og: and twitter: tags), in the HTML the server sends: crawlers run no
 * JavaScript. Absolute addresses on the site's public address; the picture is the API's 1200×630
 * card of the gardener. The title and description are PageTitle's, as on every page.
 */
export const meta: MetaFunction<typeof loader> = ({ data }) => {
  if (!data) return [];
  const { gardener } = data;
  const url = siteUrl(paths.gardener(gardener.authorId));
  const image = siteUrl(paths.gardenerPreviewImage(gardener.authorId));
  return [
    { tagName: 'link', rel: 'canonical', href: url },
    { property: 'og:type', content: 'profile' },
    { property: 'og:title', content: `${gardener.displayName} | Green Circle` },
    { property: 'og:description', content: descriptionOf(gardener) },
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
  const pages = useTipPages(firstPage);
  if (pages.tips.length === 0) return <p className="py-6 text-center">{PEOPLE_MESSAGES.noGardenerTips}</p>;
  return (
    <div className="space-y-4">
      <TipCardGrid tips={pages.tips} />
      <LoadMore pages={pages} />
    </div>
  );
}

/**
 * Follow or unfollow the gardener, as the session's member, on the server. A fetcher hears
 * whether the reader follows now (the loader then reads the counts again); a plain POST (before
 * the page's JavaScript runs) gets the page again.
 */
export async function action({ request, params, context }: ActionFunctionArgs) {
  refuseCrossSite(request);
  requireUser(request, context);
  const following = (await request.formData()).get('intent') === 'follow';
  try {
    await setFollowing(apiFor(context), params.authorId ?? '', following);
    return done(request, { following });
  } catch {
    return done(request, { toast: { kind: 'error' as const, message: PEOPLE_MESSAGES.followFailed } });
  }
}

export default function Component() {
  const { gardener, firstPage } = useLoaderData<typeof loader>();
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
      <PageTitle title={gardener.displayName} description={descriptionOf(gardener)} />
      <GardenerHeader
        gardener={gardener}
        followers={followers}
        action={
          <div className="flex flex-wrap items-center gap-2">
            <FollowButton following={member ? gardener.followedByMe === true : null} self={gardener.self === true} />
            {/* A member may block or report the gardener (their own page offers neither). */}
            {member && gardener.self !== true && (
              <>
                <BlockButton authorId={gardener.authorId} />
                <ReportMenu target={{ kind: 'gardener', id: gardener.authorId }} />
              </>
            )}
          </div>
        }
      />
      <section aria-labelledby="gardener-tips" className="space-y-4">
        <h2 id="gardener-tips" className="text-2xl font-bold">
          {PEOPLE_MESSAGES.gardenerTipsHeading}
        </h2>
        <GardenerTips firstPage={firstPage} />
      </section>
    </section>
  );
}

export { loader };
