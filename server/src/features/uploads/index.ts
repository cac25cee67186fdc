// The uploads feature's public module: what other features may use of it.
export { ownPhotos, releaseUpload, uploadIdOf, uploadOfUrl } from './attach';
