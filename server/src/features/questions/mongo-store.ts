import { ObjectId, type Collection, type Db, type Filter, type UpdateFilter, type WithId } from 'mongodb';
import { findById, isDuplicateKey, toObjectId, updateById, type MongoContext } from '../../store-core/mongo-context';
import type { MongoPart } from '../../store-core/parts';
import { mongoNotifications } from '../notifications';
import { questionsMemberOnMongo } from './mongo-member';
import type { AnswerDoc, HelpfulDoc, QuestionDoc, RouteDoc } from './mongo-docs';
import { listQuestionDocs, toQuestion } from './mongo-list';
import type { QuestionsStore, StoredAnswer } from './store';

/**
 * Questions and answers in MongoDB: `questions` (with a `words` array for the search),
 * `answers`, `answer_helpful` and `question_routes`; a question's answerCount and an answer's
 * helpfulCount move with $inc beside each write (no transaction: a standalone server works
 * too, as for comments). Queries only: the rules are in service.ts.
 */
const toAnswer = ({ _id, questionId, ...rest }: AnswerDoc): StoredAnswer => ({
  ...rest,
  _id: _id.toHexString(),
  questionId: questionId.toHexString(),
});
const ids = (anyIds: readonly string[]) => anyIds.map(toObjectId).filter((id): id is ObjectId => id !== null);

/**
 * A question or an answer edited: the fields given set (one left undefined stays as it was) and
 * editedAt stamped; the document after as `as` makes it, or null when none has this id.
 */
async function editById<T extends QuestionDoc | AnswerDoc, R>(
  collection: Collection<T>,
  id: string,
  changes: object,
  now: () => string,
  as: (doc: WithId<T>) => R,
): Promise<R | null> {
  const _id = toObjectId(id);
  if (_id === null) return null;
  const set = Object.fromEntries(Object.entries(changes).filter(([, value]) => value !== undefined));
  const doc = await collection.findOneAndUpdate(
    { _id } as Filter<T>,
    { $set: { ...set, editedAt: now() } } as UpdateFilter<T>,
    { returnDocument: 'after' },
  );
  return doc === null ? null : as(doc);
}

export const questionsOnMongo: MongoPart<QuestionsStore> = {
  member: questionsMemberOnMongo,
  migrations: {
    16: { name: 'questions', up: migrateQuestions },
  },
  methods: (ctx) => ({ ...mongoQuestions(ctx), ...mongoAnswers(ctx), ...mongoRouting(ctx) }),
};

function mongoQuestions(ctx: MongoContext) {
  const { db, run, cached, write, now } = ctx;
  const questions = db.collection<QuestionDoc>('questions');
  const answers = db.collection<AnswerDoc>('answers');
  const helpful = db.collection<HelpfulDoc>('answer_helpful');
  const routes = db.collection<RouteDoc>('question_routes');
  return {
    createQuestion: (input) =>
      write(async () => {
        const doc: QuestionDoc = {
          ...input,
          _id: new ObjectId(),
          createdAt: now(),
          editedAt: null,
          answerCount: 0,
          acceptedAnswerId: null,
          solvedTipId: null,
          acceptedAuthorUid: null,
          moderation: null,
        };
        await questions.insertOne(doc);
        return toQuestion(doc);
      }),
    getQuestion: (id) => run(() => findById(questions, id, toQuestion)),
    questionsByIds: (anyIds) =>
      run(async () => {
        const found = ids(anyIds);
        return found.length === 0 ? [] : (await questions.find({ _id: { $in: found } }).toArray()).map(toQuestion);
      }),
    listQuestions: (filter, page) =>
      cached(`questions ${JSON.stringify(filter)} ${JSON.stringify(page)}`, () => listQuestionDocs(db, filter, page)),
    updateQuestion: (id, changes) => write(() => editById(questions, id, changes, now, toQuestion)),
    deleteQuestion: (id) =>
      write(async () => {
        const doc = await findById(questions, id);
        if (doc === null) return null;
        const gone = await answers.find({ questionId: doc._id }).sort({ createdAt: 1, _id: 1 }).toArray();
        await questions.deleteOne({ _id: doc._id });
        await helpful.deleteMany({ answerId: { $in: gone.map((a) => a._id) } });
        await answers.deleteMany({ questionId: doc._id });
        await routes.deleteMany({ questionId: doc._id });
        return { question: toQuestion(doc), answers: gone.map(toAnswer) };
      }),
    setQuestionModeration: (id, mark) => write(() => updateById(questions, id, { $set: { moderation: mark } })),
    setAccepted: (id, accepted) =>
      write(async () => {
        const _id = toObjectId(id);
        if (_id === null) return;
        await questions.updateOne(
          { _id },
          {
            $set: {
              acceptedAnswerId: accepted?.answerId ?? null,
              solvedTipId: accepted?.tipId ?? null,
              acceptedAuthorUid: accepted?.authorUid ?? null,
            },
          },
        );
      }),
  } satisfies Partial<QuestionsStore>;
}

