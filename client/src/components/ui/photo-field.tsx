import { useField } from '@conform-to/react';
import type { ReactNode } from 'react';
import { useSay } from '#app/i18n/i18n';
import { PhotoPicker, type PhotoPickerProps } from './photo-picker';

interface PhotoFieldProps extends Omit<PhotoPickerProps, 'value' | 'onChange' | 'error' | 'name'> {
  /** The form value that holds the photo's address. */
  name: string;
  legend: string;
  className?: string;
  /** Shown under the picker (e.g. what the upload told about the photo). */
  children?: ReactNode;
}

/**
 * A form's photo (inside conform's FormProvider): the picker under its legend, holding the
 * address in the form value `name`, with that value's error under the address field.
 */
export function PhotoField({ name, legend, className = '', children, addressProps, ...picker }: PhotoFieldProps) {
  const [meta, form] = useField<string>(name);
  // The schema's error is the contract's English: read in the page's language by its code.
  const say = useSay();
  const error = meta.errors?.[0];
  const value = typeof meta.value === 'string' ? meta.value : '';
  return (
    <fieldset className={`flex flex-col gap-1 ${className}`}>
      <legend className="mb-1 font-medium">{legend}</legend>
      <PhotoPicker
        {...picker}
        name={meta.name}
        value={value}
        onChange={(next) => form.update({ name: meta.name, value: next })}
        error={error && say(error)}
        addressProps={{ ...addressProps, form: meta.formId }}
      />
      {children}
    </fieldset>
  );
}
