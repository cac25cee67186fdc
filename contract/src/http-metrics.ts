// What /metrics says about HTTP on the API and on the site's host alike
// (`@green-circle/contract/http-metrics`, Node only): Node's process metrics, the requests answered
// and their durations by method, one label of the host's own (the API: the route template; the
// site's host: what answered) and status class, requests in flight and open connections. Each host
// adds its own series to the registry; who may read them is metrics-access.ts's business.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import { answerMetrics } from './metrics-access';

export const statusClass = (status: number) => `${Math.floor(status / 100)}xx`;

export function createHttpMetrics<Label extends string, Req extends IncomingMessage, Res extends ServerResponse>({
  label,
  labelOf,
  token,
}: {
  /** The host's own label: `route` on the API, `answered_by` on the site's host. */
  label: Label;
  /** Its value for an answered request (never the address asked for: no id or e-mail in a label). */
  labelOf: (req: Req, res: Res) => string;
  /** METRICS_TOKEN: a scraper elsewhere sends it as a bearer token. */
  token: string | undefined;
}) {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const labelNames = ['method', label, 'status_class'];
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
  const inFlight = new Gauge({
    name: 'http_requests_in_flight',
    help: 'Requests not answered yet',
    registers: [registry],
  });
  const connections = new Gauge({
    name: 'http_open_connections',
    help: 'Open connections that have carried a request',
    registers: [registry],
  });
  const seen = new WeakSet<object>();

  /** Counts every request once its answer is sent (first in the chain, so 4xx of early guards count too). */
  const count = (req: Req, res: Res, next: () => void) => {
    const end = durations.startTimer();
    inFlight.inc();
    res.once('close', () => inFlight.dec());
    if (!seen.has(req.socket)) {
      seen.add(req.socket);
      connections.inc();
      req.socket.once('close', () => connections.dec());
    }
    res.once('finish', () => {
      const labels = {
        method: req.method ?? '',
        [label]: labelOf(req, res),
        status_class: statusClass(res.statusCode),
      };
      requests.inc(labels);
      end(labels);
    });
    next();
  };

  const serve = (req: IncomingMessage, res: ServerResponse) => answerMetrics(req, res, token, registry);

  return { registry, count, serve };
}
