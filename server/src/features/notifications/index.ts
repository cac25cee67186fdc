// The notifications feature's public module: other features' writes notify through it.
export { embeddedNotifications } from './embedded-store';
export { mongoNotifications } from './mongo-store';
export { likeGroupKey } from './store';
export { notificationViews } from './notification-view';
