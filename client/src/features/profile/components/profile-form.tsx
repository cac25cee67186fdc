import { profileFormSchema, type ProfileForm as ProfileValues } from '@green-circle/contract';
import { useState } from 'react';
import { FormProvider, useController, useForm } from 'react-hook-form';
import { FormField } from '../../../components/ui/form-field';
import { PhotoPicker } from '../../../components/ui/photo-picker';
import { formResolver } from '../../../lib/form';

interface ProfileFormProps {
  initial: ProfileValues;
  onCancel: () => void;
  /** Saves the valid values; the form stays open while it runs. */
  onSave: (values: ProfileValues) => Promise<void>;
}

/** Name, Email and Profile Photo URL, checked with the contract's profileFormSchema. */
export function ProfileForm({ initial, onCancel, onSave }: ProfileFormProps) {
  const form = useForm<ProfileValues>({ defaultValues: initial, resolver: formResolver(profileFormSchema) });
  const saving = form.formState.isSubmitting;
  const [uploading, setUploading] = useState(false);

  return (
    <FormProvider {...form}>
      <form noValidate onSubmit={form.handleSubmit(onSave)} className="flex flex-col gap-4">
        <FormField name="name" label="Name" autoComplete="name" />
        <FormField name="email" label="Email" type="email" autoComplete="email" />
        <ProfilePhotoField onBusyChange={setUploading} />
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

/** The profile photo: a file (uploaded at once, kept as the API's absolute address) or an address. */
function ProfilePhotoField({ onBusyChange }: { onBusyChange: (busy: boolean) => void }) {
  const { field, fieldState } = useController({ name: 'photoURL' });
  return (
    <fieldset className="flex flex-col gap-1">
      <legend className="mb-1 font-medium">Profile Photo</legend>
      <PhotoPicker
        id="profile-photo"
        value={(field.value as string | undefined) ?? ''}
        onChange={field.onChange}
        onBusyChange={onBusyChange}
        absolute
        shape="round"
        addressLabel="Profile Photo URL"
        error={fieldState.error?.message}
        addressProps={{ onBlur: field.onBlur }}
      />
    </fieldset>
  );
}
