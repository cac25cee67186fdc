/**
 * Leaving and taking one's data (issue 38): the texts both the API and the profile screen use,
 * and the list of what a deletion removes, so the screen says exactly what the API does.
 */
export const ACCOUNT_MESSAGES = {
  signInAgain: 'To delete your account, sign in again first (a sign-in from the last 5 minutes confirms it is you).',
  deleted: 'Your account and everything it held are deleted.',
  exportTooOften: 'You downloaded your data a moment ago; try again in an hour.',
  exportFailed: 'Your data could not be put together just now. Please try again.',
  deleteFailed: 'Your account could not be deleted just now. Nothing was lost; please try again.',
  confirmNeeded: 'Tick the box to confirm that you want everything deleted.',
} as const;

/** How recent a sign-in must be to confirm a deletion. */
export const FRESH_SIGN_IN_SECONDS = 5 * 60;

/** What deleting an account removes, as the profile screen lists it. */
export const ERASED_ON_DELETE = [
  'your account and your sign-in',
  'your tips and their photos',
  'your comments (one others answered stays as "Comment deleted", without your name)',
  'your "I tried this" reports and your likes (the counts go down)',
  'whom you follow and who follows you',
  'your reminders, garden, plants and calendar feed',
  'your notifications and their settings',
  'the reports you made',
] as const;
