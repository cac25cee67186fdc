import { MESSAGES } from '@green-circle/contract';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/helpers/app';
import { expectProblem, tipInput } from '../../../test/helpers/fixtures';
import { bearer, createMember, type Member } from '../../../test/helpers/members';
import { uploadedPhoto } from '../../../test/helpers/uploads';

// Several photos on a tip (issue 57): the first is the cover `image` names.
let t: TestApp;
let a: Member;
let b: Member;

beforeAll(async () => {
  t = buildTestApp();
  [a, b] = await Promise.all([createMember(), createMember()]);
});
afterAll(() => t.close());

const share = (member: Member, body: object) => request(t.app).post('/gardenTips').set(bearer(member)).send(body);
const read = (id: string) => request(t.app).get(`/gardenTips/${id}`);
const uploads = (member: Member, n: number) => Promise.all(Array.from({ length: n }, () => uploadedPhoto(t, member)));

describe('photos on tips', () => {
  it('stores up to four photos, the cover first, and answers them with the cover as image and imageAlt', async () => {
    const urls = await uploads(a, 4);
    const photos = urls.map((url, i) => ({ url, alt: `Bed ${i + 1}` }));
    const res = await share(a, tipInput({ image: urls[0], imageAlt: 'ignored', photos }));
    expect(res.status).toBe(201);
    const got = await read(res.body.insertedId);
    expect(got.body).toMatchObject({ image: urls[0], imageAlt: 'Bed 1', photos });
    // In the list too.
    const list = await request(t.app).get('/gardenTips?limit=100').set(bearer(a));
    expect(list.body.find((tip: { _id: string }) => tip._id === res.body.insertedId).photos).toEqual(photos);
  });

  it('answers a tip sent without photos with its image alone, as old clients send it', async () => {
    const res = await share(a, tipInput({ imageAlt: 'A raised bed' }));
    const got = await read(res.body.insertedId);
    expect(got.body.photos).toEqual([{ url: got.body.image, alt: 'A raised bed' }]);
  });

  it('refuses a fifth photo, one without what it shows, a cover that is not the image, and another member’s upload', async () => {
    const urls = await uploads(a, 5);
    const five = await share(a, tipInput({ image: urls[0], photos: urls.map((url) => ({ url, alt: 'Leaves' })) }));
    expectProblem(five, 400);
    // The same code as a question's fifth photo (questions.test.ts checks its words).
    expect(five.body.errors).toContainEqual(expect.objectContaining({ field: 'photos', code: 'photos.tooMany' }));
    const blank = await share(a, tipInput({ image: urls[0], photos: [{ url: urls[0], alt: ' ' }] }));
    expectProblem(blank, 400);
    expect(blank.body.errors).toContainEqual(
      expect.objectContaining({ field: 'photos.0.alt', code: 'photos.altRequired' }),
    );

    const notCover = await share(a, tipInput({ image: urls[0], photos: [{ url: urls[1], alt: 'Leaves' }] }));
    expectProblem(notCover, 400);
    expect(notCover.body.errors).toContainEqual(
      expect.objectContaining({ field: 'photos.0.url', code: 'messages.coverIsFirstPhoto' }),
    );
    expect(notCover.body.detail).toBe(MESSAGES.coverIsFirstPhoto);

    const [theirs] = await uploads(b, 1);
    const foreign = await share(
      a,
      tipInput({
        image: urls[0],
        photos: [
          { url: urls[0], alt: 'Mine' },
          { url: theirs, alt: 'Not mine' },
        ],
      }),
    );
    expectProblem(foreign, 403);
    expect(foreign.body.errors).toContainEqual(expect.objectContaining({ field: 'photos.1.url' }));
  });

  it('an edit replaces the photos and releases the ones it drops; an edit without photos keeps them; a delete releases all', async () => {
    const urls = await uploads(a, 3);
    const id = (await share(a, tipInput({ image: urls[0], photos: urls.map((url) => ({ url, alt: 'Squash' })) }))).body
      .insertedId as string;
    const idOf = (url: string) => url.split('/')[2]!;

    const put = (body: object) => request(t.app).put(`/gardenTips/${id}`).set(bearer(a)).send(body);
    expect(
      (
        await put(
          tipInput({
            image: urls[0],
            photos: [
              { url: urls[0], alt: 'Squash' },
              { url: urls[2], alt: 'Flowers' },
            ],
          }),
        )
      ).status,
    ).toBe(200);
    expect((await read(id)).body.photos.map((p: { url: string }) => p.url)).toEqual([urls[0], urls[2]]);
    expect(await t.store.getUpload(idOf(urls[1]!))).toBeNull();

    // An old client's edit: the cover changes, the photos after it stay.
    const [cover] = await uploads(a, 1);
    expect((await put(tipInput({ image: cover, imageAlt: 'New cover' }))).status).toBe(200);
    expect((await read(id)).body.photos).toEqual([
      { url: cover, alt: 'New cover' },
      { url: urls[2], alt: 'Flowers' },
    ]);
    expect(await t.store.getUpload(idOf(urls[0]!))).toBeNull();
    expect(await t.store.getUpload(idOf(urls[2]!))).not.toBeNull();

    expect((await request(t.app).delete(`/gardenTips/${id}`).set(bearer(a))).status).toBe(200);
    expect(await t.store.getUpload(idOf(urls[2]!))).toBeNull();
    expect(await t.store.getUpload(idOf(cover!))).toBeNull();
  });
});
