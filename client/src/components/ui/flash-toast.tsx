import { useEffect } from 'react';
import { useSay } from '#app/i18n/i18n';
import { useHydrated } from '#app/lib/hydration';
import { showToast } from '#app/lib/notify';
import type { FlashToast as Toast } from '#app/lib/toast';

/** The last toast shown (by its id): a re-render, StrictMode's second effect or a later page without one shows nothing. */
let shownId: string | null = null;

/**
 * The one place a write's toast is shown (decision 0016): the root loader's toast, read from the
 * flash cookie. Once the page's JavaScript runs it is react-toastify's; before (or without it) the
 * server draws the same words in a live region, which the JS toast replaces as the page hydrates.
 * Without JavaScript the words fade after the toasts' time (CSS), leaving the page as it was.
 */
export function FlashToast({ toast }: { toast: Toast | null }) {
  const hydrated = useHydrated();
  const say = useSay();
  useEffect(() => {
    if (!toast || toast.id === shownId) return;
    shownId = toast.id;
    showToast(toast);
  }, [toast]);
  if (hydrated || !toast) return null;
  return (
    <div className="flash-toast fixed top-18 right-4 left-4 z-50 flex justify-end" data-testid="flash-toast">
      <p
        role={toast.kind === 'error' ? 'alert' : 'status'}
        className={`alert ${toast.kind === 'error' ? 'alert-error' : toast.kind === 'success' ? 'alert-success' : 'alert-info'} max-w-sm whitespace-normal`}
      >
        {say(toast.message)}
      </p>
    </div>
  );
}
