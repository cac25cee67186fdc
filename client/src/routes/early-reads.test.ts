// index.html starts a public page's first API reads before the JavaScript (issue 9); they only
// help while they are exactly the reads the page's loader makes, and the api-client must hand
// each over once, to an anonymous GET of that very address.
import { afterEach, describe, expect, it } from 'vitest';
import * as browse from './browse-tips';
import * as explore from './explore';
import { api, setTokenSource } from '../lib/api-client';
import { answerApi, apiUrl, json } from '../test/api';
import { EARLY_API_READS, MEMBER_EARLY_API_READS } from '../config/early-reads';
import { getTip } from '../features/tips/api/get-tip';

const loaderArgs = (path: string) => ({
  request: new Request(`http://localhost${path}`),
  params: {},
  context: undefined,
});

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

describe("a member's early read", () => {
  /** An ID token as Firebase writes one (base64url JSON parts), naming `uid`. */
  const tokenOf = (uid: string) =>
    ['{"alg":"none"}', JSON.stringify({ sub: uid, user_id: uid })]
      .map((part) => btoa(part).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_'))
      .join('.') + '.';
  const tipPath = '/gardenTips/65a1b2c3d4e5f60718293a4b';
  afterEach(() => {
    delete window.__gcMemberReads;
    setTokenSource(async () => null);
  });

  it("is exactly the tip details loader's read of the tip", async () => {
    const [pattern, path] = Object.entries(MEMBER_EARLY_API_READS)[0]!;
    const id = new RegExp(pattern).exec('/tipDetails/65a1b2c3d4e5f60718293a4b')?.[1];
    expect(id).toBe('65a1b2c3d4e5f60718293a4b');
    const { calls } = answerApi({ [`GET ${tipPath}`]: json({ _id: id }) });
    await getTip(id!);
    expect(calls.map((call) => call.path)).toEqual([path.replace('$1', id!)]);
  });

  it("is handed to that member's call of the address once, then the API is called again", async () => {
    setTokenSource(async () => tokenOf('member-1'));
    window.__gcMemberReads = {
      [apiUrl(tipPath)]: { uid: 'member-1', answer: Promise.resolve(json({ _id: 'early' })) },
    };
    const { calls } = answerApi({ [`GET ${tipPath}`]: json({ _id: 'network' }) });
    expect(await api.get(tipPath)).toEqual({ _id: 'early' });
    expect(calls).toHaveLength(0);
    expect(await api.get(tipPath)).toEqual({ _id: 'network' });
    expect(calls).toHaveLength(1);
    expect(calls[0]!.headers.get('Authorization')).toBe(`Bearer ${tokenOf('member-1')}`);
  });

  it('is never handed to another member, to an anonymous call, or when the API refused it', async () => {
    const cases: [string | null, number][] = [
      ['member-2', 200],
      [null, 200],
      ['member-1', 401],
    ];
    for (const [caller, status] of cases) {
      setTokenSource(async () => (caller ? tokenOf(caller) : null));
      const early = status === 200 ? json({ _id: 'early' }) : json({ title: 'Unauthorized', status }, { status });
      window.__gcMemberReads = { [apiUrl(tipPath)]: { uid: 'member-1', answer: Promise.resolve(early) } };
      const { calls } = answerApi({ [`GET ${tipPath}`]: json({ _id: 'network' }) });
      expect(await api.get(tipPath), `${caller} ${status}`).toEqual({ _id: 'network' });
      expect(calls, `${caller} ${status}`).toHaveLength(1);
    }
  });
});
