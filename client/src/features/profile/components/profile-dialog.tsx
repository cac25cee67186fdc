import type { SubmissionResult } from '@conform-to/react';
import type { ProfileForm as ProfileValues } from '@green-circle/contract';
import { lazy, Suspense, useEffect, useId, useRef, useState } from 'react';
import { useT } from '../../../i18n/i18n';

// The form (and with it zod and conform) loads when the overlay first opens.
const ProfileForm = lazy(() => import('./profile-form').then((module) => ({ default: module.ProfileForm })));

interface ProfileDialogProps {
  open: boolean;
  initial: ProfileValues;
  onClose: () => void;
  /** The action's last answer to the form (its errors beside each field). */
  lastResult?: SubmissionResult<string[]>;
}

/**
 * The 'Update Profile' overlay: a native modal <dialog>, so the page behind is inert
 * (focus stays inside) and Escape closes it. Opened on the server (?edit=profile, or a refused
 * plain POST) it is drawn open before any JavaScript.
 */
export function ProfileDialog({ open, initial, onClose, lastResult }: ProfileDialogProps) {
  const t = useT();
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  // Whether the page arrived with the overlay open (drawn by the server, not shown by showModal).
  const [openAtFirst] = useState(open);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);

  return (
    <dialog
      ref={ref}
      className="modal"
      aria-labelledby={titleId}
      onClose={onClose}
      open={openAtFirst && open ? true : undefined}
    >
      <div className="modal-box">
        <h2 id={titleId} className="mb-4 text-xl font-bold">
          {t('profile.update')}
        </h2>
        {open && (
          <Suspense fallback={<span className="loading loading-spinner" aria-label={t('profile.loadingForm')} />}>
            <ProfileForm initial={initial} onCancel={onClose} lastResult={lastResult} />
          </Suspense>
        )}
      </div>
    </dialog>
  );
}
