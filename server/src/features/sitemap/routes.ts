import { Router } from 'express';
import { z } from 'zod';
import { AppError } from '../../http/errors';
import { validate } from '../../http/validate';
import type { Store } from '../../store/store';
import type { AuthorIds } from '../tips';
import type { Clock } from '../../clock';

export interface SitemapOptions {
  /** The site's public address (configured, never the Host header): every address is built on it. */
  siteUrl: string;
  /** Addresses per file; past it /sitemap.xml is an index of /sitemap.xml?page=n (the protocol's limit is 50,000). */
  maxUrls?: number;
}

interface Entry {
  loc: string;
  lastmod?: string;
}

const PAGE = 5000;
const STATIC_PAGES = ['/', '/browserTips', '/explore', '/plants', '/terms', '/policy'];
const escapeXml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c]!);
const XML_HEAD = '<?xml version="1.0" encoding="UTF-8"?>\n';
const NS = 'xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"';

/**
 * sitemap.xml for search engines: the public pages, every tip anyone may read (Public, not
 * hidden by moderators, its author not suspended), the plant pages with such tips and the
 * pages of those tips' gardeners. Read from the store at each request, so it follows changes.
 */
export function sitemapRoutes(store: Store, authorIds: AuthorIds, options: SitemapOptions, clock: Clock): Router {
  const router = Router();
  const site = options.siteUrl.replace(/\/+$/, '');
  const maxUrls = options.maxUrls ?? 50_000;

  const entries = async (): Promise<Entry[]> => {
    const now = clock.now().toISOString();
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
    const plantSlugs = new Set<string>();
    for (let after: string | null = null; ;) {
      const page = await store.sitemapTips(after, PAGE);
      for (const tip of page) {
        if (await suspended(tip.authorUid)) continue;
        authors.add(tip.authorUid);
        if (tip.plantSlug) plantSlugs.add(tip.plantSlug);
        tips.push({ loc: `${site}/tipDetails/${tip.id}`, lastmod: tip.updatedAt });
      }
      if (page.length < PAGE) break;
      after = page[page.length - 1]!.id;
    }
    // Answered questions anyone may read (issue 57): not hidden by moderators, the asker not suspended.
    const questions: Entry[] = [];
    for (let cursor: string | undefined; ;) {
      const page = await store.listQuestions({ status: 'answered', includeHiddenOf: null }, { limit: PAGE, cursor });
      for (const question of page.items) {
        if (await suspended(question.authorUid)) continue;
        questions.push({ loc: `${site}/questions/${question._id}`, lastmod: question.editedAt ?? question.createdAt });
      }
      if (page.nextCursor === null) break;
      cursor = page.nextCursor;
    }
    const plants = [...plantSlugs].sort().map((slug) => ({ loc: `${site}/plants/${slug}` }));
    const gardeners = [...authors].map((uid) => ({ loc: `${site}/gardeners/${authorIds(uid)}` }));
    return [
      ...STATIC_PAGES.map((p) => ({ loc: `${site}${p === '/' ? '' : p}` })),
      ...plants,
      ...gardeners,
      ...tips,
      ...questions,
    ];
  };

  const urlset = (list: Entry[]) =>
    `${XML_HEAD}<urlset ${NS}>\n` +
    list
      .map((e) => `<url><loc>${escapeXml(e.loc)}</loc>${e.lastmod ? `<lastmod>${e.lastmod}</lastmod>` : ''}</url>\n`)
      .join('') +
    '</urlset>\n';

  /** ?page=n: the n-th file once the addresses are split (an index lists them); without it the whole map or the index. */
  const query = z.strictObject({ page: z.coerce.number().int().min(1).max(100_000).optional() });

  router.get('/sitemap.xml', validate({ query }), async (req, res) => {
    const list = await entries();
    const files = Math.ceil(list.length / maxUrls);
    const { page } = req.query;
    res.type('application/xml');
    if (page !== undefined) {
      if (files < 2 || page > files) throw new AppError(404, 'There is no sitemap file by that number');
      return res.send(urlset(list.slice((page - 1) * maxUrls, page * maxUrls)));
    }
    if (files < 2) return res.send(urlset(list));
    res.send(
      `${XML_HEAD}<sitemapindex ${NS}>\n` +
        Array.from(
          { length: files },
          (_, i) => `<sitemap><loc>${site}/sitemap.xml?page=${i + 1}</loc></sitemap>\n`,
        ).join('') +
        '</sitemapindex>\n',
    );
  });

  return router;
}
