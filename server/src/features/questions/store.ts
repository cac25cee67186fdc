import type { Hemisphere, ModerationMark, Photo, QuestionStatus } from '@green-circle/contract';
import type { Page } from '../../store-core/errors';
import type { NewNotification } from '../notifications/store';

/**
 * The Store's part for questions and answers (issue 57): queries only. Every rule (who may ask,
 * answer, edit, accept; routing; caps; brakes; blocks) lives in service.ts. The adapters
 * implement it in embedded-store.ts and mongo-store.ts; both pass store.contract.ts.
 */
export interface QuestionsStore {
  createQuestion(question: NewQuestion): Promise<StoredQuestion>;
  getQuestion(id: string): Promise<StoredQuestion | null>;
  /** The questions of these ids that exist (in no particular order). */
  questionsByIds(ids: readonly string[]): Promise<StoredQuestion[]>;
  /**
   * Newest first, keyset-paged; with `nearFirst`, those asked near it (its hemisphere, one of its
   * zones) come first, each part newest first.
   */
  listQuestions(
    filter: QuestionFilter,
    page: { limit: number; cursor?: string; nearFirst?: Near },
  ): Promise<Page<StoredQuestion>>;
  /** Changes the fields given and marks it edited; null when it is gone. */
  updateQuestion(id: string, changes: QuestionChanges): Promise<StoredQuestion | null>;
  /** Removes it with its answers, their helpful marks and its routing; answers what was removed, or null. */
  deleteQuestion(id: string): Promise<{ question: StoredQuestion; answers: StoredAnswer[] } | null>;
  /** Returns how many changed (0 or 1). */
  setQuestionModeration(id: string, mark: ModerationMark | null): Promise<number>;
  /** Marks (or, with null, unmarks) the answer that solved it; denormalises the answer's tip and author. */
  setAccepted(
    questionId: string,
    accepted: { answerId: string; tipId: string | null; authorUid: string } | null,
  ): Promise<void>;

  /** null when the question is gone. Notifications go with it (as NewComment's). */
  createAnswer(answer: NewAnswer): Promise<StoredAnswer | null>;
  getAnswer(id: string): Promise<StoredAnswer | null>;
  /** A question's answers, oldest first (the service orders them for reading). */
  listAnswers(questionId: string): Promise<StoredAnswer[]>;
  updateAnswer(id: string, changes: AnswerChanges): Promise<StoredAnswer | null>;
  /** Removes it and its helpful marks; answers what was removed, or null. */
  deleteAnswer(id: string): Promise<StoredAnswer | null>;
  setAnswerModeration(id: string, mark: ModerationMark | null): Promise<number>;

  /** created false when the member had marked it already; notifications go with a new mark. */
  putHelpful(answerId: string, uid: string, notify?: () => NewNotification[]): Promise<{ created: boolean }>;
  /** Returns how many were removed (0 or 1). */
  deleteHelpful(answerId: string, uid: string): Promise<number>;
  /** Which of these answers the member marked helpful. */
  helpfulMarks(uid: string, answerIds: readonly string[]): Promise<Set<string>>;

  /** Members who grow the plant with a garden in the hemisphere (and, given, one of the zones), most recent first. */
  growersOf(slug: string, near: Near, except: readonly string[], limit: number): Promise<string[]>;
  /** Members whose "I tried this" worked on a tip about the plant, most recent first. */
  workedReportersOf(slug: string, except: readonly string[], limit: number): Promise<string[]>;
  /** Who blocked this member. */
  blockersOf(uid: string): Promise<string[]>;
  /** How many questions each of these members was told of since (ISO time). */
  routedSince(uids: readonly string[], since: string): Promise<Map<string, number>>;
  /** Records whom a question was told to, with their notifications (each once per question and member). */
  recordRoutes(questionId: string, notes: readonly NewNotification[]): Promise<void>;
}

/** Near a garden (service.ts nearOf): its hemisphere, and one of these zones (null: any zone). */
export interface Near {
  hemisphere: Hemisphere;
  zones: readonly string[] | null;
}

/** A question as its asker wrote it, where: what it is created with and stored as alike. */
interface AskedQuestion {
  authorUid: string;
  displayName: string;
  /** '' for none. */
  authorPhotoURL: string;
  title: string;
  details: string;
  plantType: string;
  plantSlug: string | null;
  photos: Photo[];
  hemisphere: Hemisphere;
  zone: string | null;
}

export interface StoredQuestion extends AskedQuestion {
  _id: string;
  createdAt: string;
  editedAt: string | null;
  /** Answers it has (hidden ones too). */
  answerCount: number;
  acceptedAnswerId: string | null;
  /** The accepted answer's tip and author (what "solved a question" evidence and a gardener's page read). */
  solvedTipId: string | null;
  acceptedAuthorUid: string | null;
  moderation: ModerationMark | null;
}

export interface NewQuestion extends AskedQuestion {
  /** Its search words (features/tips/search.ts indexWords). */
  words: string[];
}

export type QuestionChanges = Partial<
  Pick<NewQuestion, 'title' | 'details' | 'plantType' | 'plantSlug' | 'photos' | 'hemisphere' | 'zone' | 'words'>
>;

export interface QuestionFilter {
  plantSlugs?: readonly string[];
  hemisphere?: Hemisphere;
  /** The zones it was asked in; null or absent: any. */
  zones?: readonly string[] | null;
  status?: QuestionStatus;
  /** Search terms (features/tips/search.ts searchTerms): every whole stem, and the last word's prefix or stem. */
  search?: { whole: string[]; last: { prefix: string; stem: string } };
  authorUid?: string;
  /** Leave out this member's own. */
  notAuthorUid?: string;
  acceptedAuthorUid?: string;
  /**
   * Leave out those whose accepted answer moderators hid (a gardener's "answers that solved a
   * question" to anyone but that answer's author).
   */
  acceptedAnswerShown?: true;
  solvedTipId?: string;
  excludeAuthors?: readonly string[];
  /** Hidden ones are listed only to their asker: this member's are. null: none. */
  includeHiddenOf: string | null;
}

/** An answer as its author wrote it: what it is created with and stored as alike. */
interface WrittenAnswer {
  questionId: string;
  authorUid: string;
  displayName: string;
  authorPhotoURL: string;
  body: string;
  photo: Photo | null;
  tipId: string | null;
}

export interface StoredAnswer extends WrittenAnswer {
  _id: string;
  helpfulCount: number;
  createdAt: string;
  editedAt: string | null;
  moderation: ModerationMark | null;
}

export interface NewAnswer extends WrittenAnswer {
  notify?: (answer: StoredAnswer) => NewNotification[];
}

export type AnswerChanges = Partial<Pick<NewAnswer, 'body' | 'photo' | 'tipId'>>;
