import type { ProfileForm as ProfileValues } from '@green-circle/contract';
import { MESSAGES } from '@green-circle/contract/messages';
import { useRef, useState } from 'react';
import { ApiError } from '../../../lib/api-client';
import { useAuth } from '../../../lib/auth-provider';
import { notify } from '../../../lib/notify';
import { setProfilePhoto } from '../../../lib/upload-photo';
import { updateMyProfile } from '../api/update-my-profile';
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
      // The API first: it refuses a name another member uses, before the identity service keeps it.
      await updateMyProfile({ name: values.name, photoURL: values.photoURL });
    } catch (error) {
      notify.error(error instanceof ApiError && error.status === 409 ? MESSAGES.nameTaken : MESSAGES.profileUpdateFailed);
      return;
    }
    try {
      // An empty string clears the photo: the identity service refuses a null photoUrl.
      await updateUserProfile({ displayName: values.name, photoURL: values.photoURL, email: values.email });
      // Tells the API which upload is the profile photo (kept), and so which one it replaced (released).
      // Best effort: the profile itself is saved with the identity provider either way.
      await setProfilePhoto(values.photoURL).catch(() => undefined);
      notify.success(MESSAGES.profileUpdated);
      close();
    } catch {
      notify.error(MESSAGES.profileUpdateFailed);
    }
  }

  return (
    <div className="card mx-auto w-full max-w-lg border border-base-300 bg-base-100 shadow-md">
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
