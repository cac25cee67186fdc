import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, parseConfig, REPO_ROOT } from './config';

describe('parseConfig', () => {
  it('fills in the documented defaults', () => {
    const config = parseConfig({});
    expect(config).toEqual({
      port: 5000,
      dataDir: path.join(REPO_ROOT, '.data'),
      mongodbUri: undefined,
      mongodbDb: 'green-circle',
      firebaseProjectId: 'demo-green-circle',
      firebaseAuthEmulatorHost: undefined,
      clientOrigins: ['http://localhost:5173', 'http://127.0.0.1:5173'],
      publicApiUrl: 'http://localhost:5000',
      nodeEnv: 'development',
      trustProxy: 0,
      httpIdleTimeoutMs: 20_000,
      rateLimit: { windowMs: 60_000, readMax: 600, writeMax: 60, likeMax: 120, accountMax: 20, addressMax: 1200 },
      spamBrakes: {
        newAccountTipsMax: 3,
        newAccountCommentsMax: 10,
        sameTextWindowMs: 86_400_000,
        reportsMax: 20,
        newAccountReportsMax: 5,
      },
      adminEmails: [],
      uploads: {
        concurrency: Math.max(1, os.availableParallelism() - 1),
        workerNice: 10,
        sweepIntervalMs: 3_600_000,
        unattachedMax: 30,
      },
      seed: 'demo',
      logLevel: 'info',
      storeRetryMaxMs: 10_000,
      mail: {
        batchWindowMs: 3_600_000,
        from: 'Green Circle <hello@greencircle.test>',
        publicSiteUrl: 'http://localhost:5173',
        secret: undefined,
        smtpUrl: undefined,
      },
      warnings: [],
    });
  });

  it('reads ADMIN_EMAILS as a lower-cased list and refuses what is not an e-mail', () => {
    expect(parseConfig({ ADMIN_EMAILS: ' Ada@Example.org, bo@example.org ,' }).adminEmails).toEqual([
      'ada@example.org',
      'bo@example.org',
    ]);
    expect(() => parseConfig({ ADMIN_EMAILS: 'ada@example.org, not-an-address' })).toThrow(/ADMIN_EMAILS/);
  });

  it('reads the upload settings and refuses a concurrency of 0', () => {
    expect(
      parseConfig({ UPLOAD_CONCURRENCY: '4', UPLOAD_WORKER_NICE: '0', UPLOAD_SWEEP_INTERVAL_MS: '0' }).uploads,
    ).toEqual({
      concurrency: 4,
      workerNice: 0,
      sweepIntervalMs: 0,
      unattachedMax: 30,
    });
    expect(parseConfig({ UPLOAD_UNATTACHED_MAX: '5' }).uploads.unattachedMax).toBe(5);
    expect(() => parseConfig({ UPLOAD_UNATTACHED_MAX: '-1' })).toThrow(/UPLOAD_UNATTACHED_MAX/);
    expect(() => parseConfig({ UPLOAD_CONCURRENCY: '0' })).toThrow(ConfigError);
    expect(() => parseConfig({ UPLOAD_WORKER_NICE: '20' })).toThrow(ConfigError);
  });

  it('seeds the demo data by default only outside production, and SEED says otherwise', () => {
    expect(parseConfig({ NODE_ENV: 'production' }).seed).toBe('none');
    expect(parseConfig({ NODE_ENV: 'production', SEED: 'demo' }).seed).toBe('demo');
    expect(parseConfig({ NODE_ENV: 'test' }).seed).toBe('demo');
    expect(parseConfig({ SEED: 'none' }).seed).toBe('none');
    expect(() => parseConfig({ SEED: 'everything' })).toThrow(/SEED/);
  });

  it('reads every variable', () => {
    const config = parseConfig({
      PORT: '6000',
      DATA_DIR: '/tmp/gc',
      MONGODB_URI: 'mongodb://db:27017',
      MONGODB_DB: 'gc',
      FIREBASE_PROJECT_ID: 'gc-prod',
      CLIENT_ORIGINS: 'https://greencircle.example, https://www.greencircle.example/',
      NODE_ENV: 'production',
      TRUST_PROXY: '1',
      RATE_LIMIT_WINDOW_MS: '1000',
      RATE_LIMIT_READ_MAX: '0',
      RATE_LIMIT_WRITE_MAX: '5',
      RATE_LIMIT_LIKE_MAX: '6',
      RATE_LIMIT_ACCOUNT_MAX: '7',
      LOG_LEVEL: 'warn',
      STORE_RETRY_MAX_MS: '500',
    });
    expect(config).toMatchObject({
      port: 6000,
      dataDir: '/tmp/gc',
      mongodbUri: 'mongodb://db:27017',
      mongodbDb: 'gc',
      firebaseProjectId: 'gc-prod',
      clientOrigins: ['https://greencircle.example', 'https://www.greencircle.example'],
      nodeEnv: 'production',
      trustProxy: 1,
      rateLimit: { windowMs: 1000, readMax: 0, writeMax: 5, likeMax: 6, accountMax: 7 },
      seed: 'none',
      logLevel: 'warn',
      storeRetryMaxMs: 500,
    });
  });

  it('derives the default client origins from CLIENT_PORT and treats blank values as unset', () => {
    const config = parseConfig({ CLIENT_PORT: '4173', MONGODB_URI: '', FIREBASE_AUTH_EMULATOR_HOST: ' ' });
    expect(config.clientOrigins).toEqual(['http://localhost:4173', 'http://127.0.0.1:4173']);
    expect(config.mongodbUri).toBeUndefined();
    expect(config.firebaseAuthEmulatorHost).toBeUndefined();
  });

  it('takes the default of .env.example for a blank variable, and that file is where the defaults live', async () => {
    const { readFileSync } = await import('node:fs');
    const example = readFileSync(path.join(REPO_ROOT, '.env.example'), 'utf8');
    expect(example).toMatch(/^PORT=5000$/m);
    expect(example).toMatch(/^RATE_LIMIT_WRITE_MAX=60$/m);
    expect(parseConfig({ PORT: '', RATE_LIMIT_WRITE_MAX: ' ' })).toMatchObject({
      port: 5000,
      rateLimit: { writeMax: 60 },
    });
  });

  it('issue 22 #15: takes the public API address from PUBLIC_API_URL, else http://localhost:PORT, and refuses a non-address', () => {
    expect(parseConfig({ PUBLIC_API_URL: 'https://api.greencircle.example/' }).publicApiUrl).toBe(
      'https://api.greencircle.example',
    );
    expect(parseConfig({ PUBLIC_API_URL: 'https://greencircle.example/api' }).publicApiUrl).toBe(
      'https://greencircle.example/api',
    );
    expect(parseConfig({ PORT: '5400', PUBLIC_API_URL: ' ' }).publicApiUrl).toBe('http://localhost:5400');
    expect(() => parseConfig({ PUBLIC_API_URL: 'api.greencircle.example' })).toThrow(/PUBLIC_API_URL/);
  });

  it("findings 21: the start's warnings come from the schema's values (.env included), not from process.env", () => {
    const production = {
      NODE_ENV: 'production',
      AUTHOR_ID_SECRET: 'a'.repeat(32),
      SMTP_URL: 'smtp://mail.example:587',
    };
    expect(parseConfig(production).warnings).toEqual([expect.stringContaining('PUBLIC_API_URL is unset')]);
    // Issue 37: in production without SMTP_URL the e-mails wait in the outbox, and the start says so.
    expect(parseConfig({ ...production, SMTP_URL: undefined }).warnings).toContainEqual(
      expect.stringContaining('SMTP_URL is unset'),
    );
    expect(parseConfig({ ...production, PUBLIC_API_URL: 'https://api.greencircle.example' }).warnings).toEqual([]);
    expect(parseConfig({ ...production, PUBLIC_API_URL: ' ' }).warnings).toHaveLength(1);
    expect(parseConfig({}).warnings).toEqual([]);
  });

  it('lists every bad variable at once', () => {
    const bad = {
      PORT: 'five',
      TRUST_PROXY: '-1',
      RATE_LIMIT_WRITE_MAX: 'lots',
      MONGODB_URI: 'http://db',
      CLIENT_ORIGINS: 'localhost:5173',
    };
    let error: unknown;
    try {
      parseConfig(bad);
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const problems = (error as ConfigError).problems.join('\n');
    for (const name of Object.keys(bad)) expect(problems).toContain(name);
  });

  it('refuses the Auth emulator in production', () => {
    expect(() => parseConfig({ NODE_ENV: 'production', FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099' })).toThrow(
      /FIREBASE_AUTH_EMULATOR_HOST: Must not be set when NODE_ENV=production/,
    );
    expect(
      parseConfig({ NODE_ENV: 'test', FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099' }).firebaseAuthEmulatorHost,
    ).toBe('127.0.0.1:9099');
  });
});
