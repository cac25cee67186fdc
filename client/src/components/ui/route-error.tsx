import { statusCode } from '@green-circle/contract/text-codes';
import { isRouteErrorResponse, Link, useRouteError } from 'react-router';
import { paths } from '#app/config/paths';
import { useSay, useT, type MessageKey } from '#app/i18n/i18n';
import { ApiError } from '#app/lib/api-client';
import { NotFoundContent } from './not-found-content';
import { PageTitle } from './page-title';

const UNEXPECTED = 'Something unexpected happened.';

/** What went wrong: the error's own words, or (`key`) the catalogue's where the site says it itself. */
function describe(error: unknown): { status: number | null; message: string; key?: MessageKey } {
  if (isRouteErrorResponse(error)) {
    return {
      status: error.status,
      message: typeof error.data === 'string' && error.data ? error.data : error.statusText,
    };
  }
  if (error instanceof ApiError) return { status: error.status, message: error.said };
  // fetch rejects with a TypeError ('Failed to fetch') when the API cannot be reached.
  if (error instanceof TypeError) return { status: null, message: '', key: 'messages.apiUnreachable' };
  if (error instanceof Error) return { status: null, message: error.message };
  return { status: null, message: UNEXPECTED };
}

/**
 * What went wrong, in the reader's language: a thrown answer's code (an API refusal's, or the
 * host's own: contract/src/said.ts), else what the status means (a thrown answer's or an error's
 * own English words are not read), else that something unexpected happened.
 */
function useExplanation(): (status: number | null, message: string) => string {
  const t = useT();
  const say = useSay();
  return (status, message) => {
    // A code reads as the catalogue's words; anything else comes back as it was, and is not shown.
    const said = message ? say(message) : message;
    if (said !== message) return said;
    if (status) return t(statusCode(status) as MessageKey);
    return t('routeError.unexpected');
  };
}

/**
 * One error boundary for every route module (`export { RouteErrorBoundary as ErrorBoundary }`):
 * a 404 (thrown response or API answer) shows the 404 page, anything else a short explanation.
 */
export function RouteErrorBoundary() {
  const t = useT();
  const explain = useExplanation();
  const { status, message, key } = describe(useRouteError());
  if (status === 404) return <NotFoundContent />;
  const said = key ? t(key) : explain(status, message);

  return (
    <section role="alert" className="mx-auto flex max-w-xl flex-col items-center gap-5 px-4 py-20 text-center">
      <PageTitle title={t('routeError.title')} description={t('describe.home')} />
      <h1 className="text-3xl font-bold">{t('routeError.title')}</h1>
      <p className="text-base-content/80">{status ? `${status}: ${said}` : said}</p>
      <div className="flex flex-wrap justify-center gap-3">
        <button type="button" className="btn btn-primary" onClick={() => window.location.reload()}>
          {t('common.tryAgain')}
        </button>
        <Link to={paths.home} className="btn btn-outline">
          {t('routeError.goHome')}
        </Link>
      </div>
    </section>
  );
}
