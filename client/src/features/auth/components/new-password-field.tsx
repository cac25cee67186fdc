import { FormField } from '#app/components/ui/form-field';
import { useT } from '#app/i18n/i18n';

/** A new password (sign-up, reset): the browser may offer a strong one, and the hint says what is asked of it. */
export function NewPasswordField({ label }: { label: string }) {
  const t = useT();
  return (
    <FormField
      name="password"
      label={label}
      type="password"
      autoComplete="new-password"
      hint={t('signUp.passwordHint')}
    />
  );
}
