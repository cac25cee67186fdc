import { Link } from 'react-router';
import { ACCOUNT_MESSAGES } from '@green-circle/contract/account';
import { paths } from '../../../config/paths';

const CARD = 'card mx-auto w-full max-w-lg border border-base-300 bg-base-100 p-6 shadow-md';

/**
 * The profile screen's "Your data": download everything as a zip (a plain link: the site streams
 * the API's zip, so it works before the page's JavaScript), and the way to delete the account.
 * `exportRefused` is what the last download's refusal said (the hourly limit), if any.
 */
export function YourDataPanel({ exportRefused }: { exportRefused: 'too-often' | 'failed' | null }) {
  return (
    <section className={CARD} aria-labelledby="your-data-heading">
      <div className="flex flex-col gap-3">
        <h2 id="your-data-heading" className="text-xl font-bold">
          Your data
        </h2>
        <p className="text-base-content/80">
          Download everything Green Circle holds about you: a zip with your account, tips, comments, trials, likes,
          follows, reminders, garden, plants, settings, the reports you made, and your photos.
        </p>
        {exportRefused && (
          <p role="alert" className="text-error">
            {exportRefused === 'too-often' ? ACCOUNT_MESSAGES.exportTooOften : ACCOUNT_MESSAGES.exportFailed}
          </p>
        )}
        <div className="flex flex-wrap gap-3">
          <a className="btn btn-primary" href={paths.accountExport} download>
            Download my data
          </a>
          <Link className="btn btn-outline btn-error" to={paths.deleteAccount}>
            Delete my account
          </Link>
        </div>
      </div>
    </section>
  );
}
