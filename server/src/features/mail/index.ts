// The mail feature's public module: other features' writes put their e-mail in the outbox through it.
export { embeddedMailOutbox } from './embedded-store';
export { mongoMailOutbox } from './mongo-store';
export { mailOfNotification } from './notification-mail';
export { accountMail, accountMailRoutes, type FindAccountByEmail } from './account-mail';
export { firebaseAccountByEmail } from './firebase-account';
