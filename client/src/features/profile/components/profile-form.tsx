import { profileFormSchema, type ProfileForm as ProfileValues } from '@green-circle/contract';
import { MESSAGES } from '@green-circle/contract/messages';
import { useEffect, useState } from 'react';
import { FormProvider, useForm, useWatch } from 'react-hook-form';
import { FormField } from '../../../components/ui/legacy-form-field';
import { PhotoField } from '../../../components/ui/legacy-photo-field';
import { formResolver } from '../../../lib/legacy-form';

interface ProfileFormProps {
  initial: ProfileValues;
  onCancel: () => void;
  /** Saves the valid values; the form stays open while it runs. */
  onSave: (values: ProfileValues) => Promise<void>;
  /** The save's refusal of the password (wrong, or missing), shown beside it. */
  passwordError?: string;
}

const PASSWORD_HINT =
  'Needed to change your e-mail address. We send a link to the new address; it changes when you open that link.';

/**
 * Name, Email and Profile Photo URL, checked with the contract's profileFormSchema; a changed
 * e-mail address also asks for the current password.
 */
export function ProfileForm({ initial, onCancel, onSave, passwordError }: ProfileFormProps) {
  const form = useForm<ProfileValues>({
    defaultValues: { ...initial, currentPassword: '' },
    resolver: formResolver(profileFormSchema),
  });
  const saving = form.formState.isSubmitting;
  const [uploading, setUploading] = useState(false);
  // A new address needs the password (the identity service asks for a recent sign-in).
  const email = useWatch({ control: form.control, name: 'email' });
  const changingEmail = email.trim().toLowerCase() !== initial.email.toLowerCase();

  useEffect(() => {
    if (passwordError) form.setError('currentPassword', { message: passwordError }, { shouldFocus: true });
  }, [form, passwordError]);

  const save = form.handleSubmit(async (values) => {
    if (changingEmail && !values.currentPassword) {
      form.setError('currentPassword', { message: MESSAGES.emailChangeNeedsPassword }, { shouldFocus: true });
      return;
    }
    await onSave(changingEmail ? values : { ...values, currentPassword: undefined });
  });

  return (
    <FormProvider {...form}>
      <form noValidate onSubmit={save} className="flex flex-col gap-4">
        <FormField name="name" label="Name" autoComplete="name" />
        <FormField name="email" label="Email" type="email" autoComplete="email" />
        {changingEmail && (
          <FormField
            name="currentPassword"
            label={MESSAGES.currentPasswordLabel}
            type="password"
            autoComplete="current-password"
            hint={PASSWORD_HINT}
          />
        )}
        {/* A file is uploaded at once and kept as the API's absolute address (profile photos live with the identity provider). */}
        <PhotoField
          name="photoURL"
          legend="Profile Photo"
          id="profile-photo"
          onBusyChange={setUploading}
          absolute
          shape="round"
          addressLabel="Profile Photo URL"
        />
        <div className="modal-action mt-2">
          <button type="button" className="btn btn-ghost" onClick={onCancel}>
            Cancel
          </button>
          <button type="submit" className="btn btn-primary" disabled={saving || uploading} aria-busy={saving}>
            Save
          </button>
        </div>
      </form>
    </FormProvider>
  );
}
