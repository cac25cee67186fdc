import type { MongoMemberData } from '../../store-core/mongo-context';
import type { AnswerDoc, HelpfulDoc, QuestionDoc, RouteDoc } from './mongo-docs';

/**
 * The member's questions (with the answers under them), answers, helpful marks and routing in
 * MongoDB, as in SQLite (embedded-member.ts); each removal takes its count down beside it.
 */
export const questionsMemberOnMongo: MongoMemberData = {
  erase: async ({ db }, { uid }) => {
    const questions = db.collection<QuestionDoc>('questions');
    const answers = db.collection<AnswerDoc>('answers');
    const helpful = db.collection<HelpfulDoc>('answer_helpful');
    const routes = db.collection<RouteDoc>('question_routes');
    for (const question of await questions.find({ authorUid: uid }).toArray()) {
      const under = await answers.find({ questionId: question._id }).toArray();
      await helpful.deleteMany({ answerId: { $in: under.map((a) => a._id) } });
      await answers.deleteMany({ questionId: question._id });
      await routes.deleteMany({ questionId: question._id });
      await questions.deleteOne({ _id: question._id });
    }
    await questions.updateMany(
      { acceptedAuthorUid: uid },
      { $set: { acceptedAnswerId: null, solvedTipId: null, acceptedAuthorUid: null } },
    );
    for (const answer of await answers.find({ authorUid: uid }).toArray()) {
      await helpful.deleteMany({ answerId: answer._id });
      const { deletedCount } = await answers.deleteOne({ _id: answer._id });
      if (deletedCount === 1) await questions.updateOne({ _id: answer.questionId }, { $inc: { answerCount: -1 } });
    }
    for (const mark of await helpful.find({ uid }).toArray()) {
      const { deletedCount } = await helpful.deleteOne({ answerId: mark.answerId, uid });
      if (deletedCount === 1) await answers.updateOne({ _id: mark.answerId }, { $inc: { helpfulCount: -1 } });
    }
    await routes.deleteMany({ uid });
  },
  export: async ({ db }, uid) => ({
    questions: (
      await db.collection<QuestionDoc>('questions').find({ authorUid: uid }).sort({ createdAt: 1, _id: 1 }).toArray()
    ).map((q) => ({
      id: q._id.toHexString(),
      title: q.title,
      details: q.details,
      plantType: q.plantType,
      photos: q.photos,
      hemisphere: q.hemisphere,
      zone: q.zone,
      createdAt: q.createdAt,
      editedAt: q.editedAt,
      acceptedAnswerId: q.acceptedAnswerId,
      moderation: q.moderation,
    })),
    answers: (
      await db.collection<AnswerDoc>('answers').find({ authorUid: uid }).sort({ createdAt: 1, _id: 1 }).toArray()
    ).map((a) => ({
      id: a._id.toHexString(),
      questionId: a.questionId.toHexString(),
      body: a.body,
      photo: a.photo,
      tipId: a.tipId,
      createdAt: a.createdAt,
      editedAt: a.editedAt,
      moderation: a.moderation,
    })),
    helpfulMarks: (
      await db.collection<HelpfulDoc>('answer_helpful').find({ uid }).sort({ createdAt: 1 }).toArray()
    ).map((m) => ({ answerId: m.answerId.toHexString(), createdAt: m.createdAt })),
  }),
};
