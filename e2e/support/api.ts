// Arranging data the way a member's browser would, but without the browser: ID tokens from
// the Auth emulator and calls to the real API. Used to set the scene (e.g. enough tips to page
// through) and to check what the screens show against what the API says.
import { randomBytes } from 'node:crypto';
import { emulatorClient } from '@green-circle/testing/emulator-client';
import { stack } from './stack';

export interface Member {
  uid?: string;
  email: string;
  password: string;
  displayName: string;
}

/** The run's Auth emulator, over its REST API. */
export const emulator = () => emulatorClient({ host: stack().emulatorHost, projectId: stack().projectId });

/** A member of the seed data (they wrote the seeded tips). */
export const seedMember = (index = 0): Member => {
  const member = stack().members[index];
  if (!member) throw new Error(`No seed member ${index}`);
  return member;
};

let counter = 0;
/**
 * A short mark no other test of the run has: the suite runs on several workers at once, each
 * with its own counter, so the mark carries the worker's process id and some randomness too.
 */
export function uniqueMark() {
  counter += 1;
  return `${process.pid.toString(36)}${counter.toString(36)}${randomBytes(3).toString('hex')}`;
}

/** A fresh identity nobody has used yet in this run (its name is unique too: the API keeps names apart). */
export function newMember(label: string): Member {
  const mark = uniqueMark();
  const id = `${label}-${mark}`.toLowerCase().replace(/[^a-z0-9-]+/g, '-');
  return { email: `${id}@e2e.test`, password: 'Sprout#2024', displayName: `E2E ${label} ${mark}` };
}

/**
 * Creates the account in the Auth emulator (as the sign-up screen would) and returns it, with
 * its e-mail verified (writing needs that) unless `verified: false`.
 */
export async function createAccount(member: Member, { verified = true } = {}): Promise<Member & { uid: string }> {
  const created = await emulator().createMember({ ...member, verified });
  return { ...member, uid: created.uid };
}

/** The emulator's record of the account with this e-mail (as an admin sees it), or null. */
export async function lookupAccount(email: string) {
  const response = await fetch(
    `http://${stack().emulatorHost}/identitytoolkit.googleapis.com/v1/projects/${stack().projectId}/accounts:lookup`,
    {
      method: 'POST',
      // "owner" is the emulator's admin credential.
      headers: { 'content-type': 'application/json', authorization: 'Bearer owner' },
      body: JSON.stringify({ email: [email] }),
    },
  );
  const found = (await response.json()) as { users?: { localId: string; email: string; emailVerified?: boolean }[] };
  return found.users?.[0] ?? null;
}

export function idToken(member: Member): Promise<string> {
  return emulator().signIn(member);
}

/** Calls the API, as `member` when given; answers the parsed body and the response. */
export async function api<T = unknown>(path: string, init: RequestInit & { as?: Member } = {}) {
  const headers = new Headers(init.headers);
  if (init.as) headers.set('authorization', `Bearer ${await idToken(init.as)}`);
  if (init.body) headers.set('content-type', 'application/json');
  const response = await fetch(`${stack().apiUrl}${path}`, { ...init, headers });
  const body = (await response.json().catch(() => null)) as T;
  if (!response.ok) throw new Error(`${init.method ?? 'GET'} ${path}: ${response.status} ${JSON.stringify(body)}`);
  return { body, response };
}

export interface TipJson {
  _id: string;
  title: string;
  plantType: string;
  difficulty: string;
  category: string;
  description: string;
  image: string;
  availability: 'Public' | 'Hidden';
  likes: number;
  displayName: string;
  authorId: string;
  authorPhotoURL: string | null;
  mine?: boolean;
}

export type TipInput = Pick<
  TipJson,
  'title' | 'plantType' | 'difficulty' | 'category' | 'description' | 'image' | 'availability'
> & {
  /** The months it is for (1-12), as its author lives them; none: any time of year. */
  months?: number[];
};

export function tipInput(overrides: Partial<TipInput> = {}): TipInput {
  return {
    title: `E2E tip ${uniqueMark()}`,
    plantType: 'Tomato',
    difficulty: 'Easy',
    category: 'Plant Care',
    description: 'Water deeply once a week rather than a little every day, so the roots grow down.',
    image: '/images/placeholder.svg',
    availability: 'Public',
    ...overrides,
  };
}

export async function createTip(member: Member, input: TipInput = tipInput()) {
  const { body } = await api<{ insertedId: string }>('/gardenTips', {
    method: 'POST',
    body: JSON.stringify(input),
    as: member,
  });
  return { ...input, _id: body.insertedId };
}

/** Every tip the API lists for the query (following the Link header), and its X-Total-Count. */
export async function listTips(query: string, as?: Member) {
  const tips: TipJson[] = [];
  let next: string | null = `/gardenTips?${query}`;
  let total = 0;
  while (next) {
    const page: { body: TipJson[]; response: Response } = await api<TipJson[]>(next, { as });
    tips.push(...page.body);
    total = Number(page.response.headers.get('x-total-count'));
    const link: string | null = page.response.headers.get('link');
    const match = link ? /<([^>]+)>;\s*rel="next"/.exec(link) : null;
    const url = match?.[1] ? new URL(match[1], stack().apiUrl) : null;
    next = url ? url.pathname + url.search : null;
  }
  return { tips, total };
}
