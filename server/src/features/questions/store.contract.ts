import { describe, expect, it } from 'vitest';
import { contractStore, sleep } from '../../../test/store/contract-tools';
import type { Store } from '../../store/store';
import { indexWords, searchTerms, searchWords } from '../tips';
import type { NewAnswer, NewQuestion } from './store';

/**
 * Issue 57's part of the store contract: questions (search words, filters, hidden ones only to
 * their asker), answers and their counts, helpful marks once per member, the accepted answer,
 * and the routing queries (growers near, "worked" reporters, blockers, the day's count). Every
 * adapter runs it.
 */
export function describeQuestionsContract(name: string, makeStore: () => Promise<Store>): void {
  describe(`Store contract, questions: ${name}`, () => {
    const { store, tip } = contractStore(makeStore, {
      title: 'Yellow leaves',
      plantType: 'Tomato',
      description: 'Feed them.',
      image: '/images/tips/deep-watering.svg',
    });
    const question = (overrides: Partial<NewQuestion> = {}): NewQuestion => {
      const base = {
        authorUid: 'uid-ana',
        displayName: 'Ana',
        authorPhotoURL: '',
        title: 'Why are my tomato leaves yellow?',
        details: 'Lower leaves first, spreading up.',
        plantType: 'Tomato',
        plantSlug: 'tomato',
        photos: [{ url: '/uploads/0123456789abcdef01234567/640x480.webp', alt: 'A yellow leaf' }],
        hemisphere: 'north' as const,
        zone: '7b',
        ...overrides,
      };
      return {
        ...base,
        words: overrides.words ?? indexWords({ ...base, category: '', description: base.details }),
      };
    };
    const answer = (questionId: string, overrides: Partial<NewAnswer> = {}): NewAnswer => ({
      questionId,
      authorUid: 'uid-ben',
      displayName: 'Ben',
      authorPhotoURL: '',
      body: 'Nitrogen: feed them.',
      photo: null,
      tipId: null,
      ...overrides,
    });
    const list = (filter: Partial<Parameters<Store['listQuestions']>[0]> = {}, limit = 20) =>
      store.listQuestions({ includeHiddenOf: null, ...filter }, { limit });
    const ids = async (filter: Partial<Parameters<Store['listQuestions']>[0]> = {}) =>
      (await list(filter)).items.map((q) => q._id);

    it('stores a question as asked and reads it back', async () => {
      const created = await store.createQuestion(question());
      expect(created).toMatchObject({
        title: 'Why are my tomato leaves yellow?',
        plantSlug: 'tomato',
        photos: [{ url: '/uploads/0123456789abcdef01234567/640x480.webp', alt: 'A yellow leaf' }],
        hemisphere: 'north',
        zone: '7b',
        answerCount: 0,
        acceptedAnswerId: null,
        solvedTipId: null,
        editedAt: null,
        moderation: null,
      });
      expect(created._id).toMatch(/^[0-9a-f]{24}$/);
      expect(await store.getQuestion(created._id)).toEqual(created);
      expect(await store.getQuestion(created._id.toUpperCase())).toEqual(created);
      expect(await store.getQuestion('0123456789abcdef01234567')).toBeNull();
      expect(await store.questionsByIds([created._id, 'nonsense'])).toEqual([created]);
    });

    it('lists newest first, a page at a time, by plant, zones, status, author and search', async () => {
      const a = await store.createQuestion(question({ title: 'Composting tomato stems' }));
      await sleep(3);
      const b = await store.createQuestion(
        question({ plantType: 'Fig', plantSlug: 'fig', zone: '9a', authorUid: 'uid-ben' }),
      );
      await sleep(3);
      const c = await store.createQuestion(question({ hemisphere: 'south', zone: null }));
      expect(await ids()).toEqual([c._id, b._id, a._id]);
      const first = await list({}, 2);
      expect(first.total).toBe(3);
      const second = await store.listQuestions({ includeHiddenOf: null }, { limit: 2, cursor: first.nextCursor! });
      expect(second.items.map((q) => q._id)).toEqual([a._id]);
      expect(second.nextCursor).toBeNull();
      expect(await ids({ plantSlugs: ['fig'] })).toEqual([b._id]);
      expect(await ids({ hemisphere: 'north', zones: ['7a', '7b'] })).toEqual([a._id]);
      expect(await ids({ authorUid: 'uid-ben' })).toEqual([b._id]);
      expect(await ids({ notAuthorUid: 'uid-ben' })).toEqual([c._id, a._id]);
      expect(await ids({ excludeAuthors: ['uid-ana'] })).toEqual([b._id]);
      // The same stemming search as tips: "composted" finds "Composting", the last word as a prefix.
      expect(await ids({ search: searchTerms(searchWords('composted')) })).toEqual([a._id]);
      expect(await ids({ search: searchTerms(searchWords('tomato ste')) })).toEqual([a._id]);
      expect(await ids({ search: searchTerms(searchWords('figs')) })).toEqual([b._id]);
      await store.createAnswer(answer(a._id));
      expect(await ids({ status: 'open' })).toEqual([c._id, b._id]);
      expect(await ids({ status: 'answered' })).toEqual([a._id]);
    });

    it('lists those asked near a garden first, each part newest first, a page at a time', async () => {
      const nearOld = await store.createQuestion(question({ zone: '7a' }));
      await sleep(3);
      const farZone = await store.createQuestion(question({ zone: '10b' }));
      await sleep(3);
      const noZone = await store.createQuestion(question({ zone: null }));
      await sleep(3);
      const south = await store.createQuestion(question({ hemisphere: 'south', zone: '7b' }));
      await sleep(3);
      const nearNew = await store.createQuestion(question({ zone: '8b' }));
      const near = { hemisphere: 'north' as const, zones: ['6a', '6b', '7a', '7b', '8a', '8b'] };
      const newest = [nearNew, south, noZone, farZone, nearOld].map((q) => q._id);
      expect(await ids()).toEqual(newest);
      const all = await store.listQuestions({ includeHiddenOf: null }, { limit: 20, nearFirst: near });
      expect(all.items.map((q) => q._id)).toEqual([nearNew, nearOld, south, noZone, farZone].map((q) => q._id));
      expect(all.total).toBe(5);
      // A page at a time, across the near part's end and within the rest.
      const seen: string[] = [];
      let cursor: string | undefined;
      do {
        const page = await store.listQuestions({ includeHiddenOf: null }, { limit: 2, cursor, nearFirst: near });
        expect(page.total).toBe(5);
        seen.push(...page.items.map((q) => q._id));
        cursor = page.nextCursor ?? undefined;
      } while (cursor !== undefined);
      expect(seen).toEqual(all.items.map((q) => q._id));
      // Any zone of the hemisphere when the garden's zone is unknown; filters still hold.
      const anyZone = await store.listQuestions(
        { includeHiddenOf: null, zones: null, notAuthorUid: 'uid-nobody' },
        { limit: 20, nearFirst: { hemisphere: 'south', zones: null } },
      );
      expect(anyZone.items.map((q) => q._id)).toEqual([south, nearNew, noZone, farZone, nearOld].map((q) => q._id));
      // A cursor of one order is not read as the other's.
      const firstNear = await store.listQuestions({ includeHiddenOf: null }, { limit: 1, nearFirst: near });
      await expect(
        store.listQuestions({ includeHiddenOf: null }, { limit: 1, cursor: firstNear.nextCursor! }),
      ).rejects.toThrow();
    });

    it('lists a hidden question only to its asker', async () => {
      const shown = await store.createQuestion(question());
      const hidden = await store.createQuestion(question({ authorUid: 'uid-ben' }));
      expect(
        await store.setQuestionModeration(hidden._id, { hiddenAt: '2026-12-07T10:00:00.000Z', reason: 'spam' }),
      ).toBe(1);
      expect((await store.getQuestion(hidden._id))?.moderation).toEqual({
        hiddenAt: '2026-12-07T10:00:00.000Z',
        reason: 'spam',
      });
      expect(await ids()).toEqual([shown._id]);
      expect(await ids({ includeHiddenOf: 'uid-ana' })).toEqual([shown._id]);
      expect((await ids({ includeHiddenOf: 'uid-ben' })).sort()).toEqual([shown._id, hidden._id].sort());
      await store.setQuestionModeration(hidden._id, null);
      expect((await ids()).length).toBe(2);
    });

    it('edits a question, its search words with it', async () => {
      const q = await store.createQuestion(question());
      const edited = (await store.updateQuestion(q._id, {
        title: 'Spotted courgette',
        words: indexWords({ title: 'Spotted courgette', plantType: 'Tomato', category: '', description: '' }),
        photos: [],
        zone: null,
      }))!;
      expect(edited).toMatchObject({ title: 'Spotted courgette', photos: [], zone: null, details: q.details });
      expect(edited.editedAt).not.toBeNull();
      expect(await ids({ search: searchTerms(searchWords('courgette')) })).toEqual([q._id]);
      expect(await ids({ search: searchTerms(searchWords('yellow')) })).toEqual([]);
      expect(await store.updateQuestion('0123456789abcdef01234567', { title: 'x' })).toBeNull();
    });

    it('counts answers; a helpful mark counts once per member and can be taken back', async () => {
      const q = await store.createQuestion(question());
      const first = (await store.createAnswer(
        answer(q._id, { photo: { url: '/uploads/0123456789abcdef01234568/640x480.webp', alt: 'Leaf' } }),
      ))!;
      await sleep(3);
      const second = (await store.createAnswer(
        answer(q._id, { authorUid: 'uid-cy', tipId: '0123456789abcdef01234569' }),
      ))!;
      expect(await store.createAnswer(answer('0123456789abcdef01234567'))).toBeNull();
      expect((await store.getQuestion(q._id))?.answerCount).toBe(2);
      expect((await store.listAnswers(q._id)).map((a) => a._id)).toEqual([first._id, second._id]);
      expect(first.photo).toEqual({ url: '/uploads/0123456789abcdef01234568/640x480.webp', alt: 'Leaf' });
      expect(second.tipId).toBe('0123456789abcdef01234569');
      expect(await store.putHelpful(first._id, 'uid-dee')).toEqual({ created: true });
      expect(await store.putHelpful(first._id, 'uid-dee')).toEqual({ created: false });
      expect(await store.putHelpful(first._id, 'uid-eve')).toEqual({ created: true });
      expect((await store.getAnswer(first._id))?.helpfulCount).toBe(2);
      expect(await store.helpfulMarks('uid-dee', [first._id, second._id])).toEqual(new Set([first._id]));
      expect(await store.deleteHelpful(first._id, 'uid-dee')).toBe(1);
      expect(await store.deleteHelpful(first._id, 'uid-dee')).toBe(0);
      expect((await store.getAnswer(first._id))?.helpfulCount).toBe(1);
      const edited = (await store.updateAnswer(first._id, { body: 'Changed', photo: null }))!;
      expect(edited).toMatchObject({ body: 'Changed', photo: null, helpfulCount: 1 });
      expect(edited.editedAt).not.toBeNull();
      expect((await store.deleteAnswer(second._id))?._id).toBe(second._id);
      expect(await store.deleteAnswer(second._id)).toBeNull();
      expect((await store.getQuestion(q._id))?.answerCount).toBe(1);
    });

    it('keeps the accepted answer with its tip and author; lists by solved tip and by solver', async () => {
      const q = await store.createQuestion(question());
      const other = await store.createQuestion(question());
      const a = (await store.createAnswer(answer(q._id, { tipId: '0123456789abcdef01234569' })))!;
      await store.setAccepted(q._id, { answerId: a._id, tipId: a.tipId, authorUid: a.authorUid });
      expect(await store.getQuestion(q._id)).toMatchObject({
        acceptedAnswerId: a._id,
        solvedTipId: '0123456789abcdef01234569',
        acceptedAuthorUid: 'uid-ben',
      });
      expect(await ids({ solvedTipId: '0123456789abcdef01234569' })).toEqual([q._id]);
      expect(await ids({ acceptedAuthorUid: 'uid-ben' })).toEqual([q._id]);
      expect(await ids({ status: 'open' })).toEqual([other._id]);
      await store.setAccepted(q._id, null);
      expect(await ids({ solvedTipId: '0123456789abcdef01234569' })).toEqual([]);
    });

    it('lists by solver leaving out, when asked, the questions whose accepted answer moderators hid', async () => {
      const shown = await store.createQuestion(question());
      const hidden = await store.createQuestion(question());
      for (const q of [shown, hidden]) {
        const a = (await store.createAnswer(answer(q._id, { authorUid: 'uid-cal' })))!;
        await store.setAccepted(q._id, { answerId: a._id, tipId: null, authorUid: 'uid-cal' });
        if (q === hidden)
          await store.setAnswerModeration(a._id, { hiddenAt: '2026-12-07T10:00:00.000Z', reason: 'spam' });
      }
      // An unaccepted hidden answer of the solver changes nothing.
      await store.setAnswerModeration((await store.createAnswer(answer(shown._id, { authorUid: 'uid-cal' })))!._id, {
        hiddenAt: '2026-12-07T10:00:00.000Z',
        reason: 'spam',
      });
      expect(await ids({ acceptedAuthorUid: 'uid-cal' })).toEqual([hidden._id, shown._id]);
      expect(await ids({ acceptedAuthorUid: 'uid-cal', acceptedAnswerShown: true })).toEqual([shown._id]);
      expect((await list({ acceptedAuthorUid: 'uid-cal', acceptedAnswerShown: true })).total).toBe(1);
    });

    it('deleting a question takes its answers, helpful marks and routing with it', async () => {
      const q = await store.createQuestion(question());
      const a = (await store.createAnswer(answer(q._id)))!;
      await store.putHelpful(a._id, 'uid-dee');
      await store.recordRoutes(q._id, [
        {
          recipientUid: 'uid-dee',
          kind: 'question',
          actorUid: 'uid-ana',
          questionId: q._id,
          groupKey: `question:${q._id}`,
        },
      ]);
      const removed = (await store.deleteQuestion(q._id))!;
      expect(removed.question._id).toBe(q._id);
      expect(removed.answers.map((x) => x._id)).toEqual([a._id]);
      expect(await store.getQuestion(q._id)).toBeNull();
      expect(await store.getAnswer(a._id)).toBeNull();
      expect(await store.helpfulMarks('uid-dee', [a._id])).toEqual(new Set());
      expect(await store.routedSince(['uid-dee'], '2000-01-01T00:00:00.000Z')).toEqual(new Map());
      expect(await store.deleteQuestion(q._id)).toBeNull();
    });

    it('finds growers by plant, hemisphere and zones, and "worked" reporters, leaving out whom it is told to', async () => {
      await store.setGarden('uid-near', { hemisphere: 'north', zone: '7a' });
      await store.setGarden('uid-far', { hemisphere: 'north', zone: '10a' });
      await store.setGarden('uid-south', { hemisphere: 'south', zone: '7a' });
      await store.setGarden('uid-blocked', { hemisphere: 'north', zone: '7b' });
      for (const uid of ['uid-near', 'uid-far', 'uid-south', 'uid-blocked']) await store.addMemberPlant(uid, 'tomato');
      await store.setGarden('uid-fig', { hemisphere: 'north', zone: '7b' });
      await store.addMemberPlant('uid-fig', 'fig');
      expect(
        await store.growersOf('tomato', { hemisphere: 'north', zones: ['6a', '7a', '7b', '8a'] }, ['uid-blocked'], 20),
      ).toEqual(['uid-near']);
      expect((await store.growersOf('tomato', { hemisphere: 'north', zones: null }, [], 20)).sort()).toEqual(
        ['uid-blocked', 'uid-far', 'uid-near'].sort(),
      );
      expect(await store.growersOf('tomato', { hemisphere: 'north', zones: null }, [], 1)).toHaveLength(1);

      const tomatoTip = await store.createTip(tip());
      const figTip = await store.createTip(tip({ plantType: 'Fig' }));
      const trial = (tipId: string, authorUid: string, outcome: 'worked' | 'failed') =>
        store.putTrial({
          tipId,
          authorUid,
          outcome,
          note: '',
          photo: null,
          month: null,
          hemisphere: 'north',
          zone: null,
          displayName: authorUid,
          authorPhotoURL: '',
        });
      await trial(tomatoTip, 'uid-worked', 'worked');
      await trial(tomatoTip, 'uid-failed', 'failed');
      await trial(figTip, 'uid-fig-worked', 'worked');
      await trial(tomatoTip, 'uid-skip', 'worked');
      expect(await store.workedReportersOf('tomato', ['uid-skip'], 20)).toEqual(['uid-worked']);
    });

    it('knows who blocked a member and how often members were told of questions since a time', async () => {
      await store.block('uid-x', 'uid-ana');
      await store.block('uid-y', 'uid-ana');
      await store.block('uid-ana', 'uid-z');
      expect((await store.blockersOf('uid-ana')).sort()).toEqual(['uid-x', 'uid-y']);
      const q1 = await store.createQuestion(question());
      const q2 = await store.createQuestion(question());
      const note = (questionId: string, recipientUid: string, createdAt: string) => ({
        recipientUid,
        kind: 'question' as const,
        actorUid: 'uid-ana',
        questionId,
        groupKey: `question:${questionId}`,
        createdAt,
      });
      await store.recordRoutes(q1._id, [note(q1._id, 'uid-dee', '2026-12-06T23:00:00.000Z')]);
      await store.recordRoutes(q2._id, [
        note(q2._id, 'uid-dee', '2026-12-07T08:00:00.000Z'),
        note(q2._id, 'uid-eve', '2026-12-07T08:00:00.000Z'),
      ]);
      // Once per question and member, whatever repeats.
      await store.recordRoutes(q2._id, [note(q2._id, 'uid-dee', '2026-12-07T09:00:00.000Z')]);
      expect(await store.routedSince(['uid-dee', 'uid-eve', 'uid-fay'], '2026-12-07T00:00:00.000Z')).toEqual(
        new Map([
          ['uid-dee', 1],
          ['uid-eve', 1],
        ]),
      );
      expect((await store.routedSince(['uid-dee'], '2026-12-06T00:00:00.000Z')).get('uid-dee')).toBe(2);
      const { items } = await store.listNotifications('uid-dee', { limit: 10 });
      expect(items.map((n) => [n.kind, n.questionId])).toEqual([
        ['question', q2._id],
        ['question', q1._id],
      ]);
    });
  });
}
