/**
 * What sign-up's photo and the drafts' leave guard say in English. The photo picker's and the
 * draft note's words are in the catalogues (tipForm.photo*, tipForm.draft*), in the reader's language.
 */
export const UPLOAD_MESSAGES = {
  /** Sign-up: the account exists, only the photo did not go (the profile can add it later). */
  signUpPhotoFailed: 'Your account is ready, but the photo could not be uploaded; add it from your profile.',
  leaveConfirm: 'You have unsaved changes. Leave this page? Your draft stays saved in this browser.',
} as const;
