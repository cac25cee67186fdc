import express from 'express';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { sendJson } from './send-json';

describe('sendJson', () => {
  it('answers a frozen body as the JSON res.json would send', async () => {
    const body = Object.freeze([Object.freeze({ title: 'Compost 101', likes: 3 })]);
    const app = express().get('/', (_req, res) => sendJson(res, body));
    for (let i = 0; i < 2; i += 1) {
      const res = await request(app).get('/');
      expect(res.headers['content-type']).toMatch(/^application\/json/);
      expect(res.text).toBe(JSON.stringify(body));
    }
  });

  it('serializes an unfrozen body afresh each time, so a changed value is never answered stale', async () => {
    const body = { likes: 1 };
    const app = express().get('/', (_req, res) => sendJson(res, body));
    expect((await request(app).get('/')).body).toEqual({ likes: 1 });
    body.likes = 2;
    expect((await request(app).get('/')).body).toEqual({ likes: 2 });
  });
});
