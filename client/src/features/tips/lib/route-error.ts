import { ApiError } from '../../../lib/api-client';

/**
 * Turns an API failure into the shape react-router recognises as a thrown response
 * (isRouteErrorResponse), so a 404 from a deferred loader promise reaches the route's
 * error boundary as "not found" rather than as a crash.
 */
export function toRouteError(error: unknown): never {
  if (error instanceof ApiError) {
    throw {
      status: error.status,
      statusText: error.problem?.title ?? error.message,
      internal: false,
      data: error.problem ?? error.message,
    };
  }
  throw error;
}
