import type { ProfileForm as ProfileValues } from '@green-circle/contract';
import { lazy, Suspense, useEffect, useId, useRef } from 'react';

// The form (and with it zod and react-hook-form) loads when the overlay first opens.
const ProfileForm = lazy(() => import('./profile-form').then((module) => ({ default: module.ProfileForm })));

interface ProfileDialogProps {
  open: boolean;
  initial: ProfileValues;
  onClose: () => void;
  onSave: (values: ProfileValues) => Promise<void>;
  passwordError?: string;
}

/**
 * The 'Update Profile' overlay: a native modal <dialog>, so the page behind is inert
 * (focus stays inside) and Escape closes it.
 */
export function ProfileDialog({ open, initial, onClose, onSave, passwordError }: ProfileDialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);

  return (
    <dialog ref={ref} className="modal" aria-labelledby={titleId} onClose={onClose}>
      <div className="modal-box">
        <h2 id={titleId} className="mb-4 text-xl font-bold">
          Update Profile
        </h2>
        {open && (
          <Suspense fallback={<span className="loading loading-spinner" aria-label="Loading the form" />}>
            <ProfileForm initial={initial} onCancel={onClose} onSave={onSave} passwordError={passwordError} />
          </Suspense>
        )}
      </div>
    </dialog>
  );
}
