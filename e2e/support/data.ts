// What a test makes for itself, so no test leans on what another one left and the suite runs on
// several workers at once: fresh members (an Auth emulator account and the API's record, as the
// sign-up screen makes them), their tips and their comments, all through the real API.
// Plain functions, so a `beforeAll` can use them too; fixtures.ts offers `member` and
// `makeMember` on top. Seeded demo members may be read, never changed (use a fresh member).
import sharp from 'sharp';
import { UPLOAD_FIELD } from '@green-circle/contract/uploads';
import { api, createAccount, createTip, idToken, newMember, tipInput, type Member, type TipInput } from './api';
import { stack } from './stack';

export interface MemberOptions {
  /** Default true: writing (tips, likes, comments) needs a verified e-mail. */
  verified?: boolean;
  /** The name others see; default a unique 'E2E <label> <mark>' (the API keeps names apart). */
  displayName?: string;
  /**
   * Default true: the API's member record is made (POST /users, as the sign-up screen does).
   * false leaves the account with none, like a member who never finished signing up.
   */
  profile?: boolean;
}

export type FreshMember = Member & { uid: string };

/** A member no other test knows: an emulator account (verified by default) and their API record. */
export async function makeMember(label = 'member', options: MemberOptions = {}): Promise<FreshMember> {
  const identity = newMember(label);
  const member = await createAccount(
    { ...identity, displayName: options.displayName ?? identity.displayName },
    { verified: options.verified ?? true },
  );
  if (options.profile ?? true) {
    await api('/users', {
      method: 'POST',
      body: JSON.stringify({ name: member.displayName, creationTime: new Date().toISOString() }),
      as: member,
    });
  }
  return member;
}

/** A tip `author` shares (public by default, a unique title unless given). */
export function makeTip(author: Member, overrides: Partial<TipInput> = {}) {
  return createTip(author, tipInput(overrides));
}

export interface CommentJson {
  _id: string;
  tipId: string;
  parentId: string | null;
  body: string;
  displayName: string;
}

/** A comment `author` writes under the tip (a reply when `parentId` names a comment there). */
export async function makeComment(author: Member, tipId: string, body: string, parentId?: string) {
  const { body: created } = await api<CommentJson>(`/gardenTips/${tipId}/comments`, {
    method: 'POST',
    body: JSON.stringify(parentId ? { body, parentId } : { body }),
    as: author,
  });
  return created;
}

/** Uploads a small photo of one colour as the member (POST /uploads, as the photo picker does): its address. */
export async function uploadPhoto(member: Member, background = '#2e7d32'): Promise<string> {
  const png = await sharp({ create: { width: 640, height: 480, channels: 3, background } })
    .png()
    .toBuffer();
  const form = new FormData();
  form.append(UPLOAD_FIELD, new Blob([new Uint8Array(png)], { type: 'image/png' }), 'photo.png');
  const response = await fetch(`${stack().apiUrl}/uploads`, {
    method: 'POST',
    headers: { authorization: `Bearer ${await idToken(member)}` },
    body: form,
  });
  if (response.status !== 201) throw new Error(`POST /uploads: ${response.status} ${await response.text()}`);
  return ((await response.json()) as { url: string }).url;
}

/** A question of `asker`'s (POST /questions): a tomato question unless `body` says otherwise; its id. */
export async function makeQuestion(asker: Member, body: { title: string } & Record<string, unknown>) {
  const question = JSON.stringify({ details: 'The lower leaves went yellow first.', plantType: 'Tomato', ...body });
  return (await api<{ _id: string }>('/questions', { method: 'POST', body: question, as: asker })).body._id;
}

/** `author`'s answer to a question (POST /questions/{id}/answers); its id. */
export async function makeAnswer(author: Member, questionId: string, body: string) {
  const answer = JSON.stringify({ body });
  return (await api<{ _id: string }>(`/questions/${questionId}/answers`, { method: 'POST', body: answer, as: author }))
    .body._id;
}
