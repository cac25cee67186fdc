import { describe, expect, it } from 'vitest';
import type { Store } from '../../store/store';
import { createAuthorIds } from '../tips/author-id';
import { createAuthorResolver } from '../people/author-resolver';
import { createPeople } from './people';

/**
 * Safety's routes (block, report a gardener, suspend) turn a public author id back into a uid
 * through the same resolver as the people routes: one map, rebuilt at most every so often, so
 * a stream of unknown ids cannot make every request a scan of all members.
 */
describe('createPeople', () => {
  const authorIds = createAuthorIds('secret-for-the-people-test');
  const countingStore = () => {
    const members = ['uid-ada'];
    let scans = 0;
    const store = {
      memberUids: () => {
        scans += 1;
        return Promise.resolve([...members]);
      },
    } as unknown as Store;
    return { store, members, scans: () => scans };
  };

  it('finds a member by author id, and one who joined a moment after the last scan', async () => {
    const { store, members } = countingStore();
    const people = createPeople(store, authorIds, createAuthorResolver(store, authorIds));
    expect(await people.uidOf(authorIds('uid-ada'))).toBe('uid-ada');
    // Joined within the rescan interval: the miss waits for the next scan rather than saying "nobody".
    members.push('uid-bo');
    expect(await people.uidOf(authorIds('uid-bo'))).toBe('uid-bo');
  });

  it('does not scan the members again for every unknown id', async () => {
    const { store, scans } = countingStore();
    const resolve = createAuthorResolver(store, authorIds);
    // Many misses at once share one scan...
    const answers = await Promise.all(Array.from({ length: 50 }, (_, i) => resolve(`unknown-${i}`)));
    expect(answers.every((uid) => uid === null)).toBe(true);
    expect(scans()).toBeLessThanOrEqual(2);
    // ...and misses one after another start at most one scan per interval (200 ms).
    const started = Date.now();
    for (let i = 0; i < 5; i += 1) await resolve(`later-${i}`);
    const elapsed = Date.now() - started;
    expect(scans()).toBeLessThanOrEqual(2 + Math.ceil(elapsed / 200) + 1);
  });
});
