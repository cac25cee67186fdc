import { done, failure } from '../../../lib/action.server';
import type { Toast } from '../../../lib/action-toast';
import type { Api } from '../../../lib/api-client';
import { blockGardener, unblockGardener } from '../api/safety-api';

/** Block or Unblock on a gardener's page, as the session's member: whether they are blocked now, and the toast. */
export async function blockAction(api: Api, request: Request, intent: 'block' | 'unblock', authorId: string) {
  const blocking = intent === 'block';
  try {
    await (blocking ? blockGardener(api, authorId) : unblockGardener(api, authorId));
    const toast: Toast = { kind: 'success', message: blocking ? 'safety.blocked' : 'safety.unblocked' };
    return done(request, { blocked: blocking, toast });
  } catch (error) {
    const toast: Toast = { kind: 'error', message: failure(error, 'safety.moderationFailed') };
    return done(request, { toast });
  }
}
