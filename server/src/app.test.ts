import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, CLIENT_ORIGIN, type TestApp } from '../test/helpers/app';
import { expectProblem } from '../test/helpers/fixtures';
import { bearer, createMember, type Member } from '../test/helpers/members';

let t: TestApp;
let a: Member;

beforeAll(async () => {
  t = buildTestApp();
  a = await createMember();
});
afterAll(() => t.close());

describe('CORS', () => {
  it('allows the configured client origin and exposes Link and X-Total-Count', async () => {
    const res = await request(t.app).get('/gardenTips').set('Origin', CLIENT_ORIGIN);
    expect(res.headers['access-control-allow-origin']).toBe(CLIENT_ORIGIN);
    expect(res.headers['access-control-expose-headers']).toBe('Link,X-Total-Count');
  });

  it('answers a preflight for a write with Authorization', async () => {
    const res = await request(t.app)
      .options('/gardenTips/0123456789abcdef01234567')
      .set('Origin', CLIENT_ORIGIN)
      .set('Access-Control-Request-Method', 'PUT')
      .set('Access-Control-Request-Headers', 'authorization,content-type');
    expect(res.status).toBe(204);
    expect(res.headers['access-control-allow-origin']).toBe(CLIENT_ORIGIN);
    expect(res.headers['access-control-allow-methods']).toContain('PUT');
  });

  it('gives an unknown origin no Access-Control-Allow-Origin', async () => {
    const res = await request(t.app).get('/gardenTips').set('Origin', 'https://evil.example');
    expect(res.headers['access-control-allow-origin']).toBeUndefined();
    const preflight = await request(t.app)
      .options('/gardenTips')
      .set('Origin', 'https://evil.example')
      .set('Access-Control-Request-Method', 'POST');
    expect(preflight.headers['access-control-allow-origin']).toBeUndefined();
  });
});

describe('headers and unknown routes', () => {
  it('sends the helmet headers and no X-Powered-By', async () => {
    const res = await request(t.app).get('/health');
    expect(res.headers['x-powered-by']).toBeUndefined();
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    // An answer of the API can never run script or be framed elsewhere: a strict CSP.
    const csp = Object.fromEntries(
      String(res.headers['content-security-policy'])
        .split(';')
        .map((directive) => directive.trim().split(/\s+/))
        .map(([name, ...sources]) => [name, sources]),
    );
    expect(csp['default-src']).toEqual(["'self'"]);
    expect(csp['script-src']).toEqual(["'self'"]);
    expect(csp['script-src-attr']).toEqual(["'none'"]);
    expect(csp['object-src']).toEqual(["'none'"]);
    expect(csp['frame-ancestors']).toEqual(["'self'"]);
    expect(Object.values(csp).flat()).not.toContain("'unsafe-eval'");
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('answers an unknown route with a 404 problem', async () => {
    expectProblem(await request(t.app).get('/nope'), 404);
    expectProblem(await request(t.app).post('/gardenTips/0123456789abcdef01234567').set(bearer(a)).send({}), 404);
  });

  it('answers a store failure with a 500 problem and no stack trace', async () => {
    const broken = buildTestApp();
    await broken.store.close();
    try {
      const res = await request(broken.app).get('/gardenTips');
      expectProblem(res, 500);
      expect(res.body.detail).toBe('Something went wrong on our side');
      // Logged for the operator (and taken here, so it does not fail this test as unexpected).
      const logged = broken.takeServerErrors();
      expect(logged).toHaveLength(1);
      expect(String(logged[0])).toMatch(/not open|closed/i);
    } finally {
      await broken.close();
    }
  });
});
