// index.html starts a public page's first API reads before the JavaScript (issue 9); they only
// help while they are exactly the reads the page's loader makes, and the api-client must hand
// each over once, to an anonymous GET of that very address.
import { afterEach, describe, expect, it } from 'vitest';
import * as browse from './browse-tips';
import * as explore from './explore';
import { api } from '../lib/api-client';
import { answerApi, apiUrl, json } from '../test/api';
import { EARLY_API_READS } from '../config/early-reads';

const loaderArgs = (path: string) => ({ request: new Request(`http://localhost${path}`), params: {}, context: undefined });

describe('early API reads', () => {
  afterEach(() => {
    delete window.__gcEarlyReads;
  });

  it.each([
    ['/browserTips', browse.loader],
    ['/explore', explore.loader],
  ] as const)('%s: the reads index.html starts are exactly what its loader asks for', async (page, loader) => {
    const early = Object.entries(EARLY_API_READS).find(([pattern]) => new RegExp(pattern).test(page))?.[1];
    expect(early).toBeDefined();
    const { calls } = answerApi(Object.fromEntries(early!.map((path) => [`GET ${path}`, json([])])));
    await loader(loaderArgs(page) as never);
    expect(calls.map((call) => call.path)).toEqual(early);
  });

  it("hands an early answer to the loader's call of that address once, then calls the API again", async () => {
    const early = [{ _id: 'early' }];
    window.__gcEarlyReads = { [apiUrl('/allGardeners')]: Promise.resolve(json(early)) };
    const { calls } = answerApi({ 'GET /allGardeners': json([{ _id: 'network' }]) });

    expect(await api.get('/allGardeners')).toEqual(early);
    expect(calls).toHaveLength(0);
    expect(await api.get('/allGardeners')).toEqual([{ _id: 'network' }]);
    expect(calls).toHaveLength(1);
  });

  it('falls back to its own call when the early read failed', async () => {
    window.__gcEarlyReads = { [apiUrl('/allGardeners')]: Promise.reject(new TypeError('Failed to fetch')) };
    const { calls } = answerApi({ 'GET /allGardeners': json([{ _id: 'network' }]) });
    expect(await api.get('/allGardeners')).toEqual([{ _id: 'network' }]);
    expect(calls).toHaveLength(1);
  });

  it('never hands an early answer to another address', async () => {
    window.__gcEarlyReads = { [apiUrl('/allGardeners')]: Promise.resolve(json([{ _id: 'early' }])) };
    const { calls } = answerApi({ 'GET /featuredGardeners': json([{ _id: 'network' }]) });
    expect(await api.get('/featuredGardeners')).toEqual([{ _id: 'network' }]);
    expect(calls).toHaveLength(1);
  });
});
