import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { STORE_CONTRACTS } from './every-contract';

const FEATURES = new URL('../../src/features/', import.meta.url);
const has = (feature: string, file: string) => fs.existsSync(new URL(`${feature}/${file}`, FEATURES));

describe('the store contracts', () => {
  it('every feature with a store part has its contract beside it, and every adapter runs it', () => {
    const withStore = fs
      .readdirSync(FEATURES, { withFileTypes: true })
      .filter((entry) => entry.isDirectory() && has(entry.name, 'store.ts'))
      .map((entry) => entry.name)
      .sort();
    expect(withStore.length).toBeGreaterThan(10);
    expect(withStore.filter((feature) => !has(feature, 'store.contract.ts'))).toEqual([]);
    expect(
      Object.keys(STORE_CONTRACTS)
        .filter((name) => name !== 'core')
        .sort(),
    ).toEqual(withStore);
  });
});