function mongoAnswers(ctx: MongoContext) {
  const { db, run, write, now } = ctx;
  const { notifyOnce } = ctx.use(mongoNotifications);
  const questions = db.collection<QuestionDoc>('questions');
  const answers = db.collection<AnswerDoc>('answers');
  const helpful = db.collection<HelpfulDoc>('answer_helpful');
  const countAnswers = (_id: ObjectId, by: number) => questions.updateOne({ _id }, { $inc: { answerCount: by } });
  const countHelpful = (_id: ObjectId, by: number) => answers.updateOne({ _id }, { $inc: { helpfulCount: by } });
  return {
    createAnswer: ({ notify, ...input }) =>
      write(async () => {
        const questionId = toObjectId(input.questionId);
        if (questionId === null || (await questions.findOne({ _id: questionId }, { projection: { _id: 1 } })) === null)
          return null;
        const doc: AnswerDoc = {
          ...input,
          _id: new ObjectId(),
          questionId,
          helpfulCount: 0,
          createdAt: now(),
          editedAt: null,
          moderation: null,
        };
        await answers.insertOne(doc);
        await countAnswers(questionId, 1);
        const created = toAnswer(doc);
        for (const note of notify?.(created) ?? []) await notifyOnce(note);
        return created;
      }),
    getAnswer: (id) => run(() => findById(answers, id, toAnswer)),
    listAnswers: (id) =>
      run(async () => {
        const questionId = toObjectId(id);
        if (questionId === null) return [];
        return (await answers.find({ questionId }).sort({ createdAt: 1, _id: 1 }).toArray()).map(toAnswer);
      }),
    updateAnswer: (id, changes) => write(() => editById(answers, id, changes, now, toAnswer)),
    deleteAnswer: (id) =>
      write(async () => {
        const doc = await findById(answers, id);
        if (doc === null) return null;
        const { deletedCount } = await answers.deleteOne({ _id: doc._id });
        if (deletedCount === 1) await countAnswers(doc.questionId, -1);
        await helpful.deleteMany({ answerId: doc._id });
        return toAnswer(doc);
      }),
    setAnswerModeration: (id, mark) => write(() => updateById(answers, id, { $set: { moderation: mark } })),
    putHelpful: (id, uid, notify) =>
      write(async () => {
        const answerId = toObjectId(id);
        if (answerId === null || (await answers.findOne({ _id: answerId }, { projection: { _id: 1 } })) === null)
          return { created: false };
        try {
          await helpful.insertOne({ answerId, uid, createdAt: now() });
        } catch (error) {
          if (isDuplicateKey(error)) return { created: false };
          throw error;
        }
        await countHelpful(answerId, 1);
        for (const note of notify?.() ?? []) await notifyOnce(note);
        return { created: true };
      }),
    deleteHelpful: (id, uid) =>
      write(async () => {
        const answerId = toObjectId(id);
        if (answerId === null) return 0;
        const { deletedCount } = await helpful.deleteOne({ answerId, uid });
        if (deletedCount === 1) await countHelpful(answerId, -1);
        return deletedCount;
      }),
    helpfulMarks: (uid, anyIds) =>
      run(async () => {
        const found = ids(anyIds);
        if (found.length === 0) return new Set<string>();
        const rows = await helpful.find({ uid, answerId: { $in: found } }).toArray();
        return new Set(rows.map((row) => row.answerId.toHexString()));
      }),
  } satisfies Partial<QuestionsStore>;
}

