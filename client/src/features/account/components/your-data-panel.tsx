import { Link } from 'react-router';
import { paths } from '#app/config/paths';
import { useT } from '#app/i18n/i18n';

const CARD = 'card mx-auto w-full max-w-lg border border-base-300 bg-base-100 p-6 shadow-md';

/**
 * The profile screen's "Your data": download everything as a zip (a plain link: the site streams
 * the API's zip, so it works before the page's JavaScript), and the way to delete the account.
 * `exportRefused` is what the last download's refusal said (the hourly limit), if any.
 */
export function YourDataPanel({ exportRefused }: { exportRefused: 'too-often' | 'failed' | null }) {
  const t = useT();
  return (
    <section className={CARD} aria-labelledby="your-data-heading">
      <div className="flex flex-col gap-3">
        <h2 id="your-data-heading" className="text-xl font-bold">
          {t('account.yourData')}
        </h2>
        <p className="text-base-content/80">{t('account.yourDataText')}</p>
        {exportRefused && (
          <p role="alert" className="text-error">
            {t(exportRefused === 'too-often' ? 'account.exportTooOften' : 'account.exportFailed')}
          </p>
        )}
        <div className="flex flex-wrap gap-3">
          <a className="btn btn-primary" href={paths.accountExport} download>
            {t('account.download')}
          </a>
          <Link className="btn btn-outline btn-error" to={paths.deleteAccount}>
            {t('account.delete')}
          </Link>
        </div>
      </div>
    </section>
  );
}
