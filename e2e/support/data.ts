// What a test makes for itself, so no test leans on what another one left and the suite runs on
// several workers at once: fresh members (an Auth emulator account and the API's record, as the
// sign-up screen makes them), their tips and their comments, all through the real API.
// Plain functions, so a `beforeAll` can use them too; fixtures.ts offers `member` and
// `makeMember` on top. Seeded demo members may be read, never changed (use a fresh member).
import { api, createAccount, createTip, newMember, tipInput, type Member, type TipInput } from './api';

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
