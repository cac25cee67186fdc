import type { Store } from '../src/store/store';

/** Issue 24's target: a tip's first page of comments (of 1,000) at p99 within 1.5× of the tip's own read. */
const P99_RATIO = 1.5;
export const COMMENTS_ENDPOINT = 'GET /gardenTips/{id}/comments (1,000)';
const TIP_ENDPOINT = 'GET /gardenTips/{id}';

/** 1,000 comments on one tip by 50 members, every fourth a reply to the thread before it. */
export async function seedComments(store: Store, tipId: string): Promise<void> {
  let thread: string | null = null;
  for (let i = 0; i < 1000; i++) {
    const reply = i % 4 === 3 && thread !== null;
    const created = await store.createComment({
      tipId,
      parentId: reply ? thread : null,
      authorUid: `bench-${i % 50}`,
      displayName: `Member ${i % 50}`,
      authorPhotoURL: '',
      body: `Comment ${i}: tried this on the allotment, the soil stayed moist for a week. https://example.com/${i}`,
    });
    if (!reply) thread = created?._id ?? null;
  }
}

interface Row {
  size: number;
  endpoint: string;
  app: { p99: number; rps: number };
}

/** Prints the comments' first page against the tip read, per size; true when the target is met. */
export function reportConversation(rows: Row[], sizes: number[]): boolean {
  console.log(`\nA tip with 1,000 comments (target: first page p99 <= ${P99_RATIO}x the tip read's p99)`);
  let met = true;
  for (const size of sizes) {
    const comments = rows.find((r) => r.size === size && r.endpoint === COMMENTS_ENDPOINT);
    const tip = rows.find((r) => r.size === size && r.endpoint === TIP_ENDPOINT);
    if (!comments || !tip) continue;
    // p99 is in whole milliseconds: at 1 ms either side the ratio says nothing, so 1 ms of slack.
    const ok = comments.app.p99 <= Math.max(tip.app.p99 * P99_RATIO, tip.app.p99 + 1);
    met &&= ok;
    const ratio = comments.app.p99 / Math.max(tip.app.p99, 1);
    console.log(
      `  ${size.toLocaleString('en')} tips: comments p99 ${comments.app.p99} ms (${comments.app.rps.toFixed(0)} req/s), ` +
        `tip read p99 ${tip.app.p99} ms (${tip.app.rps.toFixed(0)} req/s): ${ratio.toFixed(2)}x (target <= ${P99_RATIO}x)` +
        (ok ? ': met' : ': NOT met'),
    );
  }
  return met;
}
