import type { SubmissionResult } from '@conform-to/react';

/** The form's fetcher, shared by the panel (its answer) and the form (its submit). */
export const PROFILE_FETCHER = 'profile';

/** The form's intent on the profile page's action. */
export const PROFILE_INTENT = 'profile';

/** Whether the form moves the account to another address (compared without case). */
export const changesEmail = (email: string, current: string) => email.trim().toLowerCase() !== current.toLowerCase();

/** What the profile form's action answers. */
export interface ProfileAnswer {
  intent: typeof PROFILE_INTENT;
  result?: SubmissionResult<string[]>;
  saved?: boolean;
  /** The new address a link was sent to: the e-mail changes when the member opens it. */
  emailPending?: string;
}
