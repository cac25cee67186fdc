import type { GardenerProfile } from '@green-circle/contract';
import { LIMITS } from '@green-circle/contract/constants';
import { PEOPLE_MESSAGES } from '@green-circle/contract/messages';
import { useState } from 'react';
import { useLoaderData, type LoaderFunctionArgs, type MetaFunction } from 'react-router';
import { PageTitle } from '../components/ui/page-title';
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
import { listTips, type TipPage } from '../lib/list-tips';
import { apiFor } from '../lib/api.server';

export { RouteErrorBoundary as ErrorBoundary } from '../components/ui/route-error';

/** The picture a shared link previews with when the gardener has no photo. */
const DEFAULT_PREVIEW_IMAGE = '/images/avatar-default.svg';

async function loader({ request, params, context }: LoaderFunctionArgs) {
  const authorId = params.authorId ?? '';
  const api = apiFor(context);
  const [gardener, firstPage] = await Promise.all([
    getGardener(api, authorId, request.signal).catch(toRouteError),
    listTips(api, { author: authorId, limit: LIMITS.pageDefault }, request.signal),
  ]);
  // Share previews need absolute addresses; the page's own origin, on the server as in the browser.
  return { gardener, firstPage, origin: new URL(request.url).origin };
}

const descriptionOf = (gardener: GardenerProfile) =>
  gardener.bio || `${gardener.displayName} shares gardening tips on Green Circle: ${gardener.counts.tips} so far.`;

/**
 * A shared link's preview (og: and twitter: tags), in the HTML the server sends: crawlers run no
 * JavaScript. Absolute addresses, built on the page's own origin. The title and description are
 * PageTitle's, as on every page.
 */
export const meta: MetaFunction<typeof loader> = ({ data }) => {
  if (!data) return [];
  const { gardener, origin } = data;
  return [
    { property: 'og:type', content: 'profile' },
    { property: 'og:title', content: `${gardener.displayName} | Green Circle` },
    { property: 'og:description', content: descriptionOf(gardener) },
    { property: 'og:image', content: new URL(gardener.photoURL || DEFAULT_PREVIEW_IMAGE, origin).href },
    { property: 'og:url', content: new URL(`/gardeners/${gardener.authorId}`, origin).href },
    { name: 'twitter:card', content: 'summary' },
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

export default function Component() {
  const { gardener, firstPage } = useLoaderData<typeof loader>();
  const { member } = useAuth();
  const [followers, setFollowers] = useState(gardener.counts.followers);
  const [counted, setCounted] = useState(gardener);
  if (counted !== gardener) {
    setCounted(gardener);
    setFollowers(gardener.counts.followers);
  }
  return (
    <section className="mx-auto max-w-5xl space-y-8 px-4 py-10">
      <PageTitle title={gardener.displayName} description={descriptionOf(gardener)} />
      <GardenerHeader
        gardener={gardener}
        followers={followers}
        action={
          <div className="flex flex-wrap items-center gap-2">
            <FollowButton authorId={gardener.authorId} onChange={(delta) => setFollowers((count) => count + delta)} />
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
