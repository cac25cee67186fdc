import { Link } from 'react-router';
import { paths } from '#app/config/paths';
import { useT } from '#app/i18n/i18n';

/** "Worked near me" for a member whose garden has no zone: what it needs, and where to give it. */
export function NeedsZone() {
  const t = useT();
  return (
    <div role="status" className="alert alert-info alert-soft mb-4 flex flex-wrap justify-between gap-2">
      <span>{t('conversation.workedNearNeedsZone')}</span>
      <Link to={paths.profileGarden} className="btn btn-sm btn-primary">
        {t('conversation.setGardenZone')}
      </Link>
    </div>
  );
}
