import { useRevalidator } from 'react-router';
import { useT } from '#app/i18n/i18n';

/** A section whose data failed to load: says so in place and offers to try again. */
export function SectionError({ what }: { what: string }) {
  const revalidator = useRevalidator();
  const retrying = revalidator.state === 'loading';
  const t = useT();
  return (
    <div role="alert" className="alert alert-error mx-auto max-w-xl justify-center text-center">
      <span>{t('home.sectionFailed', { what })}</span>
      <button type="button" className="btn btn-sm" onClick={() => void revalidator.revalidate()} disabled={retrying}>
        {t(retrying ? 'common.retrying' : 'common.tryAgain')}
      </button>
    </div>
  );
}
