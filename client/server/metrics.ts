// /metrics on the site's host, in Prometheus' text format (prom-client): its requests by what
// answered them (a page, a page's data, a static file, the API pictures it passes on) and status
// class, with their durations, open connections, and Node's process metrics. A page's own route
// template is React Router's business, so pages are one kind here; the API's has the templates.
// Readable only as @green-circle/contract/metrics-access allows; anyone else gets its 401 or 403.
import type { RequestHandler, Response } from 'express';
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import { answerMetrics } from '@green-circle/contract/metrics-access';

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

  const connections = new Gauge({
    name: 'http_open_connections',
    help: 'Open connections that have carried a request',
    registers: [registry],
  });
  const seen = new WeakSet<object>();

  const count: RequestHandler = (req, res, next) => {
    const end = durations.startTimer();
    if (!seen.has(req.socket)) {
      seen.add(req.socket);
      connections.inc();
      req.socket.once('close', () => connections.dec());
    }
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

  const serve: RequestHandler = (req, res) => {
    answeredBy(res, 'metrics');
    return answerMetrics(req, res, token, registry);
  };

  return { count, serve };
}
