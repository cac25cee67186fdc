/**
 * The file part of the "Done" photo, chosen before any JavaScript: the form names it
 * (components/done-form.tsx) and the action uploads it (plan-action.server.ts).
 */
export const PLAN_PHOTO_FILE = 'planPhotoFile';

/** The fields of "Done", in the form's order: a refusal is said beside the one it is about. */
export const DONE_FIELDS = ['date', 'note', 'photo', 'photoAlt'] as const;
