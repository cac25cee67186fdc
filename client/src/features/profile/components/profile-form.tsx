import { profileFormSchema, type ProfileForm as ProfileValues } from '@green-circle/contract';
import { useId, useState, type FormEvent } from 'react';
import { PhotoPicker } from '../../../components/ui/photo-picker';

type FieldErrors = Partial<Record<keyof ProfileValues, string>>;

interface ProfileFormProps {
  initial: ProfileValues;
  onCancel: () => void;
  /** Saves the valid values; the form stays open while it runs. */
  onSave: (values: ProfileValues) => Promise<void>;
}

const FIELDS: { name: keyof ProfileValues; label: string; type: string }[] = [
  { name: 'name', label: 'Name', type: 'text' },
  { name: 'email', label: 'Email', type: 'email' },
];

/** Name, Email and Profile Photo URL, checked with the contract's profileFormSchema. */
export function ProfileForm({ initial, onCancel, onSave }: ProfileFormProps) {
  const id = useId();
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [saving, setSaving] = useState(false);
  const [uploading, setUploading] = useState(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const parsed = profileFormSchema.safeParse(values);
    if (!parsed.success) {
      const next: FieldErrors = {};
      for (const issue of parsed.error.issues) next[issue.path[0] as keyof ProfileValues] ??= issue.message;
      setErrors(next);
      return;
    }
    setErrors({});
    setSaving(true);
    try {
      await onSave(parsed.data);
    } finally {
      setSaving(false);
    }
  }

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-4">
      {FIELDS.map(({ name, label, type }) => {
        const fieldId = `${id}-${name}`;
        const error = errors[name];
        return (
          <div key={name} className="flex flex-col gap-1">
            <label htmlFor={fieldId} className="font-medium">
              {label}
            </label>
            <input
              id={fieldId}
              type={type}
              className="input w-full"
              value={values[name]}
              aria-required
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? `${fieldId}-error` : undefined}
              onChange={(event) => setValues((current) => ({ ...current, [name]: event.target.value }))}
            />
            {error && (
              <p
                id={`${fieldId}-error`}
                className="text-sm font-medium text-[color-mix(in_oklab,var(--color-error)_55%,var(--color-base-content))]"
              >
                {error}
              </p>
            )}
          </div>
        );
      })}
      <fieldset className="flex flex-col gap-1">
        <legend className="mb-1 font-medium">Profile Photo</legend>
        <PhotoPicker
          id={`${id}-photoURL`}
          value={values.photoURL}
          onChange={(photoURL) => {
            setValues((current) => ({ ...current, photoURL }));
            setErrors((current) => ({ ...current, photoURL: undefined }));
          }}
          onBusyChange={setUploading}
          absolute
          shape="round"
          addressLabel="Profile Photo URL"
          error={errors.photoURL}
        />
      </fieldset>
      <div className="modal-action mt-2">
        <button type="button" className="btn btn-ghost" onClick={onCancel}>
          Cancel
        </button>
        <button type="submit" className="btn btn-primary" disabled={saving || uploading} aria-busy={saving}>
          Save
        </button>
      </div>
    </form>
  );
}
