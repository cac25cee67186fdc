import express from 'express';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { MESSAGES, SAFETY_MESSAGES } from '@green-circle/contract/messages';
import { AppError, errorHandler } from './errors';

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

  it("falls back to the status's code, and gives a field's own value no code", async () => {
    const res = await request(
      appThrowing(new AppError(404, 'No gardener has this id', [{ field: 'at', message: '2026-01-01' }])),
    )
      .get('/')
      .expect(404);
    expect(res.body.code).toBe('http.notFound');
    expect(res.body.errors).toEqual([{ field: 'at', message: '2026-01-01' }]);
    const crash = await request(appThrowing(new Error('boom')))
      .get('/')
      .expect(500);
    expect(crash.body).toMatchObject({ code: 'http.serverError', detail: 'Something went wrong on our side' });
  });
});
