import type { Response } from 'express';

const serialized = new WeakMap<object, string>();

/**
 * res.json, except that a frozen answer is serialized only once. The embedded store's read
 * cache hands out the same frozen page, tip or list until the data changes, so the busiest
 * reads (the first page of tips, the most liked) skip JSON.stringify on every repeat.
 */
export function sendJson(res: Response, body: unknown): void {
  if (body === null || typeof body !== 'object' || !Object.isFrozen(body)) {
    res.json(body);
    return;
  }
  let json = serialized.get(body);
  if (json === undefined) {
    json = JSON.stringify(body);
    serialized.set(body, json);
  }
  res.type('application/json').send(json);
}
