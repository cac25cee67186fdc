import request from 'supertest';
import { expect } from 'vitest';
import { plantSlugOf } from '@green-circle/contract';
import type { createApp } from '../../src/app';
import { tipInput } from './fixtures';
import { plainImage } from './images';
import { bearer, type Member } from './members';

type App = ReturnType<typeof createApp>;

/** The name giveEveryKind registers the member under (unique per account). */
export const memberName = (member: Member) => `Gardener ${member.uid.slice(0, 10)}`;

/** What `member` ended up holding (ids the tests look for afterwards). */
export interface MemberData {
  ownTipId: string;
  photoUploadId: string;
  /** Another member's tip the member liked, commented on, replied under, tried and was reminded of. */
  otherTipId: string;
  /** The member's first comment there, which the other member answered. */
  answeredCommentId: string;
  /** The other member's reply to it. */
  replyId: string;
  /** The member's own reply in the other member's thread. */
  memberReplyId: string;
}

/**
 * Gives `member` one of every kind of data the site holds of a member, with `other` on the far
 * side of each (liked, followed both ways, answering, reporting), through the real API.
 */
export async function giveEveryKind(app: App, member: Member, other: Member): Promise<MemberData> {
  const as = (m: Member) => bearer(m);
  const ok = async (call: request.Test, status = 200) => {
    const res = await call;
    expect(res.status, JSON.stringify(res.body)).toBe(status);
    return res.body as Record<string, unknown>;
  };
  await ok(
    request(app)
      .post('/users')
      .set(as(member))
      .send({ name: memberName(member), email: member.email, photoURL: '' }),
    201,
  );
  await ok(
    request(app)
      .post('/users')
      .set(as(other))
      .send({ name: memberName(other), email: other.email, photoURL: '' }),
    201,
  );
  const photo = await ok(
    request(app)
      .post('/uploads')
      .set(as(member))
      .attach('image', await plainImage('png', 800, 600), {
        filename: 'bed.png',
        contentType: 'image/png',
      }),
    201,
  );
  const ownTipId = (
    await ok(
      request(app)
        .post('/gardenTips')
        .set(as(member))
        .send(tipInput({ image: photo.url as string })),
      201,
    )
  ).insertedId as string;
  const otherTipId = (await ok(request(app).post('/gardenTips').set(as(other)).send(tipInput()), 201))
    .insertedId as string;
  const memberId = (await ok(request(app).get(`/gardenTips/${ownTipId}`).set(as(other)))).authorId as string;
  const otherId = (await ok(request(app).get(`/gardenTips/${otherTipId}`).set(as(member)))).authorId as string;

  await ok(request(app).patch(`/gardenTips/${otherTipId}/like`).set(as(member)).send({ increment: 1 }));
  await ok(request(app).patch(`/gardenTips/${ownTipId}/like`).set(as(other)).send({ increment: 1 }));
  const comment = (path: string, body: object, m: Member) => ok(request(app).post(path).set(as(m)).send(body), 201);
  const answered = await comment(`/gardenTips/${otherTipId}/comments`, { body: 'My first thought' }, member);
  const reply = await comment(
    `/gardenTips/${otherTipId}/comments`,
    { body: 'Good point', parentId: answered._id },
    other,
  );
  const otherThread = await comment(`/gardenTips/${otherTipId}/comments`, { body: 'A thread of mine' }, other);
  const memberReply = await comment(
    `/gardenTips/${otherTipId}/comments`,
    { body: 'My reply', parentId: otherThread._id },
    member,
  );
  await comment(`/gardenTips/${ownTipId}/comments`, { body: 'Nice one' }, other);
  await ok(request(app).put(`/gardenTips/${otherTipId}/trials/me`).set(as(member)).send({ outcome: 'worked' }), 201);
  await ok(request(app).put(`/me/following/${otherId}`).set(as(member)), 201);
  await ok(request(app).put(`/me/following/${memberId}`).set(as(other)), 201);
  await ok(request(app).put('/me/garden').set(as(member)).send({ hemisphere: 'south' }));
  await ok(request(app).post('/me/plan').set(as(member)).send({ tipId: otherTipId }), 201);
  await ok(
    request(app)
      .put(`/me/plants/${plantSlugOf('Tomato')}`)
      .set(as(member)),
    201,
  );
  await ok(request(app).get('/me/calendar').set(as(member)));
  const settings = await ok(request(app).get('/me/notification-settings').set(as(member)));
  await ok(
    request(app)
      .put('/me/notification-settings')
      .set(as(member))
      .send({ ...settings, follow: false }),
  );
  await ok(
    request(app)
      .post('/reports')
      .set(as(member))
      .send({ target: { kind: 'tip', id: otherTipId }, reason: 'spam' }),
    201,
  );
  await ok(
    request(app)
      .post('/reports')
      .set(as(other))
      .send({ target: { kind: 'tip', id: ownTipId }, reason: 'spam' }),
    201,
  );
  return {
    ownTipId,
    photoUploadId: photo.id as string,
    otherTipId,
    answeredCommentId: answered._id as string,
    replyId: reply._id as string,
    memberReplyId: memberReply._id as string,
  };
}
