import { MESSAGES } from '@green-circle/contract/messages';
import { ApiError } from '../lib/api-client';

/** The API's refusal of a write from an address not verified yet (403, with its code). */
export const notVerifiedError = () =>
  new ApiError(403, {
    type: 'about:blank',
    title: 'Forbidden',
    status: 403,
    detail: MESSAGES.emailNotVerified,
    code: 'messages.emailNotVerified',
  });
