import { PageTitle } from '../components/ui/page-title';
import { paths } from '../config/paths';
import { useT } from '../i18n/i18n';
import type { Route } from './+types/account-deleted';

/**
 * Where deleting the account lands (post/redirect/get): the deletion's answer clears the session
 * cookie, so this page is a visitor's and reads the same when reloaded. It holds nothing of the
 * member; search engines are told not to keep it.
 */
export default function Component(_: Route.ComponentProps) {
  const t = useT();
  return (
    <section
      className="card mx-auto my-8 w-full max-w-lg border border-base-300 bg-base-100 p-6 shadow-md"
      aria-labelledby="deleted-heading"
    >
      <PageTitle title={t('account.deletedTitle')} description={t('describe.home')} />
      <meta name="robots" content="noindex" />
      <h1 id="deleted-heading" className="text-2xl font-bold">
        {t('account.deletedTitle')}
      </h1>
      <p role="status" className="mt-2">
        {t('account.deleted')}
      </p>
      <a className="btn btn-primary mt-4 self-start" href={paths.home}>
        {t('account.goHome')}
      </a>
    </section>
  );
}
