import type { Response } from 'express';

/**
 * A list page's headers: X-Total-Count (when the total is known) and a Link to the next page, which is
 * the address asked for with its cursor replaced by the next one (every other query word kept).
 */
export function setPageHeaders(
  req: { originalUrl: string },
  res: Response,
  { total, nextCursor }: { total: number | null; nextCursor: string | null | undefined },
): void {
  if (total !== null) res.set('X-Total-Count', String(total));
  if (nextCursor) res.links({ next: nextPageLink(req, nextCursor) });
}

/**
 * The address asked for, at the page `cursor` names, as a relative reference (RFC 8288 resolves it against
 * the request's URL): nothing of it comes from the Host header, so a forged Host can neither break it nor
 * point it elsewhere.
 */
export function nextPageLink(req: { originalUrl: string }, cursor: string): string {
  const at = req.originalUrl.indexOf('?');
  const path = at === -1 ? req.originalUrl : req.originalUrl.slice(0, at);
  const query = new URLSearchParams(at === -1 ? '' : req.originalUrl.slice(at + 1));
  query.set('cursor', cursor);
  return `${path}?${query}`;
}
