// Issue 5, item 4: property-based fuzzing (fast-check) of every write endpoint and of the list
// query string. Properties: never a 5xx; every error is problem+json; the store changes only
// when the request was valid (compared against a snapshot of tips, likes and users); and a
// body the contract accepts, free of unsafe keys, always succeeds.
import fc from 'fast-check';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CATEGORIES,
  DIFFICULTIES,
  AVAILABILITIES,
  likeInputSchema,
  tipInputSchema,
  userInputSchema,
} from '@green-circle/contract';
import { buildTestApp, type TestApp } from '../helpers/app';
import { tipInput } from '../helpers/fixtures';
import { bearer, createMember, type Member } from '../helpers/members';
import { expectConsistent, snapshot } from './helpers';

const RUNS = 120;

let t: TestApp;
let a: Member;
let b: Member;
let own: string;
let others: string;

beforeAll(async () => {
  t = buildTestApp();
  [a, b] = await Promise.all([createMember(), createMember()]);
  own = (await request(t.app).post('/gardenTips').set(bearer(a)).send(tipInput())).body.insertedId;
  others = (
    await request(t.app)
      .post('/gardenTips')
      .set(bearer(b))
      .send(tipInput({ availability: 'Hidden' }))
  ).body.insertedId;
});
afterAll(async () => {
  expectConsistent(t.store);
  await t.close();
});

// ---- generators --------------------------------------------------------------------------

const text = fc.oneof(
  fc.string(),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.string({ unit: 'grapheme', maxLength: 140 }),
);
const poisonKey = fc.constantFrom(
  '$set',
  '$where',
  'a.b',
  '__proto__',
  'constructor',
  'prototype',
  'likes',
  '_id',
  'email',
  'authorUid',
  'createdAt',
);
const key = fc.oneof(fc.string({ maxLength: 12 }), poisonKey);
const json = fc.jsonValue({ maxDepth: 4, stringUnit: 'binary' });
const url = fc.oneof(
  fc.webUrl(),
  fc.constantFrom(
    'javascript:alert(1)',
    ' data:,x',
    '//evil.example/x.png',
    'file:///etc/passwd',
    '/images/tips/compost.svg',
    'ftp://x.example/a',
  ),
  text,
);

const validTip = fc.record({
  title: fc.string({ minLength: 1, maxLength: 120 }).filter((s) => s.trim() !== ''),
  plantType: fc.string({ minLength: 1, maxLength: 60 }).filter((s) => s.trim() !== ''),
  difficulty: fc.constantFrom(...DIFFICULTIES),
  category: fc.constantFrom(...CATEGORIES),
  description: fc.string({ minLength: 1, maxLength: 300 }).filter((s) => s.trim() !== ''),
  image: fc.oneof(fc.webUrl({ validSchemes: ['http', 'https'] }), fc.constant('/images/tips/compost.svg')),
  availability: fc.constantFrom(...AVAILABILITIES),
});

/** A valid tip with one field replaced, one field dropped, or extra keys (some poisonous) added. */
const mutatedTip = fc.oneof(
  fc
    .tuple(
      validTip,
      fc.constantFrom('title', 'plantType', 'difficulty', 'category', 'description', 'image', 'availability'),
      fc.oneof(json, text, url),
    )
    .map(([tip, field, value]) => ({ ...tip, [field]: value })),
  fc.tuple(validTip, fc.constantFrom('title', 'image', 'difficulty')).map(([tip, field]) => {
    const copy: Record<string, unknown> = { ...tip };
    delete copy[field];
    return copy;
  }),
  fc.tuple(validTip, fc.dictionary(key, json, { maxKeys: 3 })).map(([tip, extra]) => ({ ...tip, ...extra })),
);

/** Raw bodies: JSON text of anything, or text that is not JSON at all. */
const rawBody = (shapes: fc.Arbitrary<unknown>) =>
  fc.oneof(
    { weight: 4, arbitrary: shapes.map((value) => JSON.stringify(value) ?? 'null') },
    { weight: 1, arbitrary: fc.string({ maxLength: 50 }) },
    { weight: 1, arbitrary: fc.constantFrom('', '{', '{"a":}', '[1,]', 'nul', '{"title":"\\ud800"}', '\u0000') },
  );

// ---- oracle ------------------------------------------------------------------------------

const LONE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
/** Independent of the server's own check: no $/dotted/prototype key, no ill-formed text, shallow. */
function clean(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return !LONE.test(value);
  if (value === null || typeof value !== 'object') return true;
  if (depth > 20) return false;
  return Object.entries(value).every(
    ([k, v]) =>
      !k.startsWith('$') &&
      !k.includes('.') &&
      !['__proto__', 'constructor', 'prototype'].includes(k) &&
      !LONE.test(k) &&
      clean(v, depth + 1),
  );
}
// '' stands for a request with no body at all (see send), which is not a JSON syntax error.
const parse = (raw: string): { ok: true; value: unknown } | { ok: false } => {
  if (raw === '') return { ok: true, value: undefined };
  try {
    return { ok: true, value: JSON.parse(raw) };
  } catch {
    return { ok: false };
  }
};

