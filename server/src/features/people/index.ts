// The people feature's public module: what other features may use of it.
export type { ResolveAuthor } from './author-resolver';
export { publicPeople } from './people-view';
