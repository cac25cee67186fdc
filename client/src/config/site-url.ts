import { env } from './env';

/**
 * An absolute address on the site: always on its configured public address (PUBLIC_SITE_URL),
 * never on the Host a request came with (a forged Host must not reach a share preview).
 */
export const siteUrl = (path: string) => new URL(path, env.PUBLIC_SITE_URL).href;
