// The safety feature's public module: what other features may use of it.
export type { Brakes } from './brakes';
export { applyReadRules, mayRead, withoutBlocked } from './read-rules';
export { setModerationOnSqlite } from './embedded-moderation';
