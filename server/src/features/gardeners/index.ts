// The gardeners feature's public module: what other features may use of it.
export { exploreCardOf } from './cards';
