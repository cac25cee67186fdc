import { MESSAGES } from '@green-circle/contract';
import type { Identity } from '../../http/auth';
import type { AuthorProfile, Store } from '../../store/store';
import { ensureUser, nameHeldByOther } from '../users';
import { tokenName, tokenPicture } from '../users';

/**
 * The author as a tip shows them, at the time of writing: the name and photo of the member's
 * record (the name was checked to be nobody else's when it was claimed). A member without a
 * record yet gets the token's name when no other member uses it. Never anything derived from
 * the e-mail address: that would publish part of it.
 */
export async function authorProfile(store: Store, member: Identity & { email: string }): Promise<AuthorProfile> {
  const record = await store.findUserByUid(member.uid);
  const photo = record?.photoURL || tokenPicture(member);
  if (record?.name) return { displayName: record.name, authorPhotoURL: photo };
  const name = tokenName(member);
  const free = name !== '' && !(await nameHeldByOther(store, name, member));
  return { displayName: free ? name : MESSAGES.noName, authorPhotoURL: photo };
}

/**
 * The author of a question, an answer or a comment written now, as it is stored with it. A writer
 * is a gardener others can block, report and moderators suspend: all of that finds them by their
 * record, which a member who never signed up through the site lacks, so it is made first; then
 * their name and photo as authorProfile reads them.
 */
export async function recordedAuthor(store: Store, member: Identity & { email: string }, now: Date) {
  await ensureUser(store, member, {}, { now });
  return { authorUid: member.uid, ...(await authorProfile(store, member)) };
}
