import { useSay } from '#app/i18n/i18n';
import { ERROR_TEXT } from './error-text';

// Its own module, like field-frame.tsx: a form drawn without conform (the plan's "Done") says its
// refusal as every form does without bringing conform to the week and plan pages.

/**
 * What the action said of the form as a whole (a refusal of a valid form, the spec's message for
 * blank fields), above it, with or without JavaScript: the same words a toast would have said.
 */
export function FormMessage({ errors, className = '' }: { errors: string[] | undefined; className?: string }) {
  const say = useSay();
  if (!errors?.[0]) return null;
  return (
    <p role="alert" className={`${ERROR_TEXT} ${className}`}>
      {say(errors[0])}
    </p>
  );
}
