import { failure } from '#app/lib/action.server';
import { doneWithToast } from '#app/lib/toast.server';
import type { Api } from '#app/lib/api-client';
import { blockGardener, unblockGardener } from '../api/safety-api';

/** Block or Unblock on a gardener's page, as the session's member: whether they are blocked now; the toast rides the flash cookie. */
export async function blockAction(api: Api, request: Request, intent: 'block' | 'unblock', authorId: string) {
  const blocking = intent === 'block';
  try {
    await (blocking ? blockGardener(api, authorId) : unblockGardener(api, authorId));
    const message = blocking ? 'safety.blocked' : 'safety.unblocked';
    return doneWithToast<{ blocked?: boolean }>(request, { blocked: blocking }, { kind: 'success', message });
  } catch (error) {
    const message = failure(error, 'safety.moderationFailed');
    return doneWithToast<{ blocked?: boolean }>(request, {}, { kind: 'error', message });
  }
}
