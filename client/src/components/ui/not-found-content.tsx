import { useT } from '#app/i18n/i18n';
import { Link } from 'react-router';
import { paths } from '#app/config/paths';
import { PageTitle } from './page-title';

/** The 404 page body: used by the catch-all route and by error boundaries that meet a 404. */
export function NotFoundContent() {
  const t = useT();
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center gap-6 px-4 py-20 text-center">
      <PageTitle title={t('notFound.title')} />
      <p className="text-7xl font-extrabold text-primary" aria-hidden="true">
        404
      </p>
      <h1 className="text-3xl font-bold">{t('messages.notFoundTitle')}</h1>
      <p className="text-base-content/80">{t('notFound.text')}</p>
      <Link to={paths.home} className="btn btn-primary">
        {t('messages.notFoundLink')}
      </Link>
    </section>
  );
}
