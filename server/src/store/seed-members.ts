// The members of the demo data (seed-data.ts): who wrote its tips and who signs in.

/**
 * The members who wrote the seed tips. The run scripts create matching accounts in the
 * Auth emulator (same uid, e-mail and display name; password below) so signing in as one
 * of them shows "their" tips as their own.
 */
export const SEED_MEMBERS = [
  { uid: 'seed-maya', email: 'maya@greencircle.test', displayName: 'Maya Greenfield', password: 'Garden#2024' },
  { uid: 'seed-omar', email: 'omar@greencircle.test', displayName: 'Omar Haddad', password: 'Garden#2024' },
  { uid: 'seed-lina', email: 'lina@greencircle.test', displayName: 'Lina Park', password: 'Garden#2024' },
] as const;

export type SeedMember = (typeof SEED_MEMBERS)[number];

/** The plain demo member the README documents (no tips of their own). */
export const DEMO_MEMBER = {
  uid: 'demo-member',
  email: 'demo@greencircle.test',
  displayName: 'Demo Gardener',
  password: 'Garden#2024',
} as const;

/**
 * Every member a demo store starts with: the run scripts create their accounts in the Auth
 * emulator, and the API (SEED=demo) their users records, straight in the store.
 */
export const DEMO_MEMBERS: readonly { uid: string; email: string; displayName: string; password: string }[] = [
  ...SEED_MEMBERS,
  DEMO_MEMBER,
];

/**
 * The members behind Explore's other gardeners: they wrote seed tips but need no sign-in, so
 * they have no Auth account (fixed uids like the demo members' keep their author ids stable).
 */
const member = (file: string, displayName: string) =>
  ({ uid: `seed-${file}`, email: `${file}@greencircle.test`, displayName }) as const;
export const SEED_GARDENER_MEMBERS = {
  amara: member('amara', 'Amara Okafor'),
  diego: member('diego', 'Diego Alvarez'),
  hana: member('hana', 'Hana Sato'),
  tomasz: member('tomasz', 'Tomasz Nowak'),
  priya: member('priya', 'Priya Raman'),
  samuel: member('samuel', 'Samuel Mensah'),
  elin: member('elin', 'Elin Lindqvist'),
  kai: member('kai', 'Kai Nakoa'),
  fatima: member('fatima', 'Fatima Zahra'),
  lucas: member('lucas', 'Lucas Moreau'),
  grace: member('grace', 'Grace Whitfield'),
  ravi: member('ravi', 'Ravi Patel'),
};
export type TipAuthor = { uid: string; email: string; displayName: string };
