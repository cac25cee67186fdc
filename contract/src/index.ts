// The contract between the API and the client: schemas, types, fixed lists, limits and
// the spec's messages. Plain TypeScript and zod only, so it bundles into the client.
export * from './constants';
export * from './messages';
export * from './fields';
export * from './text';
export * from './tip';
export * from './gardener';
export * from './user';
export * from './auth';
export * from './stats';
export * from './problem';
export * from './said';
export * from './seasons';
export * from './plants';
export * from './plant-season';
export * from './plant-api';
export * from './week';
export * from './garden';
export * from './uploads';
export * from './conversation';
export * from './people';
export * from './safety';
export * from './account';
export * from './mail';
export * from './question-texts';
export * from './questions';
export * from './plan';
