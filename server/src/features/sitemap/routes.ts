import { Router } from 'express';
import { z } from 'zod';
import { AppError } from '../../http/errors';
import { validate } from '../../http/validate';
import type { Store } from '../../store/store';
import type { AuthorIds } from '../tips/public-view';

export interface SitemapOptions {
  /** The site's public address (configured, never the Host header): every address is built on it. */
  siteUrl: string;
  /** Addresses per file; past it /sitemap.xml is an index of /sitemap-{n}.xml (the protocol's limit is 50,000). */
  maxUrls?: number;
}

interface Entry {
  loc: string;
  lastmod?: string;
}

const PAGE = 5000;
const STATIC_PAGES = ['/', '/browserTips', '/explore', '/plants'];
const escapeXml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c]!);
const XML_HEAD = '<?xml version="1.0" encoding="UTF-8"?>\n';
const NS = 'xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"';

/**
 * sitemap.xml for search engines: the public pages, every tip anyone may read (Public, not
 * hidden by moderators, its author not suspended), the plant pages with such tips and the
 * pages of those tips' gardeners. Read from the store at each request, so it follows changes.
 */
export function sitemapRoutes(store: Store, authorIds: AuthorIds, options: SitemapOptions): Router {
  const router = Router();
  const site = options.siteUrl.replace(/\/+$/, '');
  const maxUrls = options.maxUrls ?? 50_000;

  const entries = async (): Promise<Entry[]> => {
    const now = new Date().toISOString();
    const standing = new Map<string, boolean>();
    const suspended = async (uid: string) => {
      let answer = standing.get(uid);
      if (answer === undefined) {
        const { suspendedUntil } = await store.memberStanding(uid);
        answer = suspendedUntil !== null && suspendedUntil > now;
        standing.set(uid, answer);
      }
      return answer;
    };
    const tips: Entry[] = [];
    const authors = new Set<string>();
    for (let after: string | null = null; ;) {
      const page = await store.sitemapTips(after, PAGE);
      for (const tip of page) {
        if (await suspended(tip.authorUid)) continue;
        authors.add(tip.authorUid);
        tips.push({ loc: `${site}/tipDetails/${tip.id}`, lastmod: tip.updatedAt });
      }
      if (page.length < PAGE) break;
      after = page[page.length - 1]!.id;
    }
    const plants = [...(await store.plantTipCounts()).keys()].sort().map((slug) => ({ loc: `${site}/plants/${slug}` }));
    const gardeners = [...authors].map((uid) => ({ loc: `${site}/gardeners/${authorIds(uid)}` }));
    return [...STATIC_PAGES.map((p) => ({ loc: `${site}${p === '/' ? '' : p}` })), ...plants, ...gardeners, ...tips];
  };

  const urlset = (list: Entry[]) =>
    `${XML_HEAD}<urlset ${NS}>\n` +
    list
      .map((e) => `<url><loc>${escapeXml(e.loc)}</loc>${e.lastmod ? `<lastmod>${e.lastmod}</lastmod>` : ''}</url>\n`)
      .join('') +
    '</urlset>\n';

  router.get('/sitemap.xml', async (_req, res) => {
    const list = await entries();
    res.type('application/xml');
    if (list.length <= maxUrls) return res.send(urlset(list));
    const files = Math.ceil(list.length / maxUrls);
    res.send(
      `${XML_HEAD}<sitemapindex ${NS}>\n` +
        Array.from({ length: files }, (_, i) => `<sitemap><loc>${site}/sitemap-${i + 1}.xml</loc></sitemap>\n`).join(
          '',
        ) +
        '</sitemapindex>\n',
    );
  });

  router.get(
    '/sitemap-:n.xml',
    validate({ params: z.object({ n: z.coerce.number().int().min(1).max(100_000) }) }),
    async (req, res) => {
      const n = req.params.n as unknown as number;
      const list = await entries();
      const chunk = list.length > maxUrls ? list.slice((n - 1) * maxUrls, n * maxUrls) : [];
      if (chunk.length === 0) throw new AppError(404, 'There is no sitemap file by that number');
      res.type('application/xml').send(urlset(chunk));
    },
  );

  return router;
}
