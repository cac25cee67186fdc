import { expect } from 'vitest';
import type { Response } from 'supertest';
import type { TipInput } from '@green-circle/contract';

let counter = 0;

/** A valid tip body; each call gets its own title. */
export function tipInput(overrides: Partial<Record<keyof TipInput, unknown>> = {}): TipInput {
  counter += 1;
  return {
    title: `Mulch the beds ${counter}`,
    plantType: 'Tomato',
    difficulty: 'Easy',
    category: 'Plant Care',
    description: 'A layer of straw keeps the soil moist and cool through summer.',
    image: 'https://example.com/mulch.jpg',
    availability: 'Public',
    ...overrides,
  } as TipInput;
}

/** Asserts an RFC 9457 answer with this status and no stack trace anywhere. */
export function expectProblem(res: Response, status: number) {
  expect(res.status).toBe(status);
  expect(res.headers['content-type']).toMatch(/^application\/problem\+json/);
  expect(res.body).toMatchObject({ type: expect.any(String), title: expect.any(String), status });
  expect(res.body.detail).toEqual(expect.any(String));
  expect(res.text).not.toMatch(/\bat .+\(.+:\d+:\d+\)|node_modules|\.ts:\d+/);
}
