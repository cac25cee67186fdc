import { UPLOAD_FORMATS, UPLOAD_LIMITS } from '@green-circle/contract/uploads';

const formats = `${UPLOAD_FORMATS.slice(0, -1).join(', ')} or ${UPLOAD_FORMATS.at(-1)}`;

/** What the photo picker and the drafts say. */
export const UPLOAD_MESSAGES = {
  choose: 'Choose a photo',
  replace: 'Replace photo',
  remove: 'Remove photo',
  retry: 'Try again',
  hint: `Tap to choose, drag a photo here, or paste one. ${formats}, up to ${UPLOAD_LIMITS.maxBytes / (1024 * 1024)} MB.`,
  notAnImage: `That file is not a photo. Choose a ${formats} image.`,
  tooLarge: `The photo is larger than ${UPLOAD_LIMITS.maxBytes / (1024 * 1024)} MB. Choose a smaller one.`,
  uploading: (percent: number) => `Uploading photo… ${percent}%`,
  processing: 'Preparing the photo…',
  ready: 'Photo ready.',
  /** A photo the form sends itself (sign-up, once the account exists). */
  held: 'Photo chosen; it is sent when you submit.',
  failed: 'The photo could not be uploaded.',
  chooseAnother: 'Choose another photo.',
  /** Sign-up: the account exists, only the photo did not go (the profile can add it later). */
  signUpPhotoFailed: 'Your account is ready, but the photo could not be uploaded; add it from your profile.',
  draftRestored: (when: string) => `We restored the draft you were writing (saved ${when}).`,
  discardDraft: 'Discard draft',
  leaveConfirm: 'You have unsaved changes. Leave this page? Your draft stays saved in this browser.',
} as const;
