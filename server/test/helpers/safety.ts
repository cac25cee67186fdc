import request from 'supertest';
import type { Role } from '@green-circle/contract';
import type { TestApp } from './app';
import { bearer, type Member } from './members';

/** The member's users record, as signing up makes it (POST /users). */
export async function withRecord(t: TestApp, member: Member): Promise<void> {
  const res = await request(t.app).post('/users').set(bearer(member)).send({});
  if (res.status !== 201 && res.status !== 200) throw new Error(`POST /users answered ${res.status}`);
}

/** Makes the member's account `hours` old (its record's joinedAt; the server never takes it from a request). */
export async function ageAccount(t: TestApp, member: Member, hours = 48): Promise<void> {
  await withRecord(t, member);
  const joinedAt = new Date(Date.now() - hours * 60 * 60 * 1000).toISOString();
  t.store.db.prepare('UPDATE users SET joinedAt = ? WHERE uid = ?').run(joinedAt, member.uid);
}

/** Gives the member a role the way npm run admin does (through the store, keyed by uid). */
export async function giveRole(t: TestApp, member: Member, role: Role): Promise<void> {
  await withRecord(t, member);
  await t.store.setRole(member.uid, role);
}

/** Shares a tip as the member and returns its id. */
export async function shareTip(t: TestApp, member: Member, body: object): Promise<string> {
  const res = await request(t.app).post('/gardenTips').set(bearer(member)).send(body);
  if (res.status !== 201) throw new Error(`POST /gardenTips answered ${res.status}: ${res.text}`);
  return res.body.insertedId as string;
}
