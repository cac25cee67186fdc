import type { ProfileForm as ProfileValues } from '@green-circle/contract';
import { MESSAGES } from '@green-circle/contract/messages';
import { useRef, useState } from 'react';
import { useFetcher } from 'react-router';
import { useAuth } from '../../../lib/auth-provider';
import { ProfileAvatar } from './profile-avatar';
import { ProfileDialog } from './profile-dialog';

/** What the profile route's action answers. */
export interface ProfileSaved {
  saved: boolean;
  /** The new address a link was sent to: the e-mail changes when the member opens it. */
  emailPending?: string;
  /** Why the current password was refused, shown beside it. */
  passwordError?: string;
}

/**
 * The signed-in member's profile and its edit overlay. Saving is the route's action (through a
 * fetcher); what shows is the auth provider's member, which follows the identity service.
 */
export function ProfilePanel() {
  const { user } = useAuth();
  const opener = useRef<HTMLButtonElement>(null);
  const fetcher = useFetcher<ProfileSaved>();
  // Open from the click on 'Update Profile' until Cancel/Escape, or until an answer arrives
  // that says saved (a failure keeps the overlay open with what was typed).
  const [openedWith, setOpenedWith] = useState<{ answer: ProfileSaved | undefined } | null>(null);
  const fresh = openedWith !== null && fetcher.data !== openedWith.answer ? fetcher.data : undefined;
  const editing = openedWith !== null && !fresh?.saved;
  // The last answer that sent a link, kept after the overlay closes.
  const emailPending = fetcher.data?.emailPending;

  if (!user) return <p className="py-10 text-center text-lg">{MESSAGES.userNotLoggedIn}</p>;

  const name = user.displayName ?? '';
  const close = () => {
    setOpenedWith(null);
    opener.current?.focus();
  };
  // The form stays busy until the action has answered.
  const save = (values: ProfileValues) =>
    fetcher.submit({ ...values }, { method: 'post', encType: 'application/json' });

  return (
    <div className="card mx-auto w-full max-w-lg border border-base-300 bg-base-100 shadow-md">
      <div className="card-body items-center gap-3 text-center">
        <ProfileAvatar name={name} photoURL={user.photoURL} />
        <h2 className="text-2xl font-bold break-words">{name || MESSAGES.noName}</h2>
        <p className="break-all">{user.email}</p>
        {emailPending && (
          <div role="status" className="alert alert-info text-left text-sm">
            <p>
              {MESSAGES.emailChangePending} <strong className="break-all">{emailPending}</strong>.{' '}
              {MESSAGES.emailChangePendingNote}
            </p>
          </div>
        )}
        <button
          ref={opener}
          type="button"
          className="btn btn-primary mt-2"
          onClick={() => setOpenedWith({ answer: fetcher.data })}
        >
          Update Profile
        </button>
      </div>
      <ProfileDialog
        open={editing}
        initial={{ name, email: user.email ?? '', photoURL: user.photoURL ?? '' }}
        onClose={close}
        onSave={save}
        passwordError={fresh?.passwordError}
      />
    </div>
  );
}
