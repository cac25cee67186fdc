import { ZONES, plantSlugOf } from '@green-circle/contract';
import type { Clock } from '../src/clock';
import { indexWords } from '../src/features/tips';
import type { EmbeddedStore } from '../src/store/embedded';
import { BENCH_PLANTS } from './bench-tips';
import { inOneTransaction } from './one-transaction';

/** Zones gardeners give (not "not sure"). */
export const GARDEN_ZONES = ZONES.filter((zone) => zone !== 'not sure');
const SYMPTOMS = ['yellow leaves', 'brown spots', 'curling leaves', 'white powder', 'holes in the leaves', 'wilting'];

/**
 * The store's clock while the benchmark seeds: stamps what the store writes with the time set
 * (each question's createdAt), else the system clock.
 */
export function seedingClock(): Clock & { set(at: Date | null): void } {
  let stamp: Date | null = null;
  return {
    now: () => stamp ?? new Date(),
    set(at) {
      stamp = at;
    },
  };
}

/**
 * n questions shaped like real ones, through the store's own writes (a transaction per pass): the
 * benchmark's plants in turn (a tenth about tomatoes), asked by 2,000 members, one in five in the
 * south, zones spread, over two years (the store's clock set per question); one in three
 * answered, one in six solved, one in twenty hidden by moderators. Deterministic, so runs compare.
 */
export async function seedQuestions(
  store: EmbeddedStore,
  clock: ReturnType<typeof seedingClock>,
  n: number,
): Promise<void> {
  const start = Date.UTC(2024, 11, 1);
  const step = Math.floor((2 * 365 * 24 * 3600 * 1000) / n);
  const questions = await inOneTransaction(store, () =>
    Array.from({ length: n }, (_, i) => {
      const plantType = BENCH_PLANTS[i % BENCH_PLANTS.length]!;
      const symptom = SYMPTOMS[(i * 7) % SYMPTOMS.length]!;
      const asker = i % 2000;
      const title = `Why does my ${plantType.toLowerCase()} have ${symptom}? #${i}`;
      const details = `The lower leaves first, then the rest. I water every other morning. Question ${i}.`;
      clock.set(new Date(start + i * step));
      return store.createQuestion({
        authorUid: `asker-${asker}`,
        displayName: `Asker ${asker}`,
        authorPhotoURL: '',
        title,
        details,
        plantType,
        plantSlug: plantSlugOf(plantType),
        photos: Array.from({ length: i % 3 }, (_, k) => ({
          url: `/uploads/bench-${i}-${k}.webp`,
          alt: `The ${symptom}, photo ${k + 1}`,
        })),
        hemisphere: Math.floor(i / BENCH_PLANTS.length) % 5 === 3 ? 'south' : 'north',
        zone: GARDEN_ZONES[(i * 11) % GARDEN_ZONES.length]!,
        words: indexWords({ title, plantType, category: '', description: details }),
      });
    }),
  );
  clock.set(null);
  await inOneTransaction(store, () =>
    questions.flatMap((question, i) =>
      Math.floor(i / BENCH_PLANTS.length) % 20 === 3
        ? [store.setQuestionModeration(question._id, { hiddenAt: question.createdAt, reason: 'spam' })]
        : [],
    ),
  );
  const answered = questions.filter((_, i) => i % 3 === 0);
  const answers = await inOneTransaction(store, () =>
    answered.map((question, k) =>
      store.createAnswer({
        questionId: question._id,
        authorUid: `answerer-${k % 500}`,
        displayName: `Answerer ${k % 500}`,
        authorPhotoURL: '',
        body: 'Most likely too much water at the roots: let the top few centimetres dry out between waterings.',
        photo: null,
        tipId: null,
      }),
    ),
  );
  await inOneTransaction(store, () =>
    answers.flatMap((answer, k) =>
      answer !== null && k % 2 === 0
        ? [store.setAccepted(answer.questionId, { answerId: answer._id, tipId: null, authorUid: answer.authorUid })]
        : [],
    ),
  );
}
