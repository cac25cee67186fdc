// Transitional: the account and garden forms (login, sign-up, profile, garden) still use react-hook-form
// until they move to conform like every other form (components/ui/form-field.tsx, whose frame
// and stock controls this draws with).
import { useId, type ReactNode } from 'react';
import { useController, useFormContext, type ControllerRenderProps, type FieldValues } from 'react-hook-form';
import { FieldFrame, StockControl, type ControlProps, type FieldProps } from './form-field';

interface LegacyFieldProps extends FieldProps {
  /** A control of its own (a photo picker, say), bound to the same value, label and error. */
  render?: (
    field: ControllerRenderProps<FieldValues, string>,
    control: Omit<ControlProps, 'name' | 'form'>,
  ) => ReactNode;
}

/**
 * The one field of every form: a label, the control react-hook-form drives, and the
 * field's error beside it (aria-invalid, aria-describedby), inside the form's FormProvider.
 */
export function FormField({
  name,
  label,
  hint,
  options,
  multiline,
  type = 'text',
  autoComplete,
  placeholder,
  readOnly,
  required = !readOnly,
  className = '',
  render,
  children,
}: LegacyFieldProps) {
  const { field, fieldState } = useController({ name, control: useFormContext().control });
  const id = useId();
  const error = fieldState.error?.message;
  const ids = { control: id, label: `${id}-label`, hint: `${id}-hint`, error: `${id}-error` };
  const describedBy = [hint && ids.hint, error && ids.error].filter(Boolean).join(' ') || undefined;
  const a11y = {
    id,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy,
    'aria-required': required || undefined,
  } as const;

  return (
    <FieldFrame
      ids={ids}
      {...{ label, hint, error, className }}
      control={
        render ? (
          render(field, { ...a11y, 'aria-labelledby': ids.label })
        ) : (
          <StockControl
            attributes={{ ...a11y, ...field, value: field.value ?? '', readOnly }}
            {...{ label, options, multiline, type, autoComplete, placeholder, readOnly }}
          />
        )
      }
    >
      {children}
    </FieldFrame>
  );
}
