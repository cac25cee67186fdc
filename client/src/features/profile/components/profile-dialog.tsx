import { lazy, Suspense, useId, useState } from 'react';
import { useT } from '#app/i18n/i18n';
import { useHydrated } from '#app/lib/hydration';
import type { ProfileFormProps } from './profile-form';

// The form (and with it zod and conform) loads when the overlay first opens.
const ProfileForm = lazy(() => import('./profile-form').then((module) => ({ default: module.ProfileForm })));

/**
 * A <dialog>'s ref (one function for every showing, so React calls it only as it comes and goes):
 * on the page, it shows as a modal, unless drawn open already; leaving the page, focus goes back to
 * what had it when it opened (the 'Update Profile' button), as a dialog's own close does.
 */
function showAsModal(dialog: HTMLDialogElement | null) {
  if (!dialog) return;
  const before = document.activeElement instanceof HTMLElement ? document.activeElement : null;
  if (!dialog.open) dialog.showModal();
  return () => {
    if (before?.isConnected) before.focus();
  };
}

/** What the form takes (it is the dialog's content), its Cancel being the dialog's close. */
type ProfileDialogProps = Omit<ProfileFormProps, 'onCancel'> & {
  /** Cancel or Escape: the member closed it. */
  onClose: () => void;
};

/**
 * The 'Update Profile' overlay: a native modal <dialog>, so the page behind is inert (focus stays
 * inside) and Escape closes it. It is on the page exactly while the panel says it is open, which
 * follows the server's answer (profile-panel.tsx): mounted, it shows itself as a modal; unmounted
 * (an answer that says saved, Cancel, Escape), it is gone; no effect keeps it in step. Opened on
 * the server (?edit=profile, or a refused plain POST) it is drawn open before any JavaScript, and
 * stays as drawn once the page is hydrated.
 */
export function ProfileDialog({ onClose, ...form }: ProfileDialogProps) {
  const t = useT();
  const titleId = useId();
  // Drawn by the server (or while the page hydrates): open in the HTML, not shown by showModal.
  const [drawnOpen] = useState(!useHydrated());
  return (
    <dialog
      ref={showAsModal}
      className="modal"
      aria-labelledby={titleId}
      onClose={onClose}
      open={drawnOpen || undefined}
    >
      <div className="modal-box">
        <h2 id={titleId} className="mb-4 text-xl font-bold">
          {t('profile.update')}
        </h2>
        <Suspense fallback={<span className="loading loading-spinner" aria-label={t('profile.loadingForm')} />}>
          <ProfileForm {...form} onCancel={onClose} />
        </Suspense>
      </div>
    </dialog>
  );
}
