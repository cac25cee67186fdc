import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/helpers/app';
import { expectProblem } from '../../test/helpers/fixtures';

let t: TestApp;

beforeAll(() => {
  t = buildTestApp();
});
afterAll(() => t.close());

describe('GET /health and GET /ready', () => {
  it('answers 200 while the store is reachable', async () => {
    expect((await request(t.app).get('/health')).body).toEqual({ status: 'ok' });
    expect((await request(t.app).get('/ready')).body).toEqual({ status: 'ready' });
  });

  it('answers /ready with a 503 problem once the store is gone, /health still 200', async () => {
    const broken = buildTestApp();
    await broken.store.close();
    try {
      expectProblem(await request(broken.app).get('/ready'), 503);
      expect((await request(broken.app).get('/health')).status).toBe(200);
      // Not an error of the API: a poller of /ready must not bury the store's own reason in the log.
      expect(broken.takeServerErrors()).toEqual([]);
    } finally {
      await broken.close();
    }
  });
});
