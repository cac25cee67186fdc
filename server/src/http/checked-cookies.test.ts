import type { DecodedIdToken } from 'firebase-admin/auth';
import { describe, expect, it } from 'vitest';
import { checkedCookies } from './checked-cookies';

const decoded = (uid: string, exp: number) => ({ uid, exp }) as DecodedIdToken;

describe('checkedCookies', () => {
  it('recalls a verified cookie until it expires, and only that exact cookie', () => {
    const memo = checkedCookies();
    memo.remember('cookie-a', decoded('a', 2_000));
    expect(memo.recall('cookie-a', 1_999_000)?.uid).toBe('a');
    expect(memo.recall('cookie-a.', 1_000)).toBeUndefined();
    expect(memo.recall('cookie-a', 2_000_000)).toBeUndefined();
    // Gone once expired, even if the clock were turned back.
    expect(memo.recall('cookie-a', 1_000)).toBeUndefined();
  });

  it('keeps at most its limit, forgetting the oldest first', () => {
    const memo = checkedCookies(2);
    memo.remember('one', decoded('1', 9e9));
    memo.remember('two', decoded('2', 9e9));
    memo.remember('three', decoded('3', 9e9));
    expect(memo.recall('one')).toBeUndefined();
    expect(memo.recall('two')?.uid).toBe('2');
    expect(memo.recall('three')?.uid).toBe('3');
  });
});
