import { data } from 'react-router';
import { listTipsPage, type MoreTips } from '../lib/list-tips';
import { apiFor } from '../lib/api.server';
import type { Route } from './+types/tips-page';

/** An earlier page's nextPage as the browser hands it back: only the API's tips list. */
function tipsPath(asked: string | null): string | null {
  if (!asked) return null;
  // URL.parse: a value no URL can be made of (`http://[`) is refused like any other, not a 500.
  const url = URL.parse(asked, 'http://api.invalid');
  return url?.origin === 'http://api.invalid' && url.pathname === '/gardenTips' ? `${url.pathname}${url.search}` : null;
}

/**
 * GET ?from=<a list's nextPage>: the next page of tips for Browse, a gardener's or a plant's tips,
 * All Garden Tips and Liked Tips, read as the session's member (or a visitor). A failure is an
 * answer, not an error: the list says it and offers Load more again.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const from = new URL(request.url).searchParams.get('from') ?? '';
  const path = tipsPath(from);
  if (!path) return data<MoreTips>({ from, page: null }, { status: 400 });
  try {
    return { from, page: await listTipsPage(apiFor(context), path, request.signal) } satisfies MoreTips;
  } catch {
    return data<MoreTips>({ from, page: null }, { status: 502 });
  }
}
