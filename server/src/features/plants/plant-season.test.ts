import { describe, expect, it } from 'vitest';
import { evidenceByZoneBand, monthStrip, zoneBand, type ReportForEvidence } from '@green-circle/contract';

describe('monthStrip: when gardeners do it, in the reader’s hemisphere', () => {
  const tips = [
    { months: [3, 4, 5], hemisphere: 'north' as const },
    { months: [9, 10], hemisphere: 'south' as const },
    { months: [], hemisphere: 'north' as const },
    { hemisphere: 'south' as const },
  ];

  it('counts each tip in its own months for a reader in its hemisphere', () => {
    const north = monthStrip(tips, 'north');
    // North's March–May; the southern September–October tip is March–April in the north.
    expect(north.counts).toEqual([0, 0, 2, 2, 1, 0, 0, 0, 0, 0, 0, 0]);
    expect(north.allYear).toBe(2);
  });

  it('turns every tip six months for the other side of the equator', () => {
    const south = monthStrip(tips, 'south');
    expect(south.counts).toEqual([0, 0, 0, 0, 0, 0, 0, 0, 2, 2, 1, 0]);
    expect(south.allYear).toBe(2);
  });

  it('wraps a northern December–January tip to southern June–July; a tip missing its hemisphere is northern', () => {
    expect(monthStrip([{ months: [12, 1] }], 'south').counts).toEqual([0, 0, 0, 0, 0, 1, 1, 0, 0, 0, 0, 0]);
  });
});

describe('evidenceByZoneBand: how “I tried this” went', () => {
  it('bands zones by their number', () => {
    expect([zoneBand('7a'), zoneBand('7b'), zoneBand('13b'), zoneBand('not sure'), zoneBand(null)]).toEqual([
      '7',
      '7',
      '13',
      null,
      null,
    ]);
  });

  it('counts each report once, by hemisphere and band, north first and unknown zones last', () => {
    const report = (
      id: string,
      outcome: ReportForEvidence['outcome'],
      hemisphere: 'north' | 'south',
      zone: string | null,
    ) => ({
      id,
      outcome,
      hemisphere,
      zone,
    });
    const reports = [
      report('a', 'worked', 'south', '9b'),
      report('b', 'failed', 'south', '9a'),
      report('a', 'worked', 'south', '9b'), // the same report listed twice
      report('c', 'worked', 'north', '7a'),
      report('d', 'partly', 'north', null),
      report('e', 'worked', 'north', '10a'),
      report('f', 'worked', 'north', '7b'),
    ];
    expect(evidenceByZoneBand(reports)).toEqual([
      { hemisphere: 'north', band: '7', worked: 2, partly: 0, failed: 0 },
      { hemisphere: 'north', band: '10', worked: 1, partly: 0, failed: 0 },
      { hemisphere: 'north', band: null, worked: 0, partly: 1, failed: 0 },
      { hemisphere: 'south', band: '9', worked: 1, partly: 0, failed: 1 },
    ]);
  });
});
