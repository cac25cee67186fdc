import type { Store } from '../src/store/store';
import { reportP99Ratio, type P99Row } from './p99-ratio';

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

/** Issue 24's report: the comments' first page against the tip read, per size; true when met. */
export const reportConversation = (rows: P99Row[], sizes: number[]) =>
  reportP99Ratio(rows, sizes, {
    title: `A tip with 1,000 comments (target: first page p99 <= ${P99_RATIO}x the tip read's p99)`,
    endpoint: { name: 'comments', row: COMMENTS_ENDPOINT },
    against: { name: 'tip read', row: TIP_ENDPOINT },
    ratio: P99_RATIO,
  });
