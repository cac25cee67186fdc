// The conversation feature's public module: what other features may use of it.
export { mongoConversation } from './mongo-store';
export { withMyTrials, workedNearCaller } from './tip-extras';
