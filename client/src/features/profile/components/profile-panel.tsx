import { useState } from 'react';
import { Form, useActionData, useFetcher, useSearchParams } from 'react-router';
import { useAuth } from '#app/lib/auth-provider';
import { useT } from '#app/i18n/i18n';
import { PROFILE_FETCHER, PROFILE_INTENT, type ProfileAnswer } from '../profile-form';
import { ProfileAvatar } from './profile-avatar';
import { ProfileDialog } from './profile-dialog';

/**
 * The signed-in member's profile and its edit overlay. Saving is the route's action: through a
 * fetcher with JavaScript, a plain POST without (the overlay is then opened by ?edit=profile, a
 * GET form of the button). What shows is the session's member, read again after a save.
 */
export function ProfilePanel() {
  const t = useT();
  const { user } = useAuth();
  const fetcher = useFetcher<ProfileAnswer>({ key: PROFILE_FETCHER });
  const posted = useActionData<ProfileAnswer>();
  const plainAnswer = posted?.intent === PROFILE_INTENT ? posted : undefined;
  const answer = fetcher.data ?? plainAnswer;
  const [searchParams, setSearchParams] = useSearchParams();
  const byAddress = searchParams.get('edit') === 'profile';
  // Open from the click on 'Update Profile' until Cancel/Escape, or until an answer arrives
  // that says saved (a failure keeps the overlay open with what was typed).
  const [openedWith, setOpenedWith] = useState<{ answer: ProfileAnswer | undefined } | null>(null);
  const fresh = openedWith !== null && fetcher.data !== openedWith.answer ? fetcher.data : undefined;
  const editing =
    (openedWith !== null || byAddress || (plainAnswer !== undefined && !plainAnswer.saved)) && !fresh?.saved;
  // The last answer that sent a link, kept after the overlay closes.
  const emailPending = answer?.emailPending;

  if (!user) return <p className="py-10 text-center text-lg">{t('messages.userNotLoggedIn')}</p>;

  const name = user.displayName ?? '';
  const close = () => {
    setOpenedWith(null);
    if (byAddress) setSearchParams({}, { replace: true, preventScrollReset: true });
  };

  return (
    <div className="card mx-auto w-full max-w-lg border border-base-300 bg-base-100 shadow-md">
      <div className="card-body items-center gap-3 text-center">
        <ProfileAvatar name={name} photoURL={user.photoURL} />
        {name ? (
          <h2 className="text-2xl font-bold break-words" lang="">
            {name}
          </h2>
        ) : (
          <h2 className="text-2xl font-bold">{t('messages.noName')}</h2>
        )}
        <p className="break-all" lang="">
          {user.email}
        </p>
        {emailPending && (
          <div role="status" className="alert alert-info text-left text-sm">
            <p>
              {t('messages.emailChangePending')} <strong className="break-all">{emailPending}</strong>.{' '}
              {t('messages.emailChangePendingNote')}
            </p>
          </div>
        )}
        {/* Without JavaScript the button opens the overlay by the page's address. */}
        <Form method="get" preventScrollReset>
          <button
            type="submit"
            name="edit"
            value="profile"
            className="btn btn-primary mt-2"
            onClick={(event) => {
              event.preventDefault();
              setOpenedWith({ answer: fetcher.data });
            }}
          >
            {t('profile.update')}
          </button>
        </Form>
      </div>
      {/* On the page while editing: the server's answer (saved) takes it away, no effect. */}
      {editing && (
        <ProfileDialog
          initial={{ name, email: user.email ?? '', photoURL: user.photoURL ?? '' }}
          onClose={close}
          lastResult={fresh?.result ?? plainAnswer?.result}
        />
      )}
    </div>
  );
}
