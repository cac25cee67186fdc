import { paths } from '../../config/paths';

/**
 * Where to go after login or sign-up: the `from` query when it is a path of this site,
 * else home. Anything else ('//evil.example', 'https://…') could send members off-site.
 */
export function redirectTarget(searchParams: URLSearchParams): string {
  const from = searchParams.get('from');
  if (!from || !from.startsWith('/') || from.startsWith('//') || from.startsWith('/\\')) return paths.home;
  return from;
}
