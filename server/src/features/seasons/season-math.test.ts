import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  ALL_MONTHS_MASK,
  dueMonth,
  monthBit,
  monthsIn,
  northernMask,
  seasonStart,
  shiftMonth,
  type Hemisphere,
} from '@green-circle/contract';
import { seasonMatch } from '../tips/mongo-list';

const hemisphere = fc.constantFrom<Hemisphere>('north', 'south');
const months = fc.uniqueArray(fc.integer({ min: 1, max: 12 }), { maxLength: 12 });

describe('season arithmetic (contract/src/seasons.ts)', () => {
  it('shifts by six both ways', () => {
    expect([1, 3, 6, 7, 12].map(shiftMonth)).toEqual([7, 9, 12, 1, 6]);
    for (let m = 1; m <= 12; m++) expect(shiftMonth(shiftMonth(m))).toBe(m);
  });

  it('a reader’s month bit hits a tip’s northern mask exactly when the tip applies in that month where the reader lives', () => {
    fc.assert(
      fc.property(
        months,
        hemisphere,
        fc.integer({ min: 1, max: 12 }),
        hemisphere,
        (tipMonths, author, month, reader) => {
          const hit = (northernMask(tipMonths, author) & monthBit(month, reader)) !== 0;
          const applies = tipMonths.length === 0 || monthsIn(tipMonths, author, reader).includes(month);
          expect(hit).toBe(applies);
        },
      ),
    );
  });

  it('gives a tip without months every month', () => {
    expect(northernMask(undefined, 'south')).toBe(ALL_MONTHS_MASK);
    expect(northernMask([], 'north')).toBe(ALL_MONTHS_MASK);
  });

  it('starts a season at the first month of its run, across the new year too', () => {
    expect(seasonStart([3, 4, 5])).toBe(3);
    expect(seasonStart([1, 2, 11, 12])).toBe(11);
    expect(seasonStart([4, 9, 10])).toBe(4);
    expect(seasonStart([])).toBeNull();
    expect(seasonStart([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12])).toBeNull();
  });

  it('makes a reminder due at the season’s start in the reader’s hemisphere, else in the fallback month', () => {
    expect(dueMonth({ months: [3, 4], hemisphere: 'north' }, 'south', 1)).toBe(9);
    expect(dueMonth({ months: [3, 4], hemisphere: 'south' }, 'south', 1)).toBe(3);
    expect(dueMonth({ months: [3, 4] }, 'north', 1)).toBe(3);
    expect(dueMonth({}, 'south', 7)).toBe(7);
  });

  it('builds the MongoDB filter as one bit test on the northern mask (under tip. in the liked pipeline)', () => {
    expect(seasonMatch(1)).toEqual({ monthMask: { $bitsAnySet: 1 } });
    expect(seasonMatch(12, (name) => `tip.${name}`)).toEqual({ 'tip.monthMask': { $bitsAnySet: 2048 } });
  });
});
