// /metrics in Prometheus' text format (prom-client): requests by route template and status
// class with their durations, requests in flight and open connections (contract/http-metrics, as on
// the site's host), the e-mail outbox's depth and lag, the image queue, the store's kind, the store's
// calls, and Node's process metrics. Readable only as
// @green-circle/contract/metrics-access allows; anyone else gets its 401 or 403.
import type { Request, RequestHandler } from 'express';
import { Gauge, Histogram } from 'prom-client';
import { createHttpMetrics } from '@green-circle/contract/http-metrics';
import type { Store } from '../store/store';

export interface MetricsOptions {
  /** METRICS_TOKEN: a scraper elsewhere sends it as a bearer token. */
  token?: string;
  storeKind: 'embedded' | 'mongodb';
}

/** The route's template (`/gardenTips/:id`), never the address asked for: ids and e-mails stay out of labels. */
export const routeTemplate = (req: Request): string => {
  const path = (req.route as { path?: unknown } | undefined)?.path;
  return typeof path === 'string' ? `${req.baseUrl}${path}` : 'unmatched';
};

export function createMetrics(store: Store, { token, storeKind }: MetricsOptions) {
  const { registry, count, serve } = createHttpMetrics({
    label: 'route',
    labelOf: (req: Request) => routeTemplate(req),
    token,
  });
  new Gauge({ name: 'gc_store_info', help: 'The store in use (1)', labelNames: ['kind'], registers: [registry] })
    .labels(storeKind)
    .set(1);
  new Gauge({
    name: 'gc_mail_outbox_emails',
    help: 'E-mails in the outbox by state (pending: waiting to be sent)',
    labelNames: ['state'],
    registers: [registry],
    async collect() {
      this.reset();
      const counts = await store.mailOutboxCounts().catch(() => null);
      if (counts) for (const [state, n] of Object.entries(counts)) this.labels(state).set(n);
    },
  });
  new Gauge({
    name: 'gc_mail_outbox_oldest_due_seconds',
    help: 'How long the longest-waiting due e-mail has waited past its due time (0: none waits)',
    registers: [registry],
    async collect() {
      this.reset();
      const now = new Date();
      const due = await store.mailOutboxOldestDue(now).then(
        (at) => (at === null ? 0 : Math.max(0, (now.getTime() - Date.parse(at)) / 1000)),
        () => null,
      );
      if (due !== null) this.set(due);
    },
  });

  let imageQueue: () => { busy: number; waiting: number } = () => ({ busy: 0, waiting: 0 });
  new Gauge({
    name: 'gc_image_queue_photos',
    help: 'Photos being processed (busy) and waiting for an image worker (waiting)',
    labelNames: ['state'],
    registers: [registry],
    collect() {
      const { busy, waiting } = imageQueue();
      this.labels('busy').set(busy);
      this.labels('waiting').set(waiting);
    },
  });

  const watchImageQueue = (depth: typeof imageQueue) => void (imageQueue = depth);

  const storeCalls = new Histogram({
    name: 'gc_store_call_duration_seconds',
    help: 'Time of each store call the routes make, by method (e.g. listTips), failed or not',
    labelNames: ['method', 'outcome'],
    buckets: [0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 1],
    registers: [registry],
  });
  /** The store with every call that returns a promise timed; its method names are the only labels. */
  const timedStore = <S extends object>(target: S): S =>
    new Proxy(target, {
      get(object, key, receiver) {
        const value = Reflect.get(object, key, receiver) as unknown;
        if (typeof value !== 'function' || typeof key !== 'string') return value;
        return (...args: unknown[]) => {
          // From before the call: the embedded store does its work synchronously inside it.
          const started = performance.now();
          const result = (value as (...a: unknown[]) => unknown).apply(object, args);
          if (!(result instanceof Promise)) return result;
          const end = (outcome: string) =>
            storeCalls.observe({ method: key, outcome }, (performance.now() - started) / 1000);
          return result.then(
            (answer: unknown) => (end('ok'), answer),
            (error: unknown) => {
              end('error');
              throw error;
            },
          );
        };
      },
    });
  return { count: count as RequestHandler, serve: serve as RequestHandler, watchImageQueue, timedStore };
}
