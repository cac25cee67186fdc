import { composeEmbedded, type EmbeddedBase, type EmbeddedStoreOptions } from '../store-core/embedded-open';
import { EMBEDDED_PARTS } from './parts';
import type { Store } from './store';

export { DB_FILENAME } from '../store-core/embedded-open';

/**
 * The embedded store, plus its connection for tests and the benchmark (never for the API).
 * Read through it freely; a write through it would bypass the read cache.
 */
export type EmbeddedStore = Store & Pick<EmbeddedBase, 'db'>;

export function createEmbeddedStore(options: EmbeddedStoreOptions): EmbeddedStore {
  return composeEmbedded(EMBEDDED_PARTS, options);
}
