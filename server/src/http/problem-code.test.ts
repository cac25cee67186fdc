import express from 'express';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { MESSAGES, SAFETY_MESSAGES } from '@green-circle/contract/messages';
import { z } from 'zod';
import { tipInputSchema } from '@green-circle/contract';
import { AppError, errorHandler } from './errors';
import { validate } from './validate';

/** Issue 39: every problem carries a stable code beside its English detail, for the site to translate. */
function appThrowing(error: unknown) {
  const app = express();
  app.get('/', () => {
    throw error;
  });
  app.use(errorHandler(() => {}));
  return app;
}

describe('problem details carry a code', () => {
  it("names a contract text by its group and key, and a field's contract message too", async () => {
    const res = await request(
      appThrowing(new AppError(409, MESSAGES.nameTaken, [{ field: 'name', message: MESSAGES.nameTaken }])),
    )
      .get('/')
      .expect(409);
    expect(res.body).toMatchObject({ detail: MESSAGES.nameTaken, code: 'messages.nameTaken' });
    expect(res.body.errors).toEqual([{ field: 'name', message: MESSAGES.nameTaken, code: 'messages.nameTaken' }]);
  });

  it('knows a text that begins with a contract text (a suspension with its date)', async () => {
    const detail = `${SAFETY_MESSAGES.accountSuspended} 2026-12-01`;
    const res = await request(appThrowing(new AppError(403, detail)))
      .get('/')
      .expect(403);
    expect(res.body.code).toBe('safety.accountSuspended');
  });

  it("falls back to the status's code, and gives every field error a code ('not valid' at the least)", async () => {
    const res = await request(
      appThrowing(new AppError(404, 'No gardener has this id', [{ field: 'at', message: '2026-01-01' }])),
    )
      .get('/')
      .expect(404);
    expect(res.body.code).toBe('http.notFound');
    expect(res.body.errors).toEqual([{ field: 'at', message: '2026-01-01', code: 'field.invalid' }]);
    const crash = await request(appThrowing(new Error('boom')))
      .get('/')
      .expect(500);
    expect(crash.body).toMatchObject({ code: 'http.serverError', detail: 'Something went wrong on our side' });
  });
});

/** Issue 56: the site reads a refusal by its code and values, so the API's English can change freely. */
describe('codes the site reads by', () => {
  it('a refusal with its own words (a date in them) sends their code and values', async () => {
    const refusal = new AppError(403, 'Your account is suspended until 2026-12-01.', undefined, {
      code: 'problem.suspendedUntil',
      values: { until: '2026-12-01' },
    });
    const res = await request(appThrowing(refusal)).get('/').expect(403);
    expect(res.body).toMatchObject({ code: 'problem.suspendedUntil', values: { until: '2026-12-01' } });
  });

  it("a schema's field errors carry a code each: blank, too long, not a choice, a rule's own", async () => {
    const app = express();
    app.use(express.json());
    app.post('/', validate({ body: tipInputSchema }), () => {});
    app.use(errorHandler(() => {}));
    const res = await request(app)
      .post('/')
      .send({ title: 'x'.repeat(500), difficulty: 'Impossible', description: 'ok\u200bok', plantType: 'Rose' })
      .expect(400);
    const byField = Object.fromEntries(
      (res.body.errors as { field: string; code: string; values?: object }[]).map((e) => [e.field, e]),
    );
    expect(byField.title).toMatchObject({ code: 'field.atMost', values: { n: expect.any(Number) } });
    expect(byField.difficulty).toMatchObject({ code: 'field.chooseOne' });
    expect(byField.category).toMatchObject({ code: 'field.required' });
    expect(byField.description).toMatchObject({ code: 'messages.invisibleCharacters' });
    // Every error has one: the site never needs the English message.
    expect((res.body.errors as { code?: string }[]).every((e) => typeof e.code === 'string')).toBe(true);
  });

  it('a wrong type that was sent is not valid, not missing', async () => {
    const app = express();
    app.use(express.json());
    app.post('/', validate({ body: z.object({ n: z.number() }) }), () => {});
    app.use(errorHandler(() => {}));
    const sent = await request(app).post('/').send({ n: 'seven' }).expect(400);
    expect(sent.body.errors).toEqual([expect.objectContaining({ field: 'n', code: 'field.invalid' })]);
    const missing = await request(app).post('/').send({}).expect(400);
    expect(missing.body.errors).toEqual([expect.objectContaining({ field: 'n', code: 'field.required' })]);
  });
});
