import { paths } from '#app/config/paths';
import { sitePath } from '#app/lib/site-path';

/**
 * Where to go after login or sign-up: the `from` query when it is a path of this site (normalised),
 * else home. Anything else ('//evil.example', 'https://…', '/.//evil.example') could send members
 * off-site; tabs, line breaks and other control characters are refused outright (lib/site-path.ts).
 */
export const redirectTarget = (searchParams: URLSearchParams): string => sitePath(searchParams.get('from'), paths.home);
