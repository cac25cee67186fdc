import { paths } from '../../config/paths';

/**
 * Where to go after login or sign-up: the `from` query when it is a path of this site,
 * else home. Anything else ('//evil.example', 'https://…') could send members off-site.
 * Tabs, line breaks and other control characters are refused outright: URL parsing drops them, so
 * '/\t/evil.example' would turn into '//evil.example', which the router cannot navigate to
 * (the member would stay stuck on the login page) and a browser would treat as another site.
 */
export function redirectTarget(searchParams: URLSearchParams): string {
  const from = searchParams.get('from');
  // eslint-disable-next-line no-control-regex -- control characters are exactly what is refused
  if (!from || /[\u0000-\u001F\u007F]/.test(from)) return paths.home;
  if (!from.startsWith('/') || from.startsWith('//') || from.startsWith('/\\')) return paths.home;
  return from;
}
