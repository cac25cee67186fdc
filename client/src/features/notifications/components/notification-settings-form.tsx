import { getFormProps, type SubmissionResult } from '@conform-to/react';
import { NOTIFICATION_KINDS, type NotificationSettings } from '@green-circle/contract';
import { useSettingsForm } from '#app/lib/form-answer';
import { FieldError } from '#app/components/ui/field-error';
import { ERROR_TEXT } from '#app/components/ui/error-text';
import { useSay, useT } from '#app/i18n/i18n';
import { useHydrated } from '#app/lib/hydration';

/** What the notifications page's action answered: the settings as saved (its toast rides the flash cookie). */
export interface SettingsAnswer {
  intent: 'settings';
  settings?: NotificationSettings;
  result?: SubmissionResult<string[]>;
}

/**
 * One switch per kind: a form posted to the page's action. Before the page's JavaScript runs it
 * has a Save button; once it runs, each switch is saved as it is flipped.
 */
export function NotificationSettingsForm({ initial }: { initial: NotificationSettings }) {
  const t = useT();
  const say = useSay();
  const hydrated = useHydrated();
  // A plain POST (no JavaScript) the action refused: the page comes back with its errors and what was sent.
  const { fetcher, form, fields, saving } = useSettingsForm<SettingsAnswer, NotificationSettings>(
    'settings',
    'notification-settings',
    initial,
  );

  return (
    <fetcher.Form
      method="post"
      {...getFormProps(form)}
      onChange={(event) => void fetcher.submit(new FormData(event.currentTarget), { method: 'post' })}
      aria-busy={saving}
    >
      <input type="hidden" name="intent" value="settings" />
      <fieldset className="rounded-box border border-base-300 bg-base-100 p-4">
        <legend className="px-1 text-lg font-semibold">{t('people.notificationSettingsHeading')}</legend>
        {NOTIFICATION_KINDS.map((kind) => {
          const field = fields[kind];
          return (
            <div key={kind} className="py-1">
              <label className="flex cursor-pointer items-center gap-3">
                <input
                  type="checkbox"
                  name={field.name}
                  className="toggle toggle-primary toggle-sm"
                  defaultChecked={field.initialValue === 'on'}
                  aria-disabled={saving}
                  aria-invalid={field.errors ? true : undefined}
                  aria-describedby={field.errors ? field.errorId : undefined}
                />
                {t(`notifications.kind.${kind}`)}
              </label>
              <FieldError id={field.errorId} errors={field.errors} />
            </div>
          );
        })}
        {form.errors && <p className={ERROR_TEXT}>{say(form.errors[0] ?? '')}</p>}
        {!hydrated && (
          <button type="submit" className="btn btn-primary btn-sm mt-2">
            {t('notifications.save')}
          </button>
        )}
      </fieldset>
    </fetcher.Form>
  );
}