function expectWellFormedAnswer(res: request.Response) {
  expect(res.status, res.text).toBeLessThan(500);
  if (res.status >= 400) {
    expect(res.headers['content-type']).toMatch(/^application\/problem\+json/);
    expect(res.body).toMatchObject({ status: res.status, title: expect.any(String), detail: expect.any(String) });
    expect(res.text).not.toMatch(/node_modules|\.ts:\d+|\n\s+at /);
  } else {
    expect(res.headers['content-type']).toMatch(/^application\/json/);
  }
}

async function send(method: 'post' | 'put' | 'patch' | 'delete', path: string, body: string, who: Member | null = a) {
  let req = request(t.app)[method](path).set('Content-Type', 'application/json');
  if (who) req = req.set(bearer(who));
  return body === '' ? req : req.send(body);
}

const property = (arb: fc.Arbitrary<unknown>, check: (value: never) => Promise<void>) =>
  fc.assert(fc.asyncProperty(arb, check as (value: unknown) => Promise<void>), { numRuns: RUNS, endOnFailure: true });

// ---- properties --------------------------------------------------------------------------

describe(`fuzzing the write endpoints (${RUNS} runs each)`, { timeout: 60_000 }, () => {
  it('POST /gardenTips: never 5xx, errors are problems, data changes only for a valid body', async () => {
    let accepted = 0;
    await property(rawBody(fc.oneof(validTip, mutatedTip, json)), async (raw: string) => {
      const before = snapshot(t.store);
      const res = await send('post', '/gardenTips', raw);
      expectWellFormedAnswer(res);
      const parsed = parse(raw);
      const valid = parsed.ok && tipInputSchema.safeParse(parsed.value).success && clean(parsed.value);
      if (res.status === 201) {
        accepted += 1;
        expect(valid, raw).toBe(true);
        const after = snapshot(t.store);
        expect(after.tips).toHaveLength(before.tips.length + 1);
        expect(after.likes).toEqual(before.likes);
        expect(after.users).toEqual(before.users);
        expect(await t.store.getTip(res.body.insertedId)).toMatchObject({ likes: 0, authorUid: a.uid, email: a.email });
      } else {
        expect(valid, `${res.status} ${raw}`).toBe(false);
        expect(snapshot(t.store)).toEqual(before);
      }
    });
    // The generators reach the success path too, not only refusals.
    expect(accepted).toBeGreaterThan(0);
  });

  it('PUT /gardenTips/{id}: never 5xx; only the author, with a valid body, changes the tip', async () => {
    const target = fc.constantFrom(own, others, '0123456789abcdef01234567', 'not-an-id');
    const who = fc.constantFrom<Member | null>(a, b, null);
    await property(
      fc.tuple(rawBody(fc.oneof(validTip, mutatedTip, json)), target, who),
      async ([raw, id, caller]: [string, string, Member | null]) => {
        const before = snapshot(t.store);
        const res = await send('put', `/gardenTips/${id}`, raw, caller);
        expectWellFormedAnswer(res);
        const parsed = parse(raw);
        const valid = parsed.ok && tipInputSchema.safeParse(parsed.value).success && clean(parsed.value);
        const mayChange = valid && ((caller === a && id === own) || (caller === b && id === others));
        if (res.status === 200) {
          expect(mayChange, `${raw} as ${caller?.email ?? 'visitor'} on ${id}`).toBe(true);
          const after = snapshot(t.store);
          expect(after.likes).toEqual(before.likes);
          expect(after.tips.length).toBe(before.tips.length);
        } else {
          expect(snapshot(t.store)).toEqual(before);
          if (mayChange) throw new Error(`A valid PUT by the author failed: ${res.status} ${res.text}`);
        }
      },
    );
  });

  it('PATCH /gardenTips/{id}/like: never 5xx; only exactly {"increment":1} adds a like', async () => {
    const likeish = fc.oneof(
      fc.constant({ increment: 1 }),
      fc.record({ increment: fc.oneof(fc.integer(), fc.double(), fc.string(), fc.constant(null), fc.constant([1])) }),
      fc.tuple(fc.dictionary(key, json, { maxKeys: 2 })).map(([extra]) => ({ increment: 1, ...extra })),
      json,
    );
    const target = fc.constantFrom(own, others, '0123456789abcdef01234567', 'zz');
    const who = fc.constantFrom<Member | null>(a, b, null);
    await property(
      fc.tuple(rawBody(likeish), target, who),
      async ([raw, id, caller]: [string, string, Member | null]) => {
        const before = snapshot(t.store);
        const res = await send('patch', `/gardenTips/${id}/like`, raw, caller);
        expectWellFormedAnswer(res);
        const parsed = parse(raw);
        const valid = parsed.ok && likeInputSchema.safeParse(parsed.value).success;
        if (res.status === 200) {
          expect(valid && caller !== null && (id === own || id === others), raw).toBe(true);
          expect(res.body).toEqual({ likes: expect.any(Number), liked: true });
          const after = snapshot(t.store);
          expect(after.likes.length - before.likes.length).toBeLessThanOrEqual(1);
          expect(after.users).toEqual(before.users);
        } else {
          expect(snapshot(t.store)).toEqual(before);
        }
      },
    );
  });

  it('DELETE /gardenTips/{id}: never 5xx; nobody deletes a tip that is not theirs, whatever the id or body', async () => {
    const id = fc.oneof(
      fc.constantFrom(
        others,
        '0123456789abcdef01234567',
        '%24ne',
        '..%2F..%2Fusers',
        '%00',
        ' ',
        'aaaaaaaaaaaaaaaaaaaaaaaa',
      ),
      fc.string({ maxLength: 30 }).map(encodeURIComponent),
    );
    const who = fc.constantFrom<Member | null>(a, null);
    await property(
      fc.tuple(id, fc.oneof(fc.constant(''), rawBody(json)), who),
      async ([tipId, raw, caller]: [string, string, Member | null]) => {
        const before = snapshot(t.store);
        const res = await send('delete', `/gardenTips/${tipId}`, raw, caller);
        expectWellFormedAnswer(res);
        expect(res.status, `${tipId} ${raw}`).not.toBe(200);
        expect(snapshot(t.store)).toEqual(before);
      },
    );
  });

  it('POST /users: never 5xx; creates the caller once, from the token, only for a valid body', async () => {
    const member = await createMember();
    const userish = fc.oneof(
      fc.record({ name: text, displayName: text, photoURL: url, creationTime: text }, { requiredKeys: [] }),
      fc
        .tuple(fc.record({ name: fc.string({ maxLength: 20 }) }), fc.dictionary(key, json, { maxKeys: 3 }))
        .map(([u, extra]) => ({ ...u, ...extra })),
      json,
    );
    await property(rawBody(userish), async (raw: string) => {
      const before = snapshot(t.store);
      const res = await send('post', '/users', raw, member);
      expectWellFormedAnswer(res);
      const parsed = parse(raw);
      const valid = parsed.ok && userInputSchema.safeParse(parsed.value ?? {}).success && clean(parsed.value);
      const after = snapshot(t.store);
      if (res.status === 201) {
        expect(valid, raw).toBe(true);
        expect(after.users).toHaveLength(before.users.length + 1);
        expect(await t.store.findUserByUid(member.uid)).toMatchObject({ uid: member.uid, email: member.email });
      } else {
        expect(after).toEqual(before);
        if (res.status === 200) expect(before.users.some((u) => (u as { uid: string }).uid === member.uid)).toBe(true);
      }
      expect(after.tips).toEqual(before.tips);
    });
  });
});

