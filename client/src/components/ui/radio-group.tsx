import { useField } from '@conform-to/react';
import { useT, type MessageKey } from '#app/i18n/i18n';
import { FieldError } from './field-error';

/**
 * One choice of a few, as radio buttons under a legend (inside conform's FormProvider): a plain POST sends
 * the checked one, a blank choice is refused by the browser, and the field's error is said under the group.
 * The buttons are drawn again when the form's value for them changes (a garden read after the page).
 */
export function RadioGroup<Value extends string>({
  name,
  legend,
  choices,
  className = 'flex flex-col gap-2',
  legendClassName = 'font-semibold',
  radioClassName = 'radio radio-primary',
}: {
  name: string;
  legend: string;
  /** Each value the form sends, in the order shown, with the words it reads as. */
  choices: Record<Value, MessageKey>;
  className?: string;
  legendClassName?: string;
  radioClassName?: string;
}) {
  const t = useT();
  const [meta] = useField<string>(name);
  const values = Object.keys(choices) as Value[];
  const chosen = meta.initialValue;
  return (
    <fieldset className={className} aria-describedby={meta.errors ? meta.errorId : undefined}>
      <legend className={`mb-1 ${legendClassName}`}>{legend}</legend>
      <div className="flex flex-wrap gap-3">
        {values.map((value) => (
          <label key={value} className="flex cursor-pointer items-center gap-2">
            <input
              type="radio"
              name={meta.name}
              value={value}
              required
              className={radioClassName}
              key={`${meta.key}-${String(chosen)}`}
              defaultChecked={chosen === value}
            />
            {t(choices[value])}
          </label>
        ))}
      </div>
      <FieldError id={meta.errorId} errors={meta.errors} />
    </fieldset>
  );
}
