import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/helpers/app';
import { expectProblem } from '../../../test/helpers/fixtures';
import { bearer, createMember, type Member } from '../../../test/helpers/members';

let t: TestApp;
let maya: Member;

beforeAll(async () => {
  t = buildTestApp();
  maya = await createMember({ displayName: 'Maya Idioma' });
});
afterAll(() => t.close());

/** Issue 39: the member's language is kept with their record, so it follows them to any browser. */
describe('PATCH /users/me language', () => {
  const ownRecord = async () =>
    (await request(t.app).get('/users').query({ email: maya.email }).set(bearer(maya)).expect(200)).body[0];

  it("is '' until chosen, then kept, and changes nothing else", async () => {
    await request(t.app).post('/users').set(bearer(maya)).send({ name: 'Maya Idioma' }).expect(201);
    expect((await ownRecord()).language).toBe('');
    const saved = await request(t.app).patch('/users/me').set(bearer(maya)).send({ language: 'es' }).expect(200);
    expect(saved.body).toMatchObject({ language: 'es', name: 'Maya Idioma', bio: '' });
    expect(await ownRecord()).toMatchObject({ language: 'es', name: 'Maya Idioma' });
    await request(t.app).patch('/users/me').set(bearer(maya)).send({ bio: 'Tomates.' }).expect(200);
    expect((await ownRecord()).language).toBe('es');
  });

  it('refuses a language the site does not speak, with a code, and keeps the choice', async () => {
    const res = await request(t.app).patch('/users/me').set(bearer(maya)).send({ language: 'fr' });
    expectProblem(res, 400);
    expect(res.body.code).toBe('http.badRequest');
    expect((await ownRecord()).language).toBe('es');
  });

  it('is not shown on the public gardener page', async () => {
    const { authorId } = await ownRecord();
    const page = await request(t.app).get(`/gardeners/${authorId}`).expect(200);
    expect(page.body).not.toHaveProperty('language');
  });
});
