import express from 'express';
import request from 'supertest';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sendJson } from './send-json';

describe('sendJson', () => {
  afterEach(() => vi.restoreAllMocks());

  /** How many times JSON.stringify was asked to serialize exactly this value. */
  const stringified = (spy: { mock: { calls: unknown[][] } }, value: unknown) =>
    spy.mock.calls.filter(([arg]) => arg === value).length;

  it('answers a frozen body as the JSON res.json would send, serializing it only once', async () => {
    const body = Object.freeze([Object.freeze({ title: 'Compost 101', likes: 3 })]);
    const expected = JSON.stringify(body);
    const stringify = vi.spyOn(JSON, 'stringify');
    const app = express().get('/', (_req, res) => sendJson(res, body));
    for (let i = 0; i < 3; i += 1) {
      const res = await request(app).get('/');
      expect(res.headers['content-type']).toMatch(/^application\/json/);
      expect(res.text).toBe(expected);
    }
    expect(stringified(stringify, body)).toBe(1);
  });

  it('serializes an unfrozen body afresh each time, so a changed value is never answered stale', async () => {
    const body = { likes: 1 };
    const stringify = vi.spyOn(JSON, 'stringify');
    const app = express().get('/', (_req, res) => sendJson(res, body));
    expect((await request(app).get('/')).body).toEqual({ likes: 1 });
    body.likes = 2;
    expect((await request(app).get('/')).body).toEqual({ likes: 2 });
    expect(stringified(stringify, body)).toBe(2);
  });
});
