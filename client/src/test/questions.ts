import type { Question } from '@green-circle/contract';

/** A question as the API lists it (its id the letter repeated, asked by Ben in 7a north); fields can be overridden. */
export const aQuestion = (id: string, title: string, more: Partial<Question> = {}): Question => ({
  _id: id.repeat(24),
  title,
  details: 'Details.',
  plantType: 'Tomato',
  plantSlug: 'tomato',
  photos: [],
  hemisphere: 'north',
  zone: '7a',
  displayName: 'Ben',
  authorPhotoURL: null,
  authorId: 'b'.repeat(24),
  createdAt: '2026-06-01T10:00:00.000Z',
  editedAt: null,
  answerCount: 0,
  acceptedAnswerId: null,
  status: 'open',
  ...more,
});
