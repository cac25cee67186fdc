// The shared-tips feature's public module: the tips' writes note a first publication through it.
export { embeddedTipShares } from './embedded-store';
export { mongoTipShares } from './mongo-store';
export { startSharedTipFanOut } from './fan-out';
