/** A row of the endpoint benchmark: what the ratio reports read from it. */
export interface P99Row {
  size: number;
  endpoint: string;
  app: { p99: number; rps: number };
}

interface Side {
  /** What the line calls it ("comments"). */
  name: string;
  /** Its row's endpoint. */
  row: string;
}

/**
 * Prints, per store size, one endpoint's p99 against another's (an issue's target "within N× of"),
 * and returns true when every size meets it.
 */
export function reportP99Ratio(
  rows: P99Row[],
  sizes: number[],
  {
    title,
    endpoint,
    against,
    ratio,
    of = 'tips',
  }: {
    title: string;
    endpoint: Side;
    against: Side;
    ratio: number;
    /** What each size counts ("tips"). */
    of?: string;
  },
): boolean {
  console.log(`\n${title}`);
  let met = true;
  for (const size of sizes) {
    const measured = rows.find((r) => r.size === size && r.endpoint === endpoint.row);
    const base = rows.find((r) => r.size === size && r.endpoint === against.row);
    if (!measured || !base) continue;
    // p99 is in whole milliseconds: at 1 ms either side the ratio says nothing, so 1 ms of slack.
    const ok = measured.app.p99 <= Math.max(base.app.p99 * ratio, base.app.p99 + 1);
    met &&= ok;
    const times = measured.app.p99 / Math.max(base.app.p99, 1);
    console.log(
      `  ${size.toLocaleString('en')} ${of}: ${endpoint.name} p99 ${measured.app.p99} ms (${measured.app.rps.toFixed(0)} req/s), ` +
        `${against.name} p99 ${base.app.p99} ms (${base.app.rps.toFixed(0)} req/s): ${times.toFixed(2)}x (target <= ${ratio}x)` +
        (ok ? ': met' : ': NOT met'),
    );
  }
  return met;
}
