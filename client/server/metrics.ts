// /metrics on the site's host, in Prometheus' text format (prom-client): its requests by what
// answered them (a page, a page's data, a static file, the API pictures it passes on) and status
// class, with their durations, and Node's process metrics. A page's own route template is React
// Router's business, so pages are one kind here; the API's /metrics has the route templates.
// Readable only as @green-circle/contract/metrics-access allows; anyone else gets the 404 page.
import type { RequestHandler, Response } from 'express';
import { Counter, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import { metricsAllowed } from '@green-circle/contract/metrics-access';

export type AnsweredBy = 'page' | 'page data' | 'static file' | 'missing file' | 'api proxy' | 'bad host' | 'metrics';

/** Says which part answers, for the request's label; what sets nothing was a static file (sirv). */
export const answeredBy = (res: Response, by: AnsweredBy) => void (res.locals.answeredBy = by);

export function createHostMetrics(token: string | undefined) {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const labelNames = ['method', 'answered_by', 'status_class'] as const;
  const requests = new Counter({
    name: 'http_requests_total',
    help: 'Requests answered',
    labelNames,
    registers: [registry],
  });
  const durations = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time from a request’s arrival to its answer’s end',
    labelNames,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });

  const count: RequestHandler = (req, res, next) => {
    const end = durations.startTimer();
    res.once('finish', () => {
      const labels = {
        method: req.method,
        answered_by: (res.locals.answeredBy as AnsweredBy | undefined) ?? 'static file',
        status_class: `${Math.floor(res.statusCode / 100)}xx`,
      };
      requests.inc(labels);
      end(labels);
    });
    next();
  };

  const serve: RequestHandler = async (req, res, next) => {
    if (!metricsAllowed({ remoteAddress: req.socket.remoteAddress, headers: req.headers }, token)) return next();
    answeredBy(res, 'metrics');
    res.setHeader('Cache-Control', 'no-store');
    res.type(registry.contentType).send(await registry.metrics());
  };

  return { count, serve };
}
