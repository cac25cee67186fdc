import { useOnline } from '#app/lib/online';
import { useT } from '#app/i18n/i18n';

/** The offline line's id: what a control that needs the network points at for its explanation. */
export const OFFLINE_LINE_ID = 'offline-line';

/** Props that grey out a control while offline, with the offline line as its explanation. */
export function useNeedsConnection(): { disabled: boolean; 'aria-describedby'?: string; title?: string } {
  const t = useT();
  const online = useOnline();
  return online
    ? { disabled: false }
    : { disabled: true, 'aria-describedby': OFFLINE_LINE_ID, title: t('offline.needsConnection') };
}

/** One calm line while the browser is offline (the page shows what the device kept); nothing online. */
export function OfflineLine() {
  const t = useT();
  const online = useOnline();
  return (
    <div role="status" aria-live="polite">
      {!online && (
        <p id={OFFLINE_LINE_ID} className="bg-base-200 px-4 py-2 text-center text-sm" data-testid="offline-line">
          {t('offline.offline')}
        </p>
      )}
    </div>
  );
}
