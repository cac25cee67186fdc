import { Writable } from 'node:stream';
import { pino } from 'pino';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../app';
import { buildTestApp, testConfig, type TestApp } from '../../test/helpers/app';
import { bearer, createMember, type Member } from '../../test/helpers/members';
import { createFirebaseVerifier } from './firebase-verifier';
import { loggablePath, requestLog } from './request-log';

let t: TestApp;
let member: Member;
beforeAll(async () => {
  t = buildTestApp();
  member = await createMember();
});
afterAll(() => t.close());

/** The real app with a pino logger that writes its JSON lines into an array. */
function loggedApp() {
  const lines: string[] = [];
  const sink = new Writable({
    write(chunk, _encoding, done) {
      lines.push(...String(chunk).split('\n').filter(Boolean));
      done();
    },
  });
  const app = createApp({
    store: t.store,
    verifyToken: createFirebaseVerifier('demo-green-circle'),
    config: testConfig(),
    logger: pino(sink),
    log: () => {},
  });
  return { app, lines, entries: () => lines.map((line) => JSON.parse(line) as Record<string, unknown>) };
}

describe('request log', () => {
  it('logs one line per request with an id, method, path, status and time, answered in X-Request-Id', async () => {
    const { app, entries } = loggedApp();
    const res = await request(app).get('/gardenTips?limit=2');
    expect(res.status).toBe(200);
    const [entry] = entries();
    expect(entry).toMatchObject({
      req: { id: res.headers['x-request-id'], method: 'GET', path: '/gardenTips?limit=2' },
      res: { status: 200 },
    });
    expect(entry!.responseTime).toEqual(expect.any(Number));
    expect(res.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it("keeps a proxy's plain request id and replaces anything else", async () => {
    const { app, entries } = loggedApp();
    expect((await request(app).get('/gardeners').set('X-Request-Id', 'lb-1234.abc')).headers['x-request-id']).toBe(
      'lb-1234.abc',
    );
    const forged = await request(app).get('/gardeners').set('X-Request-Id', 'x y {"$where":1}');
    const long = await request(app).get('/gardeners').set('X-Request-Id', 'a'.repeat(65));
    for (const res of [forged, long]) expect(res.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    expect(entries().map((e) => (e.req as { id: string }).id)).toEqual([
      'lb-1234.abc',
      forged.headers['x-request-id'],
      long.headers['x-request-id'],
    ]);
  });

  it('never writes a token, a header or an e-mail address', async () => {
    const { app, lines, entries } = loggedApp();
    await request(app)
      .get(`/gardenTips?email=${encodeURIComponent(member.email)}`)
      .set(bearer(member));
    await request(app)
      .get(`/users?email=${encodeURIComponent(member.email)}&x=1`)
      .set(bearer(member))
      .set('Cookie', 'session=secret-cookie');
    await request(app).post('/gardenTips').set(bearer(member)).send({ title: member.email });
    await request(app)
      .get('/dashboard-stats')
      .query({ email: member.email.toUpperCase() })
      .set('Authorization', 'Bearer not-a-token');
    expect(lines).toHaveLength(4);
    const all = lines.join('\n');
    for (const secret of [
      member.idToken,
      member.idToken.slice(0, 40),
      member.email,
      encodeURIComponent(member.email),
      member.email.toUpperCase(),
      'not-a-token',
      'secret-cookie',
      'authorization',
    ]) {
      expect(all.toLowerCase()).not.toContain(secret.toLowerCase());
    }
    expect(entries().map((e) => (e.req as { path: string }).path)).toEqual([
      '/gardenTips?email=[redacted]',
      '/users?email=[redacted]&x=1',
      '/gardenTips',
      '/dashboard-stats?email=[redacted]',
    ]);
  });

  it("issue 22 #16: never writes a calendar feed's secret token, however its address is spelled", async () => {
    const { app, lines, entries } = loggedApp();
    const verified = await createMember();
    const feed = (await request(app).get('/me/calendar').set(bearer(verified))).body.url as string;
    const token = /\/calendar\/([A-Za-z0-9_-]{43})\.ics$/.exec(feed)![1]!;
    expect((await request(app).get(`/calendar/${token}.ics`)).status).toBe(200);
    await request(app).get(`/CALENDAR/${token}.ics?x=1`);
    await request(app).get(`/calendar/${token}`);
    await request(app).get(`/calendar/${token.slice(0, 20)}%2F${token.slice(20)}.ics`);
    const all = lines.join('\n');
    expect(all).not.toContain(token);
    expect(all).not.toContain(token.slice(0, 20));
    expect(all).not.toContain(token.slice(20));
    expect(entries().map((e) => (e.req as { path: string }).path)).toEqual([
      '/me/calendar',
      '/calendar/[redacted]',
      '/CALENDAR/[redacted]?x=1',
      '/calendar/[redacted]',
      '/calendar/[redacted]',
    ]);
  });

  it('redacts any query value holding an @, whatever its name', () => {
    expect(loggablePath('/x?who=a%40b.example&n=2')).toBe('/x?who=[redacted]&n=2');
    expect(loggablePath('/x?Email=a&mail=b')).toBe('/x?Email=[redacted]&mail=[redacted]');
    expect(loggablePath('/x')).toBe('/x');
  });

  it('is a plain Express middleware', () => {
    expect(typeof requestLog(pino({ level: 'silent' }))).toBe('function');
  });
});
