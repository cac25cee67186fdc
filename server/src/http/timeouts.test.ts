// The connection timeouts both servers set (contract/src/http-timeouts.ts; main.ts and the site's
// host apply them): the production default ends a stalled upload within 30 s, and no setting can
// make it wait longer. main.test.ts holds one open against the real process and sees it closed.
import { once } from 'node:events';
import { createServer } from 'node:http';
import { apiEnvSchema, parseEnv, readEnvSources, REPO_ROOT } from '@green-circle/contract/env';
import { applySlowLineTimeouts, MAX_IDLE_MS, SLOW_LINE_TIMEOUTS } from '@green-circle/contract/http-timeouts';
import { describe, expect, it } from 'vitest';

describe('the slow-line timeouts', () => {
  it('findings 11: the production default ends a silent connection within 30 s, and nothing set waits longer', () => {
    const { values } = readEnvSources({ environment: {}, dotenv: false, root: REPO_ROOT });
    const idle = parseEnv(apiEnvSchema, values).HTTP_IDLE_TIMEOUT_MS;
    expect(idle).toBe(SLOW_LINE_TIMEOUTS.idleMs);
    expect(idle).toBeLessThanOrEqual(30_000);
    expect(MAX_IDLE_MS).toBeLessThanOrEqual(30_000);
    expect(() => parseEnv(apiEnvSchema, { ...values, HTTP_IDLE_TIMEOUT_MS: '30001' })).toThrow(/HTTP_IDLE_TIMEOUT_MS/);
  });

  it('sets header, keep-alive, whole-request and idle timeouts for a phone on a slow line (Node: 60 s, 5 s, 300 s, none)', async () => {
    const server = applySlowLineTimeouts(createServer());
    expect(server.headersTimeout).toBe(20_000);
    expect(server.keepAliveTimeout).toBe(10_000);
    expect(server.timeout).toBe(20_000);
    // A 10 MB photo at half a megabit a second still arrives whole.
    expect(server.requestTimeout).toBeGreaterThanOrEqual(((10 * 8) / 0.5) * 1000);
    const short = applySlowLineTimeouts(createServer(), 1_000);
    expect([short.timeout, short.keepAliveTimeout, short.headersTimeout]).toEqual([1_000, 1_000, 1_000]);
    expect(applySlowLineTimeouts(createServer(), 600_000).timeout).toBe(MAX_IDLE_MS);
    server.listen(0, '127.0.0.1');
    await once(server, 'listening');
    server.close();
  });
});
