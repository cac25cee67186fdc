import { PHOTO_LIMITS } from '@green-circle/contract/photo-texts';
import type { SubmissionResult } from '@conform-to/react';
import type { PhotoSlotList } from '#app/lib/photo-slots';

// The question page's forms by their names, apart from the forms themselves: the page's action
// and its view name them, and the forms (conform, the photo pickers) load only when drawn.

/** What the question page's action said of one of its forms: which form, and its reply. */
export interface QuestionPageAnswer {
  form: string;
  result: SubmissionResult<string[]>;
}

/** The new answer's form id: what the action's refusal names it by. */
export const ANSWER_FORM = 'answer-form';

/** The form id of an answer's edit form: what the action's refusal names it by. */
export const answerEditFormId = (answerId: string) => `answer-edit-${answerId}`;

/** The question's edit form's id: what the action's refusal names it by. */
export const QUESTION_EDIT_FORM = 'question-edit';

/** An answer form's file part, for a plain POST (the new answer's and an edited one's alike). */
export const ANSWER_PHOTO_FILE = 'answerPhotoFile';

/** The answer form's fields, as the action's schema names them (lib/answer-submission.server.ts). */
export const ANSWER_FIELDS = ['body', 'tipId', 'photo.url', 'photo.alt'] as const;

/** A question's photos (issue 57): four slots, each a file part for a plain POST too. */
export const QUESTION_PHOTOS: PhotoSlotList = {
  name: 'photos',
  slots: Array.from({ length: PHOTO_LIMITS.max }, (_, i) => i),
  fileField: (i) => `photoFile${i}`,
  firstNumber: 1,
  idPrefix: 'question-photo',
};

/** The question form's fields, as the contract's schema names them: where an API refusal may be said. */
export const QUESTION_FIELDS = [
  'title',
  'details',
  'plantType',
  'hemisphere',
  'zone',
  'photos',
  ...QUESTION_PHOTOS.slots.flatMap((i) => [`photos[${i}].url`, `photos[${i}].alt`]),
];
