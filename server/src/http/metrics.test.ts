import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { METRICS_REFUSALS, metricsAccess } from '@green-circle/contract/metrics-access';
import { buildTestApp, type TestApp } from '../../test/helpers/app';
import { tipInput } from '../../test/helpers/fixtures';
import { bearer, createMember, type Member } from '../../test/helpers/members';

const TOKEN = 'a-metrics-token-of-32-characters';
let t: TestApp;
let member: Member;
let tipId: string;
beforeAll(async () => {
  t = buildTestApp({ metricsToken: TOKEN });
  member = await createMember();
  await request(t.app)
    .post('/users')
    .set(bearer(member))
    .send({ name: `Metric ${member.uid.slice(0, 8)}`, email: member.email });
  tipId = (await request(t.app).post('/gardenTips').set(bearer(member)).send(tipInput())).body.insertedId as string;
});
afterAll(() => t.close());

const scrape = async () => {
  const res = await request(t.app).get('/metrics');
  expect(res.status).toBe(200);
  expect(res.headers['content-type']).toContain('text/plain; version=0.0.4');
  return res.text;
};
/** The value of the series with exactly these labels, or 0 when it is not there yet. */
const valueOf = (text: string, series: string) => {
  const line = text.split('\n').find((l) => l.startsWith(`${series} `));
  return line ? Number(line.slice(series.length + 1)) : 0;
};
const tipRead = 'http_requests_total{method="GET",route="/gardenTips/:id",status_class="2xx"}';

