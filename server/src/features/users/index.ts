// The users feature's public module: what other features may use of it.
export { ensureUser, nameHeldByOther } from './ensure-user';
export { tokenName, tokenPicture } from './token-profile';