describe(`fuzzing the list query string (${RUNS} runs)`, { timeout: 60_000 }, () => {
  const knownKey = fc.constantFrom(
    'difficulty',
    'category',
    'availability',
    'q',
    'sort',
    'limit',
    'cursor',
    'email',
    'liked',
  );
  const qKey = fc.oneof(
    knownKey,
    knownKey.map((k) => `${k}[$ne]`),
    knownKey.map((k) => `${k}[]`),
    fc.string({ maxLength: 8 }),
    poisonKey,
  );
  const qValue = fc.oneof(
    fc.constantFrom(
      'Easy',
      'Hard',
      'Composting',
      'Public',
      'Hidden',
      'newest',
      'likes',
      'me',
      '0',
      '101',
      '-1',
      '1e2',
      'NaN',
      '',
    ),
    text,
    fc.integer().map(String),
  );
  const pair = fc
    .tuple(qKey, qValue, fc.boolean())
    .map(([k, v, encode]) =>
      encode ? `${encodeURIComponent(k)}=${encodeURIComponent(v)}` : `${k}=${v.replace(/[#&\s]/g, '')}`,
    );

  it('GET /gardenTips?<random>: never 5xx, errors are problems, no data changes, Hidden never reaches a visitor', async () => {
    const before = snapshot(t.store);
    await property(
      fc.tuple(fc.array(pair, { maxLength: 5 }), fc.constantFrom<Member | null>(a, null)),
      async ([pairs, caller]: [string[], Member | null]) => {
        let req = request(t.app).get(`/gardenTips?${pairs.join('&')}`);
        if (caller) req = req.set(bearer(caller));
        const res = await req;
        expectWellFormedAnswer(res);
        if (res.status === 200) {
          expect(Array.isArray(res.body)).toBe(true);
          expect(Number(res.headers['x-total-count'])).toBeGreaterThanOrEqual(res.body.length);
          if (!caller)
            for (const tip of res.body as { availability: string }[]) expect(tip.availability).toBe('Public');
        }
      },
    );
    expect(snapshot(t.store)).toEqual(before);
  });
});

