import {
  QUESTION_LIMITS,
  QUESTION_MESSAGES,
  ZONES,
  plantSlugOf,
  zoneBand,
  type AnswerEdit,
  type AnswerInput,
  type Hemisphere,
  type Photo,
  type QuestionEdit,
  type QuestionWithAnswers,
  type questionListQuerySchema,
} from '@green-circle/contract';
import type { z } from 'zod';
import type { Clock } from '../../clock';
import type { Identity } from '../../http/auth';
import { createVisitorViews } from '../../http/visitor-views';
import { changedFields } from '../../http/edits';
import { AppError } from '../../http/errors';
import type { Page } from '../../store-core/errors';
import type { Store } from '../../store/store';
import type { ResolveAuthor } from '../people';
import type { Brakes } from '../safety';
import { mayRead } from '../safety';
import { gardenOf } from '../seasons';
import { indexWords, recordedAuthor, searchTerms, searchWords, type AuthorIds } from '../tips';
import { ownPhotos as ownUploads, releaseUpload, uploadIdOf } from '../uploads';
import type { Near, QuestionFilter, StoredAnswer, StoredQuestion } from './store';
import { publicAnswer, publicQuestion } from './views';

type Member = Identity & { email: string };
type ListQuery = z.output<typeof questionListQuerySchema>;
const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The zones within one band of a zone: its band and the bands either side (6a..8b for 7b). null
 * means any zone: the asker is "not sure" or never said.
 */
export function zonesWithinBand(zone: string | null | undefined): string[] | null {
  const band = zoneBand(zone);
  if (band === null) return null;
  return ZONES.filter((z) => {
    const other = zoneBand(z);
    return other !== null && Math.abs(Number(other) - Number(band)) <= 1;
  });
}

/**
 * What "near" means for questions, in one place: a garden's hemisphere and the zones within one
 * band of its zone. Routing tells the growers near the question; a list puts the questions near
 * the reader first; "could answer" lists the open ones near the member.
 */
export const nearOf = (garden: { hemisphere: Hemisphere; zone?: string | null }): Near => ({
  hemisphere: garden.hemisphere,
  zones: zonesWithinBand(garden.zone),
});

const notFound = () => new AppError(404, QUESTION_MESSAGES.notFound);
const answerNotFound = () => new AppError(404, QUESTION_MESSAGES.answerNotFound);

/**
 * Every rule about questions and answers (issue 57), over the store's queries (store.ts): who
 * may ask, answer, edit, delete, accept; helpful once per member; whom a new question is routed
 * to (growers near the asker, then those a tip about the plant worked for; never across a block;
 * at most 20 a question and 3 a member a day); the brakes; what a reader may see (a hidden
 * question or answer is 404 to all but its author; nothing of a gardener the reader blocks).
 */
