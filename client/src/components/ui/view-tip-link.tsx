import { Link } from 'react-router';
import { paths } from '#app/config/paths';
import { useT } from '#app/i18n/i18n';

/** A list's 'View' button to a tip's page, named with the tip's title for a screen reader ("View Basil cuttings"). */
export function ViewTipLink({ tip, className }: { tip: { _id: string; title: string }; className: string }) {
  const t = useT();
  return (
    <Link
      to={paths.tipDetails(tip._id)}
      className={className}
      aria-label={t('dashboard.viewTip', { title: tip.title })}
    >
      {t('dashboard.view')}
    </Link>
  );
}
