import { env } from './env';

/**
 * An absolute address on the site: always on its configured public address (PUBLIC_SITE_URL),
 * never on the Host a request came with (a forged Host must not reach a share preview). A path is
 * read as a path even when a request's begins `//` or `/\` (`//evil.example` would otherwise be
 * another site's address in the page's canonical link, and `//[` no address at all).
 */
export const siteUrl = (path: string) => new URL(path.replace(/^[/\\]+/, '/'), env.PUBLIC_SITE_URL).href;