export function createQuestions(
  store: Store,
  deps: { authorIds: AuthorIds; resolveAuthor: ResolveAuthor; brakes: Brakes; clock: Clock },
) {
  const { authorIds, resolveAuthor, brakes, clock } = deps;
  const visitorView = createVisitorViews();

  /** The question as the reader may read it, or 404. */
  async function findVisible(id: string, reader: Identity | null | undefined): Promise<StoredQuestion> {
    const question = await store.getQuestion(id);
    if (question === null) throw notFound();
    if (reader?.uid === question.authorUid) return question;
    if (question.moderation !== null) throw notFound();
    if (reader && (await store.isBlocked(reader.uid, question.authorUid))) throw notFound();
    return question;
  }

  /** The answer on this question as the reader may read it, or 404. */
  async function findVisibleAnswer(
    question: StoredQuestion,
    answerId: string,
    reader: Identity,
  ): Promise<StoredAnswer> {
    const answer = await store.getAnswer(answerId);
    if (answer === null || answer.questionId !== question._id) throw answerNotFound();
    if (answer.authorUid === reader.uid) return answer;
    if (answer.moderation !== null || (await store.isBlocked(reader.uid, answer.authorUid))) throw answerNotFound();
    return answer;
  }

  const ownPhotos = (photos: readonly Photo[], uid: string, field: 'photos' | 'photo') =>
    ownUploads(store, photos, uid, field);

  /** A tip the member may read, or a 400 on the field. */
  async function readableTip(tipId: string, reader: Member): Promise<string> {
    const tip = await store.getTip(tipId);
    if (tip === null || !(await mayRead(store, tip, reader)))
      throw new AppError(400, QUESTION_MESSAGES.tipNotFound, [
        { field: 'tipId', message: QUESTION_MESSAGES.tipNotFound },
      ]);
    return tip._id;
  }

  const release = async (urls: readonly string[]) => {
    for (const url of urls) await releaseUpload(store, uploadIdOf(url));
  };

  /**
   * Tells up to 20 members of a new question: growers of its plant in the asker's hemisphere
   * within one zone band, then members a tip about the plant worked for; never the asker, nor
   * anyone the asker blocked or who blocked them, nor anyone told of 3 questions this UTC day.
   */
  async function route(question: StoredQuestion): Promise<string[]> {
    if (question.plantSlug === null) return [];
    const asker = question.authorUid;
    const except = [...new Set([asker, ...(await store.blockedUids(asker)), ...(await store.blockersOf(asker))])];
    // More than are needed, so members at their day's cap still leave 20 to tell.
    const reach = QUESTION_LIMITS.routeMax * (QUESTION_LIMITS.routePerMemberDay + 1);
    const growers = await store.growersOf(question.plantSlug, nearOf(question), except, reach);
    const reporters = await store.workedReportersOf(question.plantSlug, except, reach);
    const candidates = [...new Set([...growers, ...reporters])];
    const now = clock.now();
    const dayStart = new Date(Math.floor(now.getTime() / DAY_MS) * DAY_MS).toISOString();
    const told = await store.routedSince(candidates, dayStart);
    const chosen = candidates
      .filter((uid) => (told.get(uid) ?? 0) < QUESTION_LIMITS.routePerMemberDay)
      .slice(0, QUESTION_LIMITS.routeMax);
    await store.recordRoutes(
      question._id,
      chosen.map((uid) => ({
        recipientUid: uid,
        kind: 'question' as const,
        actorUid: asker,
        questionId: question._id,
        groupKey: `question:${question._id}`,
        createdAt: now.toISOString(),
      })),
    );
    return chosen;
  }

  async function view(question: StoredQuestion, reader: Identity | null | undefined): Promise<QuestionWithAnswers> {
    const stored = await store.listAnswers(question._id);
    const blocked = new Set(reader ? await store.blockedUids(reader.uid) : []);
    const shown = stored.filter(
      (a) => a.authorUid === reader?.uid || (a.moderation === null && !blocked.has(a.authorUid)),
    );
    const marks = reader
      ? await store.helpfulMarks(
          reader.uid,
          shown.map((a) => a._id),
        )
      : new Set<string>();
    const tips = new Map<string, { _id: string; title: string } | null>();
    for (const tipId of new Set(shown.flatMap((a) => a.tipId ?? []))) {
      const tip = await store.getTip(tipId);
      tips.set(
        tipId,
        tip !== null && (await mayRead(store, tip, reader)) && (tip.availability === 'Public' || Boolean(reader?.email))
          ? { _id: tip._id, title: tip.title }
          : null,
      );
    }
    const order = (a: StoredAnswer) => (a._id === question.acceptedAnswerId ? 1 : 0);
    const answers = [...shown]
      .sort(
        (a, b) =>
          order(b) - order(a) ||
          b.helpfulCount - a.helpfulCount ||
          a.createdAt.localeCompare(b.createdAt) ||
          a._id.localeCompare(b._id),
      )
      .map((a) =>
        publicAnswer(a, authorIds, reader, {
          accepted: a._id === question.acceptedAnswerId,
          tip: a.tipId === null ? null : (tips.get(a.tipId) ?? null),
          helpfulByMe: marks.has(a._id),
        }),
      );
    return { ...publicQuestion(question, authorIds, reader), answers };
  }

  return {
    zonesWithinBand,

    async ask(
      member: Member,
      input: {
        title: string;
        details: string;
        plantType: string;
        photos: Photo[];
        hemisphere?: Hemisphere;
        zone?: (typeof ZONES)[number] | null;
      },
    ) {
      await brakes.checkNewText(member.uid, 'tip', `${input.title}\n${input.details}`, 'details');
      const photos = await ownPhotos(input.photos, member.uid, 'photos');
      const garden = await gardenOf(store, member.uid);
      const author = await recordedAuthor(store, member, clock.now());
      const question = await store.createQuestion({
        ...author,
        title: input.title,
        details: input.details,
        plantType: input.plantType,
        plantSlug: plantSlugOf(input.plantType),
        photos,
        hemisphere: input.hemisphere ?? garden.hemisphere,
        zone: input.zone !== undefined ? input.zone : (garden.zone ?? null),
        words: indexWords({ title: input.title, plantType: input.plantType, category: '', description: input.details }),
      });
      await route(question);
      return view(question, member);
    },

    async list(
      reader: Identity | null | undefined,
      query: ListQuery,
    ): Promise<{ page: Page<ReturnType<typeof publicQuestion>> }> {
      const filter: QuestionFilter = { includeHiddenOf: reader?.uid ?? null };
      const none = { page: { items: [], total: 0, nextCursor: null } };
      if (query.plant !== undefined) filter.plantSlugs = [query.plant];
      if (query.hemisphere !== undefined) filter.hemisphere = query.hemisphere;
      if (query.zone !== undefined) filter.zones = zonesWithinBand(query.zone);
      if (query.status !== undefined) filter.status = query.status;
      if (query.tip !== undefined) filter.solvedTipId = query.tip.toLowerCase();
      const words = searchWords(query.q);
      if (words.length > 0) filter.search = searchTerms(words);
      for (const [key, param] of [
        ['authorUid', query.author],
        ['acceptedAuthorUid', query.solvedBy],
      ] as const) {
        if (param === undefined) continue;
        const uid = await resolveAuthor(param);
        if (uid === null) return none;
        filter[key] = uid;
      }
      // An accepted answer moderators hid is no one's evidence but its author's own.
      if (filter.acceptedAuthorUid !== undefined && filter.acceptedAuthorUid !== reader?.uid)
        filter.acceptedAnswerShown = true;
      if (query.couldAnswer !== undefined) {
        if (!reader?.email) throw new AppError(401, QUESTION_MESSAGES.couldAnswerMembersOnly);
        const plants = (await store.memberPlants(reader.uid)).map((p) => p.slug);
        const near = nearOf(await gardenOf(store, reader.uid));
        filter.plantSlugs = filter.plantSlugs?.filter((slug) => plants.includes(slug)) ?? plants;
        filter.hemisphere = near.hemisphere;
        filter.zones = near.zones;
        filter.status = 'open';
        filter.notAuthorUid = reader.uid;
      }
      if (reader) {
        const blocked = await store.blockedUids(reader.uid);
        if (blocked.length > 0) filter.excludeAuthors = blocked;
      }
      // Near the reader first: a member's garden, as a routed question reaches the growers near it.
      // A visitor, or a member who never said where they garden, reads the newest first.
      const garden = query.sort === 'near' && reader?.email ? await store.getGarden(reader.uid) : null;
      const page = await store.listQuestions(filter, {
        limit: query.limit,
        cursor: query.cursor || undefined,
        ...(garden ? { nearFirst: nearOf(garden) } : {}),
      });
      // A visitor's page of a cached list is the same for every visitor, a member's the same at each
      // of their reads (their near-first page, their `mine` marks): made (and serialized) once.
      const items = visitorView(
        page.items,
        () => page.items.map((q) => publicQuestion(q, authorIds, reader)),
        reader?.uid,
      );
      return { page: { ...page, items } };
    },

    async get(reader: Identity | null | undefined, id: string) {
      return view(await findVisible(id, reader), reader);
    },

    async edit(member: Member, id: string, edit: QuestionEdit) {
      const question = await findVisible(id, member);
      if (question.authorUid !== member.uid) throw new AppError(403, QUESTION_MESSAGES.onlyAskerEdits);
      if (question.answerCount > 0) throw new AppError(409, QUESTION_MESSAGES.answeredNoEdit);
      // Saved as it was: nothing written, not marked edited.
      const changes = changedFields(question, edit);
      if (changes === null) return view(question, member);
      const photos = changes.photos === undefined ? undefined : await ownPhotos(changes.photos, member.uid, 'photos');
      const next = { ...question, ...changes };
      const edited = await store.updateQuestion(question._id, {
        ...changes,
        photos,
        ...(changes.plantType !== undefined ? { plantSlug: plantSlugOf(changes.plantType) } : {}),
        words: indexWords({ title: next.title, plantType: next.plantType, category: '', description: next.details }),
      });
      if (edited === null) throw notFound();
      if (photos !== undefined) {
        const kept = new Set(photos.map((p) => p.url));
        await release(question.photos.map((p) => p.url).filter((url) => !kept.has(url)));
      }
      return view(edited, member);
    },

    async remove(member: Member, id: string) {
      const question = await findVisible(id, member);
      if (question.authorUid !== member.uid) throw new AppError(403, QUESTION_MESSAGES.onlyAskerEdits);
      const removed = await store.deleteQuestion(question._id);
      if (removed === null) return 0;
      await release([
        ...removed.question.photos.map((p) => p.url),
        ...removed.answers.flatMap((a) => (a.photo ? [a.photo.url] : [])),
      ]);
      return 1;
    },

    async answer(member: Member, questionId: string, input: AnswerInput) {
      const question = await findVisible(questionId, member);
      if (await store.isBlocked(question.authorUid, member.uid)) throw new AppError(403, QUESTION_MESSAGES.blocked);
      await brakes.checkNewText(member.uid, 'comment', input.body, 'body');
      const [photo] = input.photo ? await ownPhotos([input.photo], member.uid, 'photo') : [];
      const tipId = input.tipId === undefined ? null : await readableTip(input.tipId, member);
      const author = await recordedAuthor(store, member, clock.now());
      const created = await store.createAnswer({
        questionId: question._id,
        ...author,
        body: input.body,
        photo: photo ?? null,
        tipId,
        notify: (answer) => [
          {
            recipientUid: question.authorUid,
            kind: 'answer',
            actorUid: member.uid,
            questionId: question._id,
            groupKey: `answer:${answer._id}`,
          },
        ],
      });
      if (created === null) throw notFound();
      return view({ ...question, answerCount: question.answerCount + 1 }, member).then((whole) =>
        whole.answers.find((a) => a._id === created._id)!,
      );
    },

    async editAnswer(member: Member, questionId: string, answerId: string, edit: AnswerEdit) {
      const question = await findVisible(questionId, member);
      const answer = await findVisibleAnswer(question, answerId, member);
      if (answer.authorUid !== member.uid) throw new AppError(403, QUESTION_MESSAGES.onlyAuthorChangesAnswer);
      // Saved as it was: nothing written, not marked edited, no brake counted.
      const changes = changedFields(answer, edit);
      const whole = async () => (await view((await store.getQuestion(question._id)) ?? question, member)).answers;
      if (changes === null) return (await whole()).find((a) => a._id === answer._id)!;
      if (changes.body !== undefined) await brakes.checkDuplicateText(member.uid, changes.body, 'body');
      const photo =
        changes.photo === undefined || changes.photo === null
          ? changes.photo
          : (await ownPhotos([changes.photo], member.uid, 'photo'))[0];
      const tipId =
        changes.tipId === undefined || changes.tipId === null
          ? changes.tipId
          : await readableTip(changes.tipId, member);
      const edited = await store.updateAnswer(answer._id, { body: changes.body, photo, tipId });
      if (edited === null) throw answerNotFound();
      if (question.acceptedAnswerId === answer._id && tipId !== undefined)
        await store.setAccepted(question._id, { answerId: answer._id, tipId, authorUid: answer.authorUid });
      if (photo !== undefined && answer.photo && answer.photo.url !== photo?.url) await release([answer.photo.url]);
      return (await whole()).find((a) => a._id === answer._id)!;
    },

    async removeAnswer(member: Member, questionId: string, answerId: string) {
      const question = await findVisible(questionId, member);
      const answer = await findVisibleAnswer(question, answerId, member);
      if (answer.authorUid !== member.uid) throw new AppError(403, QUESTION_MESSAGES.onlyAuthorChangesAnswer);
      // The solution gone, the question is open to a new one (and the tip's evidence goes with it).
      if (question.acceptedAnswerId === answer._id) await store.setAccepted(question._id, null);
      const removed = await store.deleteAnswer(answer._id);
      if (removed?.photo) await release([removed.photo.url]);
      return removed === null ? 0 : 1;
    },

    async markHelpful(member: Member, questionId: string, answerId: string, on: boolean) {
      const question = await findVisible(questionId, member);
      const answer = await findVisibleAnswer(question, answerId, member);
      if (answer.authorUid === member.uid) throw new AppError(403, QUESTION_MESSAGES.ownAnswerHelpful);
      if (on) {
        const day = clock.now().toISOString().slice(0, 10);
        await store.putHelpful(answer._id, member.uid, () => [
          {
            recipientUid: question.authorUid,
            kind: 'helpful',
            actorUid: member.uid,
            questionId: question._id,
            groupKey: `helpful:${question._id}:${day}`,
          },
        ]);
      } else await store.deleteHelpful(answer._id, member.uid);
      const after = await store.getAnswer(answer._id);
      return { helpfulCount: after?.helpfulCount ?? 0, helpfulByMe: on };
    },

    async accept(member: Member, questionId: string, answerId: string | null) {
      const question = await findVisible(questionId, member);
      if (question.authorUid !== member.uid) throw new AppError(403, QUESTION_MESSAGES.onlyAskerAccepts);
      if (answerId === null) await store.setAccepted(question._id, null);
      else {
        const answer = await findVisibleAnswer(question, answerId, member);
        await store.setAccepted(question._id, {
          answerId: answer._id,
          tipId: answer.tipId,
          authorUid: answer.authorUid,
        });
      }
      return view((await store.getQuestion(question._id)) ?? question, member);
    },

    route,
  };
}
export type Questions = ReturnType<typeof createQuestions>;
