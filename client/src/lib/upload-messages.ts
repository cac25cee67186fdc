/**
 * What the drafts' leave guard says in English. The photo picker's and the draft note's words are
 * in the catalogues (tipForm.photo*, tipForm.draft*), sign-up's failed photo too (signUp.photoFailed),
 * in the reader's language.
 */
export const UPLOAD_MESSAGES = {
  leaveConfirm: 'You have unsaved changes. Leave this page? Your draft stays saved in this browser.',
} as const;
