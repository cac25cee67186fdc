import request from 'supertest';
import { expect } from 'vitest';
import type { TestApp } from './app';
import { plainImage } from './images';
import { bearer, type Member } from './members';

/** A plain 800×600 PNG uploaded by `member` (POST /uploads, 201): its address. */
export async function uploadedPhoto(t: TestApp, member: Member): Promise<string> {
  const res = await request(t.app)
    .post('/uploads')
    .set(bearer(member))
    .attach('image', await plainImage('png', 800, 600), { filename: 'p.png', contentType: 'image/png' });
  expect(res.status).toBe(201);
  return res.body.url as string;
}
