// The safety feature's public module: what other features may use of it.
export type { Brakes } from './brakes';
export { applyReadRules, mayRead, withoutBlocked } from './read-rules';
export { contentKind } from './content-kind';
export { setModerationOnSqlite } from './embedded-moderation';
