import { getFormProps, FormProvider, useForm, type SubmissionResult } from '@conform-to/react';
import type { ProfileForm as ProfileValues } from '@green-circle/contract';
import { LIMITS } from '@green-circle/contract/constants';
import { useState } from 'react';
import { Link, useFetcher } from 'react-router';
import { FormField, FormMessage } from '#app/components/ui/form-field';
import { PhotoField } from '#app/components/ui/photo-field';
import { SubmitButton } from '#app/components/ui/submit-button';
import { checkRequired } from '#app/lib/form';
import { useHydrated } from '#app/lib/hydration';
import { useT } from '#app/i18n/i18n';
import { changesEmail, PROFILE_FETCHER, PROFILE_INTENT, type ProfileAnswer } from '../profile-form';

export interface ProfileFormProps {
  initial: ProfileValues;
  onCancel: () => void;
  /** The action's last answer to the form (its errors beside each field). */
  lastResult?: SubmissionResult<string[]>;
}

/**
 * Name, Email and Profile Photo URL, checked with the contract's profileFormSchema in the route's
 * action (errors beside each field, with or without JavaScript; the browser stops only a blank
 * required field, with no zod on the page); a changed e-mail address also asks for the current password.
 */
export function ProfileForm({ initial, onCancel, lastResult }: ProfileFormProps) {
  const t = useT();
  const fetcher = useFetcher<ProfileAnswer>({ key: PROFILE_FETCHER });
  const hydrated = useHydrated();
  const [uploading, setUploading] = useState(false);
  const [form, fields] = useForm({
    id: 'profile',
    lastResult,
    defaultValue: { ...initial, currentPassword: '' },
    shouldValidate: 'onSubmit',
    shouldRevalidate: 'onInput',
    onValidate: checkRequired<ProfileValues>,
  });
  const saving = fetcher.state !== 'idle';
  // A new address needs the password (the identity service asks for a recent sign-in).
  const changingEmail = changesEmail(String(fields.email.value ?? initial.email), initial.email);

  return (
    <FormProvider context={form.context}>
      <fetcher.Form method="post" {...getFormProps(form)} onSubmit={form.onSubmit} className="flex flex-col gap-4">
        <input type="hidden" name="intent" value={PROFILE_INTENT} />
        {/* A refusal of a valid form is said above it, with or without JavaScript (no toast). */}
        <FormMessage errors={form.errors} />
        <FormField name="name" label={t('profile.name')} autoComplete="name" maxLength={LIMITS.nameMax} />
        <FormField name="email" label={t('auth.email')} type="email" autoComplete="email" maxLength={LIMITS.emailMax} />
        {changingEmail && (
          <FormField
            name="currentPassword"
            label={t('messages.currentPasswordLabel')}
            type="password"
            autoComplete="current-password"
            hint={t('profile.passwordHint')}
            whenMissing={'messages.emailChangeNeedsPassword'}
          />
        )}
        {/* A file is uploaded at once and kept as the API's absolute address (profile photos live with the identity provider). */}
        <PhotoField
          name="photoURL"
          legend={t('profile.photo')}
          id="profile-photo"
          onBusyChange={setUploading}
          absolute
          shape="round"
          addressLabel={t('profile.photoUrl')}
        />
        <div className="modal-action mt-2">
          {hydrated ? (
            <button type="button" className="btn btn-ghost" onClick={onCancel}>
              {t('profile.cancel')}
            </button>
          ) : (
            <Link to="." className="btn btn-ghost" preventScrollReset>
              {t('profile.cancel')}
            </Link>
          )}
          <SubmitButton busy={saving} disabled={uploading}>
            {t('profile.save')}
          </SubmitButton>
        </div>
      </fetcher.Form>
    </FormProvider>
  );
}
