import { ApiError } from '../../../lib/api-client';
import { notify } from '../../../lib/notify';

/**
 * What to tell the member when a seasons call fails: the API's own words for a refusal (403,
 * e.g. MESSAGES.emailNotVerified for a member who has not verified their address yet, issue 15),
 * else the feature's message.
 */
export const refusalOr = (error: unknown, fallback: string): string =>
  error instanceof ApiError && error.status === 403 ? error.message : fallback;

/**
 * Runs one seasons write with `setBusy` up, then hands its answer to `saved` and toasts `done`;
 * on a failure it toasts the refusal (or `failed`) and changes nothing.
 */
export async function runWrite<T>(
  setBusy: (busy: boolean) => void,
  write: () => Promise<T>,
  { done, failed }: { done: string; failed: string },
  saved: (result: T) => void = () => {},
): Promise<void> {
  setBusy(true);
  try {
    saved(await write());
    notify.success(done);
  } catch (error) {
    notify.error(refusalOr(error, failed));
  } finally {
    setBusy(false);
  }
}
