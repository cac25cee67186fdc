import fs from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../helpers/app';
import { callKey, documentedCalls, servedCalls } from './api-routes';
import { ROOT } from './doc-paths';

/**
 * docs/api.md says it lists every call: the calls its tables name are the calls the built API
 * answers, read from the Express app's router (no hand list here), in both directions.
 */
describe('docs/api.md and the routes the API serves', () => {
  const testApp = buildTestApp();
  afterAll(() => testApp.close());
  const served = servedCalls(testApp.app);
  const documented = documentedCalls(fs.readFileSync(path.join(ROOT, 'docs/api.md'), 'utf8'));

  it('documents every call the API serves', () => {
    expect(served.length).toBeGreaterThan(40);
    expect(served.filter((call) => !documented.includes(call))).toEqual([]);
  });

  it('names no call the API does not serve', () => {
    expect(documented.filter((call) => !served.includes(call))).toEqual([]);
  });

  it('fails on a planted missing route or a planted unknown one', () => {
    const table = [
      '| call | who | answer |',
      '| --- | --- | --- |',
      '| `GET /gardenTips?liked=me` | member | … |',
      '| `PUT /me/blocks/{authorId}`, `DELETE …`, `GET /me/blocks` | member | … |',
      '| `GET /nowhere/{id}` | anyone | … |',
    ].join('\n');
    const planted = documentedCalls(table);
    expect(planted).toEqual(
      [
        callKey('GET', '/gardenTips'),
        callKey('PUT', '/me/blocks/:x'),
        callKey('DELETE', '/me/blocks/:x'),
        callKey('GET', '/me/blocks'),
        callKey('GET', '/nowhere/:id'),
      ].sort(),
    );
    expect(planted.filter((call) => !served.includes(call))).toEqual(['GET /nowhere/{}']);
    expect(served.filter((call) => !planted.includes(call))).toContain('POST /gardenTips');
  });
});
