import { LineIcon } from '#app/components/ui/line-icons';
import { TIP_ICONS } from '#app/components/ui/line-icons-tips';
import { useNeedsConnection } from '#app/components/ui/offline-line';
import { showToast } from '#app/lib/notify';
import { siteUrl } from '#app/config/site-url';
import { useT } from '#app/i18n/i18n';

export interface ShareTarget {
  title: string;
  /** The absolute address to share. */
  url: string;
}

/**
 * The phone's own share sheet (Web Share API) where the browser has one; elsewhere the link is
 * copied, with a toast. Dismissing the sheet is not a failure.
 */
export async function shareLink({ title, url }: ShareTarget): Promise<void> {
  if (typeof navigator.share === 'function') {
    try {
      await navigator.share({ title, url });
      return;
    } catch (error) {
      if (error instanceof DOMException && error.name === 'AbortError') return;
      // NotAllowedError and the like: fall back to copying.
    }
  }
  try {
    await navigator.clipboard.writeText(url);
    showToast({ kind: 'success', message: 'offline.linkCopied' });
  } catch {
    showToast({ kind: 'error', message: 'offline.copyFailed' });
  }
}

/** Shares a page of the site (`path`) by its full address; greyed offline. */
export function ShareButton({ title, path }: { title: string; path: string }) {
  const needsConnection = useNeedsConnection();
  const t = useT();
  const share = () => void shareLink({ title, url: siteUrl(path) });
  return (
    <button type="button" className="btn btn-outline gap-2" onClick={share} {...needsConnection}>
      <LineIcon name={TIP_ICONS.share} className="h-5 w-5" />
      {t('offline.share')}
    </button>
  );
}
