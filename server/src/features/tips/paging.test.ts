import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/helpers/app';
import { expectProblem, tipInput } from '../../../test/helpers/fixtures';
import { bearer, createMember, type Member } from '../../../test/helpers/members';

let t: TestApp;
let a: Member;
const TOTAL = 25;

/** The URL inside `Link: <url>; rel="next"`, or null. */
function nextLink(res: request.Response): string | null {
  const header = res.headers.link as string | undefined;
  return header?.match(/<([^>]+)>;\s*rel="next"/)?.[1] ?? null;
}

/** Follows Link headers from a first path, returning every page's ids. */
async function walk(firstPath: string, member?: Member) {
  const pages: string[][] = [];
  let path: string | null = firstPath;
  while (path) {
    const req = request(t.app).get(path);
    const res = await (member ? req.set(bearer(member)) : req);
    expect(res.status).toBe(200);
    pages.push(res.body.map((tip: { _id: string }) => tip._id));
    const next = nextLink(res);
    path = next;
  }
  return pages;
}

beforeAll(async () => {
  t = buildTestApp();
  a = await createMember();
  for (let i = 0; i < TOTAL; i += 1) {
    const res = await request(t.app)
      .post('/gardenTips')
      .set(bearer(a))
      .send(tipInput({ difficulty: i % 5 === 0 ? 'Hard' : 'Easy' }));
    expect(res.status).toBe(201);
    // A few likes so sort=likes has an order to keep.
    if (i % 3 === 0) await t.store.likeTip(res.body.insertedId, `liker-${i}`);
  }
});
afterAll(() => t.close());

describe('GET /gardenTips paging', () => {
  it('defaults to 20 a page and puts a relative next link and the total in headers', async () => {
    const res = await request(t.app).get('/gardenTips');
    expect(res.body).toHaveLength(20);
    expect(res.headers['x-total-count']).toBe(String(TOTAL));
    const next = nextLink(res);
    expect(next).toMatch(/^\/gardenTips\?.*cursor=/);
  });

  it('keeps the other query parameters in the next link', async () => {
    const res = await request(t.app).get('/gardenTips?difficulty=Easy&limit=3&sort=newest');
    const next = new URL(nextLink(res)!, 'http://api.example');
    expect(next.searchParams.get('difficulty')).toBe('Easy');
    expect(next.searchParams.get('limit')).toBe('3');
    expect(next.searchParams.get('sort')).toBe('newest');
    expect(res.headers['x-total-count']).toBe('20');
  });

  it('walks every tip exactly once, newest first and most liked first', async () => {
    for (const sort of ['newest', 'likes']) {
      const pages = await walk(`/gardenTips?limit=7&sort=${sort}`);
      expect(pages.map((p) => p.length)).toEqual([7, 7, 7, 4]);
      expect(new Set(pages.flat()).size).toBe(TOTAL);
    }
  });

  it('stays stable when tips are added between pages', async () => {
    const first = await request(t.app).get('/gardenTips?limit=10');
    const seen: string[] = first.body.map((tip: { _id: string }) => tip._id);
    for (let i = 0; i < 3; i += 1) {
      await request(t.app).post('/gardenTips').set(bearer(a)).send(tipInput());
    }
    const next = new URL(nextLink(first)!, 'http://api.example');
    const rest = await walk(next.pathname + next.search);
    const all = [...seen, ...rest.flat()];
    expect(all).toHaveLength(TOTAL);
    expect(new Set(all).size).toBe(TOTAL);
  });

  it('takes nothing from the Host or forwarded headers into the link, even behind a trusted proxy', async () => {
    const proxied = buildTestApp({ trustProxy: 1 });
    try {
      for (let i = 0; i < 2; i += 1) await request(proxied.app).post('/gardenTips').set(bearer(a)).send(tipInput());
      const res = await request(proxied.app)
        .get('/gardenTips?limit=1')
        .set('Host', 'evil.example')
        .set('X-Forwarded-Proto', 'https')
        .set('X-Forwarded-Host', 'evil.example');
      expect(nextLink(res)).toMatch(/^\/gardenTips\?limit=1&cursor=/);
      expect(res.headers.link).not.toContain('evil');
    } finally {
      await proxied.close();
    }
  });

  it('answers 400 to a cursor it did not make', async () => {
    expectProblem(await request(t.app).get('/gardenTips?cursor=garbage'), 400);
  });

  it.each(['0', '101', '2.5', 'ten'])('answers 400 to limit=%s', async (limit) => {
    expectProblem(await request(t.app).get(`/gardenTips?limit=${limit}`), 400);
  });
});
