// The address `npm start` tells members to open: the site's public address (PUBLIC_SITE_URL),
// which every link the site makes (e-mails, previews, the sitemap) is built on, and where it
// is served on this machine when that is another host (a proxy or a name in DNS leads there).

/**
 * @param {string | undefined} publicSiteUrl PUBLIC_SITE_URL as configured (derived from CLIENT_PORT when unset)
 * @param {string} servedAt where the client host listens on this machine
 * @returns {{ open: string, servedHere: string | null }}
 */
export function siteAddress(publicSiteUrl, servedAt) {
  const site = URL.parse(publicSiteUrl ?? '');
  if (!site) return { open: servedAt, servedHere: null };
  const open = site.href.replace(/\/$/, '');
  return { open, servedHere: site.origin === new URL(servedAt).origin ? null : servedAt };
}
