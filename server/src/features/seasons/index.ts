// The seasons feature's public module: what other features may use of it.
export { gardenOf } from './garden';
export { reminderDue } from './reminder-due';
export type { FeedEvent } from './calendar-feed';