function mongoRouting(ctx: MongoContext) {
  const { db, run, write, now } = ctx;
  const { notifyOnce } = ctx.use(mongoNotifications);
  const routes = db.collection<RouteDoc>('question_routes');
  return {
    growersOf: (slug, near, except, limit) =>
      run(async () => {
        const gardens = db.collection<{ _id: string; hemisphere: string; zone?: string | null }>('gardens');
        const inGarden = await gardens
          .find(
            near.zones === null
              ? { hemisphere: near.hemisphere }
              : { hemisphere: near.hemisphere, zone: { $in: [...near.zones] } },
            { projection: { _id: 1 } },
          )
          .toArray();
        const near_ = new Set(inGarden.map((g) => g._id));
        const skip = new Set(except);
        const rows = await db
          .collection<{ uid: string; slug: string; addedAt: string }>('member_plants')
          .find({ slug })
          .sort({ addedAt: -1, uid: 1 })
          .toArray();
        return rows
          .map((row) => row.uid)
          .filter((uid) => near_.has(uid) && !skip.has(uid))
          .slice(0, limit);
      }),
    workedReportersOf: (slug, except, limit) =>
      run(async () => {
        const tipIds = (
          await db
            .collection<{ _id: ObjectId; plantSlug?: string | null }>('tips')
            .find({ plantSlug: slug }, { projection: { _id: 1 } })
            .toArray()
        ).map((tip) => tip._id);
        if (tipIds.length === 0) return [];
        const rows = await db
          .collection<{ tipId: ObjectId; authorUid: string; outcome: string; updatedAt: string }>('trials')
          .find({ tipId: { $in: tipIds }, outcome: 'worked', authorUid: { $nin: [...except] } })
          .sort({ updatedAt: -1, authorUid: 1 })
          .toArray();
        return [...new Set(rows.map((row) => row.authorUid))].slice(0, limit);
      }),
    blockersOf: (uid) =>
      run(async () =>
        (
          await db.collection<{ blockerUid: string; blockedUid: string }>('blocks').find({ blockedUid: uid }).toArray()
        ).map((row) => row.blockerUid),
      ),
    routedSince: (uids, since) =>
      run(async () => {
        const counts = new Map<string, number>();
        if (uids.length === 0) return counts;
        for (const row of await routes.find({ uid: { $in: [...uids] }, at: { $gte: since } }).toArray())
          counts.set(row.uid, (counts.get(row.uid) ?? 0) + 1);
        return counts;
      }),
    recordRoutes: (id, notes) =>
      write(async () => {
        const questionId = toObjectId(id);
        if (questionId === null) return;
        const at = now();
        for (const note of notes) {
          // Idempotent: a repeat meets the unique key; the notification is keyed by its action too.
          try {
            await routes.insertOne({ questionId, uid: note.recipientUid, at: note.createdAt ?? at });
          } catch (error) {
            if (!isDuplicateKey(error)) throw error;
          }
          await notifyOnce(note);
        }
      }),
  } satisfies Partial<QuestionsStore>;
}

async function migrateQuestions(db: Db) {
  await db
    .collection('questions')
    .createIndexes([
      { key: { createdAt: -1, _id: -1 } },
      { key: { plantSlug: 1, createdAt: -1, _id: -1 } },
      { key: { authorUid: 1, createdAt: -1 } },
      { key: { words: 1 } },
      { key: { solvedTipId: 1 } },
      { key: { acceptedAuthorUid: 1 } },
      { key: { 'photos.url': 1 } },
    ]);
  await db
    .collection('answers')
    .createIndexes([
      { key: { questionId: 1, createdAt: 1, _id: 1 } },
      { key: { authorUid: 1 } },
      { key: { 'photo.url': 1 } },
    ]);
  await db
    .collection('answer_helpful')
    .createIndexes([{ key: { answerId: 1, uid: 1 }, unique: true }, { key: { uid: 1 } }]);
  await db
    .collection('question_routes')
    .createIndexes([{ key: { questionId: 1, uid: 1 }, unique: true }, { key: { uid: 1, at: 1 } }]);
}
