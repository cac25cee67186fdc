// What the client gets for `import … from '@green-circle/contract'` (vite.config.ts points the
// bare name here): the contract itself, with zod set up for the browser before any of its
// schemas is built (imports run in order, so zod-jitless comes first).
import './zod-jitless';

// eslint-disable-next-line no-restricted-imports -- the contract workspace's own source, outside client/src (the bare name would be this very file)
export * from '../../../contract/src/index';
