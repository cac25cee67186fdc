import { ApiError } from '#app/lib/api-client';

/**
 * What to tell the member when a seasons call fails, by code: the API's for a refusal (403,
 * e.g. 'messages.emailNotVerified' for a member who has not verified their address yet),
 * else the feature's message.
 */
export const refusalOr = (error: unknown, fallback: string): string =>
  error instanceof ApiError && error.status === 403 ? error.said : fallback;