describe('GET /metrics (Prometheus text format)', () => {
  it('counts requests by route template and status class, and the counter moves', async () => {
    const before = valueOf(await scrape(), tipRead);
    expect((await request(t.app).get(`/gardenTips/${tipId}`)).status).toBe(200);
    expect((await request(t.app).get(`/gardenTips/${tipId}`)).status).toBe(200);
    const text = await scrape();
    expect(valueOf(text, tipRead)).toBe(before + 2);
    expect(text).toContain('# TYPE http_request_duration_seconds histogram');
    expect(
      valueOf(text, 'http_request_duration_seconds_count{method="GET",route="/gardenTips/:id",status_class="2xx"}'),
    ).toBe(before + 2);
  });

  it('labels by template only: no id, uid or e-mail in any label, unknown addresses are "unmatched"', async () => {
    await request(t.app)
      .get(`/users?email=${encodeURIComponent(member.email)}`)
      .set(bearer(member));
    await request(t.app).get(`/no-such-page/${member.email}/${member.uid}`);
    await request(t.app).delete(`/gardenTips/${tipId}/comments/0123456789abcdef01234567`).set(bearer(member));
    const text = await scrape();
    expect(valueOf(text, 'http_requests_total{method="GET",route="unmatched",status_class="4xx"}')).toBeGreaterThan(0);
    expect(valueOf(text, 'http_requests_total{method="GET",route="/users",status_class="2xx"}')).toBe(1);
    const labelValues = [...text.matchAll(/="([^"]*)"/g)].map((m) => m[1]!);
    expect(labelValues.length).toBeGreaterThan(20);
    for (const value of labelValues) {
      expect(value).not.toContain(tipId);
      expect(value).not.toContain(member.uid);
      expect(value).not.toContain('@');
    }
    expect(text).not.toContain(member.email);
  });

  it('reports the store, the e-mail outbox and the process', async () => {
    const text = await scrape();
    expect(valueOf(text, 'gc_store_info{kind="embedded"}')).toBe(1);
    expect(text).toMatch(/^gc_mail_outbox_emails\{state="pending"\} \d+$/m);
    expect(text).toMatch(/^gc_mail_outbox_oldest_due_seconds \d+(\.\d+)?$/m);
    expect(valueOf(text, 'process_resident_memory_bytes')).toBeGreaterThan(1_000_000);
    expect(text).toContain('nodejs_eventloop_lag_seconds');
    expect(valueOf(text, 'gc_image_queue_photos{state="waiting"}')).toBe(0);
    expect(valueOf(text, 'gc_image_queue_photos{state="busy"}')).toBe(0);
    // The scrape itself is the one request in flight; the ones before it have ended.
    expect(valueOf(text, 'http_requests_in_flight')).toBe(1);
    expect(valueOf(text, 'http_open_connections')).toBeGreaterThanOrEqual(1);
    // The tip reads of the first test called the store's getTip, timed by method name.
    expect(valueOf(text, 'gc_store_call_duration_seconds_count{method="getTip",outcome="ok"}')).toBeGreaterThan(0);
    expect(text).not.toMatch(/gc_store_call_duration_seconds_count\{method="(then|db)"/);
  });

  it('from elsewhere: no token is a 401 asking for a Bearer one, a wrong token a 403, both problem+json; the token opens it', async () => {
    const proxied = await request(t.app).get('/metrics').set('X-Forwarded-For', '203.0.113.9');
    expect(proxied.status).toBe(401);
    expect(proxied.headers['www-authenticate']).toBe('Bearer realm="metrics"');
    expect(proxied.headers['content-type']).toContain('application/problem+json');
    expect(proxied.body).toMatchObject({ status: 401, detail: METRICS_REFUSALS[401], code: 'http.unauthorized' });
    expect(proxied.text).not.toContain('http_requests_total');
    const wrong = await request(t.app)
      .get('/metrics')
      .set('X-Visitor-Address', '203.0.113.9')
      .set('Authorization', 'Bearer nope');
    expect(wrong.status).toBe(403);
    expect(wrong.headers['www-authenticate']).toBeUndefined();
    expect(wrong.headers['content-type']).toContain('application/problem+json');
    expect(wrong.body).toMatchObject({ status: 403, detail: METRICS_REFUSALS[403], code: 'http.forbidden' });
    expect(wrong.text).not.toContain('http_requests_total');
    const withToken = await request(t.app)
      .get('/metrics')
      .set('X-Forwarded-For', '203.0.113.9')
      .set('Authorization', `Bearer ${TOKEN}`);
    expect(withToken.status).toBe(200);
    expect(withToken.text).toContain('http_requests_total');
  });

  it('the guard: the loopback reached directly, or the exact token; else 401 without a token, 403 with a wrong one', () => {
    const from = (remoteAddress: string, headers: Record<string, string> = {}) => ({ remoteAddress, headers });
    for (const address of ['127.0.0.1', '::1', '::ffff:127.0.0.1'])
      expect(metricsAccess(from(address), undefined)).toBe(200);
    for (const address of ['203.0.113.5', '10.0.0.2', '::ffff:192.168.1.4', '1270.0.0.1'])
      expect(metricsAccess(from(address), undefined)).toBe(401);
    expect(metricsAccess(from('127.0.0.1', { forwarded: 'for=203.0.113.5' }), undefined)).toBe(401);
    expect(metricsAccess(from('127.0.0.1', { 'x-real-ip': '203.0.113.5' }), undefined)).toBe(401);
    expect(metricsAccess(from('203.0.113.5', { authorization: `Bearer ${TOKEN}` }), TOKEN)).toBe(200);
    expect(metricsAccess(from('203.0.113.5', { authorization: `Bearer ${TOKEN}x` }), TOKEN)).toBe(403);
    // No METRICS_TOKEN set: any token from elsewhere is a wrong one.
    expect(metricsAccess(from('203.0.113.5', { authorization: `Bearer ${TOKEN}` }), undefined)).toBe(403);
    expect(metricsAccess(from('203.0.113.5', { authorization: 'Bearer ' }), TOKEN)).toBe(401);
    expect(metricsAccess(from('203.0.113.5', { authorization: 'Basic abc' }), TOKEN)).toBe(401);
  });

  const external = Object.values(os.networkInterfaces())
    .flat()
    .find((i) => i && i.family === 'IPv4' && !i.internal)?.address;
  it.skipIf(!external)(
    `refuses a real request from this machine's network address (${external}) without the token`,
    async () => {
      const server = http.createServer(t.app).listen(0, '0.0.0.0');
      await new Promise((resolve) => server.once('listening', resolve));
      const { port } = server.address() as AddressInfo;
      try {
        const get = (headers: Record<string, string> = {}) => fetch(`http://${external}:${port}/metrics`, { headers });
        expect((await get()).status).toBe(401);
        expect((await get({ Authorization: 'Bearer not-the-token' })).status).toBe(403);
        expect((await get({ Authorization: `Bearer ${TOKEN}` })).status).toBe(200);
      } finally {
        server.close();
      }
    },
  );
});