// ---- issue 15: the text rules, with their own oracle (explicit character lists) ---------------

/** Characters no title, plant type or name may hold; a description may hold \t \n \r only. */
const INVISIBLE_CHARS = [
  '\u0000',
  '\u0007',
  '\u001B',
  '\u007F',
  '\u0085',
  '\u00AD',
  '\u200B',
  '\u200E',
  '\u200F',
  '\u202A',
  '\u202B',
  '\u202C',
  '\u202D',
  '\u202E',
  '\u2060',
  '\u2066',
  '\u2067',
  '\u2068',
  '\u2069',
  '\u2028',
  '\u2029',
  '\uFEFF',
];
const DECOMPOSED = ['e\u0301', 'a\u0308', 'n\u0303', 'c\u0327', 'o\u0302'];

describe(`fuzzing the text rules (${RUNS} runs each)`, { timeout: 60_000 }, () => {
  const wellFormedTip = fc.record({
    title: fc.stringMatching(/^[A-Za-z][A-Za-z0-9 ]{0,40}[A-Za-z0-9]$/),
    plantType: fc.stringMatching(/^[A-Za-z][A-Za-z ]{0,20}[A-Za-z]$/),
    difficulty: fc.constantFrom(...DIFFICULTIES),
    category: fc.constantFrom(...CATEGORIES),
    description: fc.stringMatching(/^[A-Za-z][A-Za-z .\n]{0,60}[A-Za-z.]$/),
    image: fc.constant('/images/tips/compost.svg'),
    availability: fc.constantFrom(...AVAILABILITIES),
  });

  it('refuses an invisible or direction-changing character anywhere in any text field, changing nothing', async () => {
    const poisoned = fc
      .tuple(
        wellFormedTip,
        fc.constantFrom('title', 'plantType', 'description'),
        fc.constantFrom(...INVISIBLE_CHARS),
        fc.nat(),
      )
      .map(([tip, field, char, at]) => {
        const text = tip[field as 'title'];
        // Inside the text (not at an end, where trimming could remove a control character).
        const cut = 1 + (at % (text.length - 1));
        return { tip: { ...tip, [field]: text.slice(0, cut) + char + text.slice(cut) }, field };
      });
    await property(poisoned, async ({ tip, field }: { tip: Record<string, string>; field: string }) => {
      const before = snapshot(t.store);
      const res = await send('post', '/gardenTips', JSON.stringify(tip));
      expectWellFormedAnswer(res);
      expect(res.status, JSON.stringify(tip[field])).toBe(400);
      expect(res.body.errors.map((e: { field: string }) => e.field)).toContain(field);
      expect(snapshot(t.store)).toEqual(before);
    });
  });

  it('refuses a title without a visible letter or digit', async () => {
    const noLetters = fc
      .array(fc.constantFrom('!', '?', '.', '-', '_', '*', '#', '🌱', '🍅', '+', '(', ')', ' ', '\u3000'), {
        minLength: 1,
        maxLength: 20,
      })
      .map((chars) => chars.join(''));
    await property(fc.tuple(wellFormedTip, noLetters), async ([tip, title]: [Record<string, string>, string]) => {
      const before = snapshot(t.store);
      const res = await send('post', '/gardenTips', JSON.stringify({ ...tip, title }));
      expectWellFormedAnswer(res);
      expect(res.status, JSON.stringify(title)).toBe(400);
      expect(snapshot(t.store)).toEqual(before);
    });
  });

  it('stores every accepted text NFC-normalised and trimmed, so one text typed two ways is one text', async () => {
    const withAccents = fc
      .tuple(
        wellFormedTip,
        fc.array(fc.constantFrom(...DECOMPOSED), { minLength: 1, maxLength: 4 }),
        fc.constantFrom('title', 'plantType', 'description'),
      )
      .map(([tip, marks, field]) => ({
        tip: { ...tip, [field]: `${tip[field as 'title']} ${marks.join('')} ` },
        field,
      }));
    await property(withAccents, async ({ tip, field }: { tip: Record<string, string>; field: string }) => {
      const res = await send('post', '/gardenTips', JSON.stringify(tip));
      expect(res.status, res.text).toBe(201);
      const stored = (await t.store.getTip(res.body.insertedId)) as unknown as Record<string, string>;
      expect(stored[field]).toBe(tip[field]!.trim().normalize('NFC'));
      expect(stored[field]).not.toMatch(/\p{M}/u);
    });
  });
});
