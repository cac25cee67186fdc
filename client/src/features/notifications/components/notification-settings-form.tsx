import { getFormProps, useForm } from '@conform-to/react';
import { NOTIFICATION_KINDS, type NotificationSettings } from '@green-circle/contract';
import { NOTIFICATION_KIND_LABELS, PEOPLE_MESSAGES } from '@green-circle/contract/messages';
import { useFetcher } from 'react-router';
import { ERROR_TEXT } from '../../../components/ui/form-field';
import { useHydrated } from '../../../lib/hydration';
import { useToast, type Toast } from '../../../lib/action-toast';
import { parseForm } from '../../../lib/form';
import { notificationSettingsFormSchema } from '../settings-form';

/** What the notifications page's action answered: the settings as saved, and the toast saying so. */
export interface SettingsAnswer {
  settings?: NotificationSettings;
  toast?: Toast;
}

/**
 * One switch per kind: a form posted to the page's action. Before the page's JavaScript runs it
 * has a Save button; once it runs, each switch is saved as it is flipped.
 */
export function NotificationSettingsForm({ initial }: { initial: NotificationSettings }) {
  const hydrated = useHydrated();
  const fetcher = useFetcher<SettingsAnswer>();
  useToast(fetcher.data?.toast);
  const [form] = useForm({
    id: 'notification-settings',
    onValidate: ({ formData }) => parseForm(formData, notificationSettingsFormSchema),
  });
  const saving = fetcher.state !== 'idle';
  // While a change is on its way the switches show it; then the loader's settings (read again).
  const sent = fetcher.formData;
  const checked = (kind: keyof NotificationSettings) => (sent ? sent.get(kind) === 'on' : initial[kind]);

  return (
    <fetcher.Form
      method="post"
      {...getFormProps(form)}
      onChange={(event) => void fetcher.submit(new FormData(event.currentTarget), { method: 'post' })}
      aria-busy={saving}
    >
      <input type="hidden" name="intent" value="settings" />
      <fieldset className="rounded-box border border-base-300 bg-base-100 p-4">
        <legend className="px-1 text-lg font-semibold">{PEOPLE_MESSAGES.notificationSettingsHeading}</legend>
        {NOTIFICATION_KINDS.map((kind) => (
          <label key={kind} className="flex cursor-pointer items-center gap-3 py-1">
            <input
              type="checkbox"
              name={kind}
              className="toggle toggle-primary toggle-sm"
              checked={checked(kind)}
              disabled={saving}
              // Held by the form: the loader's settings are what the switch shows.
              onChange={() => {}}
            />
            {NOTIFICATION_KIND_LABELS[kind]}
          </label>
        ))}
        {form.errors && <p className={ERROR_TEXT}>{form.errors[0]}</p>}
        {!hydrated && (
          <button type="submit" className="btn btn-primary btn-sm mt-2">
            Save
          </button>
        )}
      </fieldset>
    </fetcher.Form>
  );
}
