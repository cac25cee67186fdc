import type { createApp } from '../src/app';

/** The API's settings in the benchmarks that load the real app: no rate limits, a fixed author-id secret. */
export const BENCH_APP_CONFIG: Parameters<typeof createApp>[0]['config'] = {
  clientOrigins: [],
  publicApiUrl: 'http://localhost',
  trustProxy: 0,
  rateLimit: { windowMs: 60_000, readMax: 0, writeMax: 0, likeMax: 0, accountMax: 0, addressMax: 0 },
  authorIdSecret: 'bench-author-id-secret-0123456789',
};
