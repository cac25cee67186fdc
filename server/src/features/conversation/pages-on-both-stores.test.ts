import { afterEach, describe, expect, it, vi } from 'vitest';
import { CATEGORIES, DIFFICULTIES } from '@green-circle/contract';
import { createEmbeddedStore } from '../../store/embedded';
import { openMongoStore } from '../../store/mongo';
import type { Store } from '../../store/store';
import { MingoDb } from '../../../test/store/mingo-db';

// Few instants, so rows tie on createdAt and the cursor must break ties by id.
const INSTANTS = ['2026-03-01T08:00:00.000Z', '2026-03-01T08:00:00.000Z', '2026-03-02T09:30:00.000Z'];
const OUTCOMES = ['worked', 'partly', 'failed'] as const;

/** One tip with seven comments and seven trials, written at the instants above in turn. */
async function conversation(store: Store): Promise<string> {
  await store.seed({
    gardeners: [],
    tips: [
      {
        title: 'Basil from cuttings',
        plantType: 'Basil',
        description: 'Root them in water.',
        category: CATEGORIES[0],
        difficulty: DIFFICULTIES[0],
        availability: 'Public',
        likes: 0,
        createdAt: INSTANTS[0]!,
        image: '/images/tips/x.svg',
        email: 'a1@greencircle.test',
        displayName: 'a1',
        authorUid: 'a1',
      },
    ] as never,
  });
  const [tip] = (await store.listTips({ includeHidden: true, sort: 'newest', limit: 1 })).items;
  if (!tip) throw new Error('no tip seeded');
  for (let n = 0; n < 7; n += 1) {
    vi.setSystemTime(new Date(INSTANTS[n % INSTANTS.length]!));
    const who = { authorUid: `m${n}`, displayName: `Member ${n}`, authorPhotoURL: '' };
    await store.createComment({ tipId: tip._id, parentId: null, body: `comment ${n}`, ...who });
    await store.putTrial({
      tipId: tip._id,
      outcome: OUTCOMES[n % OUTCOMES.length]!,
      note: `note ${n}`,
      photo: null,
      month: null,
      hemisphere: 'north',
      zone: null,
      ...who,
    });
  }
  return tip._id;
}

/** Every page of a list, 3 at a time, by its cursors: each page's bodies, totals and whether it goes on. */
async function walk<Item>(
  list: (page: {
    limit: number;
    cursor?: string;
  }) => Promise<{ items: Item[]; total: number; nextCursor: string | null }>,
  show: (item: Item) => string,
) {
  const pages: Array<{ items: string[]; total: number; more: boolean }> = [];
  let cursor: string | undefined;
  do {
    const page = await list({ limit: 3, ...(cursor === undefined ? {} : { cursor }) });
    pages.push({ items: page.items.map(show), total: page.total, more: page.nextCursor !== null });
    cursor = page.nextCursor ?? undefined;
  } while (cursor !== undefined);
  return pages;
}

async function pagesOf(store: Store) {
  const tipId = await conversation(store);
  return {
    comments: await walk(
      (page) => store.listComments(tipId, page),
      (comment) => comment.body,
    ),
    trials: await walk(
      (page) => store.listTrials(tipId, page),
      (trial) => trial.note,
    ),
  };
}

afterEach(() => {
  vi.useRealTimers();
});

describe("a tip's comments and trials page alike on the embedded store and the MongoDB adapter (on mingo)", () => {
  it('comments oldest first, trials newest first, ties broken by id, every row once', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const embedded = await pagesOf(createEmbeddedStore({ filename: ':memory:' }));
    const mongo = await pagesOf(await openMongoStore(new MingoDb().asDb(), async () => {}));
    expect(mongo).toEqual(embedded);
    expect(embedded.comments.map((page) => page.items.length)).toEqual([3, 3, 1]);
    expect(embedded.comments.every((page) => page.total === 7)).toBe(true);
    expect(embedded.comments.flatMap((page) => page.items).sort()).toEqual(
      Array.from({ length: 7 }, (_, n) => `comment ${n}`).sort(),
    );
    // Newest first: the two written last (2 March) open the trials.
    expect(embedded.trials[0]?.items.slice(0, 2).sort()).toEqual(['note 2', 'note 5']);
    expect(embedded.trials.flatMap((page) => page.items)).toHaveLength(7);
  });
});
