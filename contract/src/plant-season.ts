import type { TrialOutcome } from './constants';
import { monthsIn, type Hemisphere } from './seasons';

// What a plant page draws from its tips and their "I tried this" reports: when gardeners do
// things (a month strip in the reader's hemisphere) and how it went by zone band. Plain
// TypeScript, so the API and the page compute it alike.

/** How many tips apply in each month (index 0 is January) as `reader` lives them; `allYear`: tips without months. */
export interface MonthStrip {
  counts: number[];
  allYear: number;
}

/** Tips' months turned to the reader's side of the equator and counted by month. */
export function monthStrip(
  tips: ReadonlyArray<{ months?: readonly number[]; hemisphere?: Hemisphere }>,
  reader: Hemisphere,
): MonthStrip {
  const counts = Array.from({ length: 12 }, () => 0);
  let allYear = 0;
  for (const tip of tips) {
    if (!tip.months || tip.months.length === 0 || tip.months.length === 12) {
      allYear++;
      continue;
    }
    for (const month of monthsIn(tip.months, tip.hemisphere ?? 'north', reader)) counts[month - 1]! += 1;
  }
  return { counts, allYear };
}

/** A zone's band: its number without the a/b half ("7a" and "7b" are band "7"); null for none or "not sure". */
export function zoneBand(zone: string | null | undefined): string | null {
  const match = zone ? /^(\d{1,2})[ab]$/.exec(zone) : null;
  return match ? match[1]! : null;
}

export interface ZoneBandEvidence {
  hemisphere: Hemisphere;
  /** "7" for zones 7a and 7b; null: the reporters did not say their zone. */
  band: string | null;
  worked: number;
  partly: number;
  failed: number;
}

export interface ReportForEvidence {
  /** The report's own id: a report listed twice still counts once. */
  id: string;
  outcome: TrialOutcome;
  hemisphere: Hemisphere;
  zone: string | null;
}

/**
 * How "I tried this" went, by hemisphere and zone band: north before south, bands from the
 * coldest, reports without a zone last. Each report counts once, in the garden it was made in.
 */
export function evidenceByZoneBand(reports: Iterable<ReportForEvidence>): ZoneBandEvidence[] {
  const seen = new Set<string>();
  const rows = new Map<string, ZoneBandEvidence>();
  for (const report of reports) {
    if (seen.has(report.id)) continue;
    seen.add(report.id);
    const band = zoneBand(report.zone);
    const key = `${report.hemisphere}:${band ?? ''}`;
    let row = rows.get(key);
    if (!row) rows.set(key, (row = { hemisphere: report.hemisphere, band, worked: 0, partly: 0, failed: 0 }));
    row[report.outcome]++;
  }
  const order = (row: ZoneBandEvidence) => (row.hemisphere === 'north' ? 0 : 100) + (row.band ? Number(row.band) : 99);
  return [...rows.values()].sort((a, b) => order(a) - order(b));
}
