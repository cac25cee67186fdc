// Transitional: the account and garden forms (login, sign-up, profile, garden) still use react-hook-form
// until they move to conform like every other form (components/ui/form-field.tsx).
import type { ReactNode } from 'react';
import { useController } from 'react-hook-form';
import { PhotoPicker, type PhotoPickerProps } from './photo-picker';

interface PhotoFieldProps extends Omit<PhotoPickerProps, 'value' | 'onChange' | 'error'> {
  /** The form value that holds the photo's address. */
  name: string;
  legend: string;
  className?: string;
  /** Shown under the picker (e.g. what the upload told about the photo). */
  children?: ReactNode;
}

/**
 * A form's photo (inside a react-hook-form FormProvider): the picker under its legend, holding
 * the address in the form value `name`, with that value's error under the address field.
 */
export function PhotoField({ name, legend, className = '', children, addressProps, ...picker }: PhotoFieldProps) {
  const { field, fieldState } = useController({ name });
  return (
    <fieldset className={`flex flex-col gap-1 ${className}`}>
      <legend className="mb-1 font-medium">{legend}</legend>
      <PhotoPicker
        {...picker}
        value={(field.value as string | undefined) ?? ''}
        onChange={field.onChange}
        error={fieldState.error?.message}
        addressProps={{ ...addressProps, onBlur: field.onBlur }}
      />
      {children}
    </fieldset>
  );
}
