import { MESSAGES } from '@green-circle/contract/messages';
import { isRouteErrorResponse, Link, useRouteError } from 'react-router';
import { paths } from '../../config/paths';
import { ApiError } from '../../lib/api-client';
import { NotFoundContent } from './not-found-content';
import { PageTitle } from './page-title';

function describe(error: unknown): { status: number | null; message: string } {
  if (isRouteErrorResponse(error)) {
    return {
      status: error.status,
      message: typeof error.data === 'string' && error.data ? error.data : error.statusText,
    };
  }
  if (error instanceof ApiError) return { status: error.status, message: error.message };
  // fetch rejects with a TypeError ('Failed to fetch') when the API cannot be reached.
  if (error instanceof TypeError) return { status: null, message: MESSAGES.apiUnreachable };
  if (error instanceof Error) return { status: null, message: error.message };
  return { status: null, message: 'Something unexpected happened.' };
}

/**
 * One error boundary for every route module (`export { RouteErrorBoundary as ErrorBoundary }`):
 * a 404 (thrown response or API answer) shows the 404 page, anything else a short explanation.
 */
export function RouteErrorBoundary() {
  const { status, message } = describe(useRouteError());
  if (status === 404) return <NotFoundContent />;

  return (
    <section role="alert" className="mx-auto flex max-w-xl flex-col items-center gap-5 px-4 py-20 text-center">
      <PageTitle title="Something went wrong" />
      <h1 className="text-3xl font-bold">Something went wrong</h1>
      <p className="text-base-content/80">{status ? `${status}: ${message}` : message}</p>
      <div className="flex flex-wrap justify-center gap-3">
        <button type="button" className="btn btn-primary" onClick={() => window.location.reload()}>
          Try again
        </button>
        <Link to={paths.home} className="btn btn-outline">
          Go to Home
        </Link>
      </div>
    </section>
  );
}
