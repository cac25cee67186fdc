import { profileFormSchema, type ProfileForm as ProfileValues } from '@green-circle/contract';
import { FormProvider, useForm } from 'react-hook-form';
import { FormField } from '../../../components/ui/form-field';
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

  return (
    <FormProvider {...form}>
      <form noValidate onSubmit={form.handleSubmit(onSave)} className="flex flex-col gap-4">
        <FormField name="name" label="Name" autoComplete="name" />
        <FormField name="email" label="Email" type="email" autoComplete="email" />
        <FormField name="photoURL" label="Profile Photo URL" type="url" required={false} />
        <div className="modal-action mt-2">
          <button type="button" className="btn btn-ghost" onClick={onCancel}>
            Cancel
          </button>
          <button type="submit" className="btn btn-primary" disabled={saving} aria-busy={saving}>
            Save
          </button>
        </div>
      </form>
    </FormProvider>
  );
}
