import { ApiError } from '#app/lib/api-client';

/**
 * For loaders that read one tip by the id in the URL: turns an API failure into the shape
 * react-router recognises as a thrown response (isRouteErrorResponse), so the route's
 * error boundary shows the 404 page for an unknown id. A malformed id (the API's 400) is
 * just as much "no such tip" to the visitor, so it is a 404 too.
 */
export function toRouteError(error: unknown): never {
  if (error instanceof ApiError) {
    const status = error.status === 400 ? 404 : error.status;
    throw {
      status,
      statusText: error.problem?.title ?? error.message,
      internal: false,
      data: error.said,
    };
  }
  throw error;
}
