// The one environment schema (@green-circle/contract/env), as every reader meets it: the
// order of its sources, the values derived from a choice, and every bad variable at once.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  apiEnvSchema,
  clientEnvSchema,
  EnvError,
  parseEnv,
  readEnvSources,
  REPO_ROOT,
  stackEnvSchema,
} from '@green-circle/contract/env';
import { afterEach, describe, expect, it } from 'vitest';

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/** A folder with its own .env.example and (when given) .env. */
function folder(example: string, dotenv?: string): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'gc-env-'));
  dirs.push(dir);
  writeFileSync(path.join(dir, '.env.example'), example);
  if (dotenv !== undefined) writeFileSync(path.join(dir, '.env'), dotenv);
  return dir;
}

function problemsOf(run: () => unknown): string[] {
  try {
    run();
  } catch (error) {
    if (error instanceof EnvError) return error.problems;
    throw error;
  }
  throw new Error('expected an EnvError');
}

describe('readEnvSources', () => {
  it('reads .env.example, then .env, then the environment, each later one winning; blank is unset', () => {
    const root = folder('PORT=5000\nLOG_LEVEL=info\nMONGODB_DB=green-circle\n', 'PORT=6000\nLOG_LEVEL=debug\n');
    const { values, chosen } = readEnvSources({ root, environment: { LOG_LEVEL: 'warn', MONGODB_DB: ' ' } });
    expect(values).toMatchObject({ PORT: '6000', LOG_LEVEL: 'warn', MONGODB_DB: 'green-circle' });
    expect(chosen).toEqual({ PORT: '6000', LOG_LEVEL: 'warn' });
  });

  it('skips .env when asked, and applies overrides last', () => {
    const root = folder('PORT=5000\n', 'PORT=6000\n');
    expect(readEnvSources({ root, dotenv: false, environment: {} }).values.PORT).toBe('5000');
    expect(readEnvSources({ root, environment: { PORT: '7000' }, overrides: { PORT: '8000' } }).values.PORT).toBe(
      '8000',
    );
  });

  it('derives the client URLs and project from a chosen port and project, unless they are chosen too', () => {
    const root = folder(
      'PORT=5000\nCLIENT_PORT=5173\nVITE_API_URL=http://localhost:5000\nPUBLIC_SITE_URL=http://localhost:5173\n',
    );
    const derived = readEnvSources({
      root,
      environment: { PORT: '6000', CLIENT_PORT: '4000', FIREBASE_PROJECT_ID: 'p' },
    });
    expect(derived.values).toMatchObject({
      VITE_API_URL: 'http://localhost:6000',
      PUBLIC_SITE_URL: 'http://localhost:4000',
      VITE_FIREBASE_PROJECT_ID: 'p',
    });
    const given = readEnvSources({ root, environment: { PORT: '6000', VITE_API_URL: 'https://api.example' } });
    expect(given.values.VITE_API_URL).toBe('https://api.example');
    expect(readEnvSources({ root, environment: {} }).values.VITE_API_URL).toBe('http://localhost:5000');
  });
});

describe('the schemas', () => {
  const defaults = () => readEnvSources({ environment: {}, dotenv: false }).values;

  it("accept the repository's .env.example as it is, with typed values", () => {
    const stack = parseEnv(stackEnvSchema, defaults());
    expect(stack).toMatchObject({ PORT: 5000, CLIENT_PORT: 5173, AUTH_EMULATOR_PORT: 9099 });
    // Issue 55: unset, so production can refuse to start without it (0 outside production: config.ts).
    expect(stack.TRUST_PROXY).toBeUndefined();
    expect(parseEnv(clientEnvSchema, defaults()).VITE_API_URL).toBe('http://localhost:5000');
  });

  it('list every bad variable at once, each by name', () => {
    const bad = {
      PORT: 'five',
      AUTH_EMULATOR_PORT: '0',
      LOG_LEVEL: 'loud',
      RATE_LIMIT_WRITE_MAX: '-1',
      MONGODB_URI: 'http://db',
      VITE_API_URL: 'ftp://api',
      VITE_FIREBASE_AUTH_EMULATOR_HOST: 'no-port',
    };
    const problems = problemsOf(() => parseEnv(stackEnvSchema, { ...defaults(), ...bad }));
    expect(problems.map((problem) => problem.split(':')[0]).sort()).toEqual(Object.keys(bad).sort());
    expect(problems).toContain('VITE_API_URL: Must be an http(s) URL');
  });

  it("check only what their reader uses: the client build does not fail on the API's variables", () => {
    // (PUBLIC_SITE_URL is both's: the client's pages and the API's e-mails link to it.)
    const values = { ...defaults(), RATE_LIMIT_READ_MAX: 'lots', VITE_API_URL: 'nowhere' };
    expect(problemsOf(() => parseEnv(clientEnvSchema, values))).toEqual(['VITE_API_URL: Must be an http(s) URL']);
    expect(problemsOf(() => parseEnv(apiEnvSchema, values))).toEqual([expect.stringMatching(/^RATE_LIMIT_READ_MAX: /)]);
  });

  it('know every variable .env.example documents, and .env.example documents every one they know', () => {
    const example = readFileSync(path.join(REPO_ROOT, '.env.example'), 'utf8');
    const documented = new Set([...example.matchAll(/^#? ?([A-Z][A-Z0-9_]+)=/gm)].map((match) => match[1]));
    expect(new Set(Object.keys(stackEnvSchema.shape))).toEqual(documented);
  });
});
