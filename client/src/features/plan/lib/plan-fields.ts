/**
 * The file part of the "Done" photo, chosen before any JavaScript: the form names it
 * (components/plan-item-row.tsx) and the action uploads it (plan-action.server.ts).
 */
export const PLAN_PHOTO_FILE = 'planPhotoFile';
