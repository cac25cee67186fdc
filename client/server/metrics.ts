// /metrics on the site's host, in Prometheus' text format (@green-circle/contract/http-metrics, as
// on the API): its requests by what answered them (a page, a page's data, a static file, the API
// pictures it passes on) and status class, with their durations, requests in flight, open
// connections, and Node's process metrics. A page's own route template is React Router's
// business, so pages are one kind here; the API's has the templates. Readable only as
// @green-circle/contract/metrics-access allows; anyone else gets its 401 or 403.
import type { Request, RequestHandler, Response } from 'express';
import { createHttpMetrics } from '@green-circle/contract/http-metrics';

export type AnsweredBy = 'page' | 'page data' | 'static file' | 'missing file' | 'api proxy' | 'bad host' | 'metrics';

/** Says which part answers, for the request's label; what sets nothing was a static file (sirv). */
export const answeredBy = (res: Response, by: AnsweredBy) => void (res.locals.answeredBy = by);

export function createHostMetrics(token: string | undefined) {
  const { count, serve } = createHttpMetrics({
    label: 'answered_by',
    labelOf: (_req: Request, res: Response) => (res.locals.answeredBy as AnsweredBy | undefined) ?? 'static file',
    token,
  });
  const serveHere: RequestHandler = (req, res) => {
    answeredBy(res, 'metrics');
    return serve(req, res);
  };
  return { count: count as RequestHandler, serve: serveHere };
}
