import { useSay } from '#app/i18n/i18n';
import { ERROR_TEXT } from './error-text';

/**
 * A field's first error (the browser's check or the route action's), in the page's language, at
 * the id its control's aria-describedby names; nothing when the field is fine.
 */
export function FieldError({ id, errors }: { id: string; errors: string[] | undefined }) {
  const say = useSay();
  if (!errors?.[0]) return null;
  return (
    <p id={id} className={ERROR_TEXT}>
      {say(errors[0])}
    </p>
  );
}
