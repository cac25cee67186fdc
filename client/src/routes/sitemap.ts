import type { LoaderFunctionArgs } from 'react-router';
import { env } from '../config/env';

/**
 * /sitemap.xml on the site's own address, where search engines look for it: the API's map
 * (built on the configured public address), passed through as it is, ?page= included.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const page = new URL(request.url).searchParams.get('page');
  const url = new URL('/sitemap.xml', env.VITE_API_URL);
  if (page !== null) url.searchParams.set('page', page);
  const answer = await fetch(url, { signal: request.signal });
  return new Response(answer.body, {
    status: answer.status,
    headers: { 'Content-Type': answer.headers.get('Content-Type') ?? 'application/xml' },
  });
}
