import type { MouseEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { LineIcon } from '#app/components/ui/line-icons';
import { TIP_ICONS } from '#app/components/ui/line-icons-tips';
import { paths } from '#app/config/paths';
import { useT } from '#app/i18n/i18n';

/**
 * "Back": to the page the member came from inside the site (history), or Browse Tips when
 * the tip was opened directly (a shared link, a new tab).
 */
export function BackLink() {
  const navigate = useNavigate();
  const t = useT();
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    // react-router numbers its history entries; 0 is the first page of this visit.
    const index = (window.history.state as { idx?: number } | null)?.idx ?? 0;
    if (index > 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey) {
      event.preventDefault();
      void navigate(-1);
    }
  };
  return (
    <Link to={paths.browseTips} onClick={onClick} className="btn btn-ghost btn-sm -ml-2 gap-1">
      <LineIcon name={TIP_ICONS.back} className="h-4 w-4" />
      {t('tip.back')}
    </Link>
  );
}
