import { ObjectId, type Db, type Filter } from 'mongodb';
import { escapeRegex } from '../../store-core/mongo-context';
import type { Page } from '../../store-core/errors';
import { cutPage, decodeCursor } from '../../store-core/paging';
import type { AnswerDoc, QuestionDoc } from './mongo-docs';
import type { Near, QuestionFilter, QuestionsStore, StoredQuestion } from './store';

// A list of questions in MongoDB (mongo-store.ts): its filter, "near a garden" as two parts, the page.

export const toQuestion = ({ _id, words: _words, ...rest }: QuestionDoc): StoredQuestion => ({
  ...rest,
  _id: _id.toHexString(),
});

/** hiddenAnswers: the ids of the hidden answers acceptedAnswerShown leaves out (read by the caller). */
function filterOf(filter: QuestionFilter, hiddenAnswers: readonly string[] = []): Filter<QuestionDoc> {
  const and: Filter<QuestionDoc>[] = [];
  if (filter.plantSlugs !== undefined) and.push({ plantSlug: { $in: [...filter.plantSlugs] } });
  if (filter.hemisphere !== undefined) and.push({ hemisphere: filter.hemisphere });
  if (filter.zones) and.push({ zone: { $in: [...filter.zones] } });
  if (filter.status === 'open') and.push({ answerCount: 0, acceptedAnswerId: null });
  if (filter.status === 'answered')
    and.push({ $or: [{ answerCount: { $gt: 0 } }, { acceptedAnswerId: { $ne: null } }] });
  if (filter.authorUid !== undefined) and.push({ authorUid: filter.authorUid });
  if (filter.notAuthorUid !== undefined) and.push({ authorUid: { $ne: filter.notAuthorUid } });
  if (filter.acceptedAuthorUid !== undefined) and.push({ acceptedAuthorUid: filter.acceptedAuthorUid });
  if (filter.acceptedAnswerShown && hiddenAnswers.length > 0)
    and.push({ acceptedAnswerId: { $nin: [...hiddenAnswers] } });
  if (filter.solvedTipId !== undefined) and.push({ solvedTipId: filter.solvedTipId });
  if (filter.excludeAuthors !== undefined && filter.excludeAuthors.length > 0)
    and.push({ authorUid: { $nin: [...filter.excludeAuthors] } });
  and.push(
    filter.includeHiddenOf === null
      ? { moderation: null }
      : { $or: [{ moderation: null }, { authorUid: filter.includeHiddenOf }] },
  );
  if (filter.search !== undefined) {
    for (const stem of filter.search.whole) and.push({ words: stem });
    const { prefix, stem } = filter.search.last;
    and.push({ $or: [{ words: stem }, { words: { $regex: `^${escapeRegex(prefix)}` } }] });
  }
  return and.length === 1 ? and[0]! : { $and: and };
}

/** The questions asked near a garden (n 1), then the others (n 0). */
function nearParts(near: Near): Array<{ n: number; where: Filter<QuestionDoc>[] }> {
  const zones = near.zones === null ? null : [...near.zones];
  return [
    { n: 1, where: [{ hemisphere: near.hemisphere, ...(zones === null ? {} : { zone: { $in: zones } }) }] },
    {
      n: 0,
      where: [
        {
          $or: [
            { hemisphere: { $ne: near.hemisphere } },
            ...(zones === null ? [] : [{ zone: { $nin: zones } } as Filter<QuestionDoc>]),
          ],
        },
      ],
    },
  ];
}

/**
 * One page of questions, newest first or (page.nearFirst) those asked near a garden first, each
 * part newest first: the near part read first, then the rest; the cursor says which part it is in.
 */
export async function listQuestionDocs(
  db: Db,
  filter: QuestionFilter,
  page: Parameters<QuestionsStore['listQuestions']>[1],
): Promise<Page<StoredQuestion>> {
  const questions = db.collection<QuestionDoc>('questions');
  const answers = db.collection<AnswerDoc>('answers');
  // A question's accepted answer lives in `answers`: its hidden ones first (of the solver, when one is asked for).
  const hiddenAnswers = filter.acceptedAnswerShown
    ? (
        await answers
          .find(
            {
              moderation: { $ne: null },
              ...(filter.acceptedAuthorUid === undefined ? {} : { authorUid: filter.acceptedAuthorUid }),
            },
            { projection: { _id: 1 } },
          )
          .toArray()
      ).map((a) => a._id.toHexString())
    : [];
  const match = filterOf(filter, hiddenAnswers);
  const order = page.nearFirst === undefined ? 'newest' : 'near';
  const keys = page.cursor === undefined ? null : decodeCursor(page.cursor, order);
  const after: Filter<QuestionDoc> | null =
    keys === null
      ? null
      : {
          $or: [
            { createdAt: { $lt: keys.c } },
            { createdAt: keys.c, _id: { $lt: ObjectId.createFromHexString(keys.i) } },
          ],
        };
  const newest = (part: Filter<QuestionDoc>[], limit: number) =>
    questions
      .find({ $and: [match, ...part] })
      .sort({ createdAt: -1, _id: -1 })
      .limit(limit)
      .toArray();
  // Near first: the near part newest first, then the rest; the cursor says which part it is in.
  const parts: Array<{ n: number; where: Filter<QuestionDoc>[] }> =
    page.nearFirst === undefined ? [{ n: 0, where: [] }] : nearParts(page.nearFirst);
  const rows: Array<{ doc: QuestionDoc; n: number }> = [];
  for (const part of parts) {
    if (keys?.o === 'near' && part.n > keys.n) continue;
    const inPart = keys !== null && (keys.o !== 'near' || keys.n === part.n) ? [...part.where, after!] : part.where;
    const found = await newest(inPart, page.limit + 1 - rows.length);
    rows.push(...found.map((doc) => ({ doc, n: part.n })));
    if (rows.length > page.limit) break;
  }
  const total = await questions.countDocuments(match);
  return cutPage(
    rows,
    page.limit,
    total,
    ({ doc }) => toQuestion(doc),
    ({ doc, n }) =>
      order === 'near'
        ? { o: 'near', n, c: doc.createdAt, i: doc._id.toHexString() }
        : { o: 'newest', c: doc.createdAt, i: doc._id.toHexString() },
  );
}
