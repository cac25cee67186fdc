import { profileFormSchema, type ProfileForm as ProfileValues } from '@green-circle/contract';
import { useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { FormField } from '../../../components/ui/form-field';
import { PhotoField } from '../../../components/ui/photo-field';
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
