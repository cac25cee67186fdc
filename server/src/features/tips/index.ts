// The tips feature's public module: what other features may use of it.
export type { AuthorProfile, WorkedNear } from './store';
export { TIP_COLUMNS } from './embedded-list';
export { insertTip, toTip, type TipRow } from './embedded-rows';
export { tipDoc, toTip as mongoToTip } from './mongo-docs';
export type { LikeDoc, TipDoc } from './mongo-list';
export { authorProfile, recordedAuthor } from './author';
export { createTipViews, type AuthorIds } from './public-view';
export { findVisibleTip } from './visibility';
export { indexWords, searchTerms, searchWords } from './search';
export { createAuthorIds } from './author-id';
