import type { ProfileForm as ProfileValues } from '@green-circle/contract';
import { MESSAGES } from '@green-circle/contract/messages';
import { useRef, useState } from 'react';
import { useAuth } from '../../../lib/auth-provider';
import { notify } from '../../../lib/notify';
import { ProfileAvatar } from './profile-avatar';
import { ProfileDialog } from './profile-dialog';

/** The signed-in member's profile and its edit overlay. */
export function ProfilePanel() {
  const { user, updateUserProfile } = useAuth();
  const [editing, setEditing] = useState(false);
  const opener = useRef<HTMLButtonElement>(null);

  if (!user) return <p className="py-10 text-center text-lg">{MESSAGES.userNotLoggedIn}</p>;

  const name = user.displayName ?? '';
  const close = () => {
    setEditing(false);
    opener.current?.focus();
  };

  async function save(values: ProfileValues) {
    try {
      // An empty string clears the photo: the identity service refuses a null photoUrl.
      await updateUserProfile({ displayName: values.name, photoURL: values.photoURL, email: values.email });
      notify.success(MESSAGES.profileUpdated);
      close();
    } catch {
      notify.error(MESSAGES.profileUpdateFailed);
    }
  }

  return (
    <div className="card mx-auto w-full max-w-lg bg-base-100 shadow-md">
      <div className="card-body items-center gap-3 text-center">
        <ProfileAvatar name={name} photoURL={user.photoURL} />
        <h2 className="text-2xl font-bold break-words">{name || MESSAGES.noName}</h2>
        <p className="break-all">{user.email}</p>
        <button ref={opener} type="button" className="btn btn-primary mt-2" onClick={() => setEditing(true)}>
          Update Profile
        </button>
      </div>
      <ProfileDialog
        open={editing}
        initial={{ name, email: user.email ?? '', photoURL: user.photoURL ?? '' }}
        onClose={close}
        onSave={save}
      />
    </div>
  );
}
