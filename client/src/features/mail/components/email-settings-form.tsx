import { getFormProps, type SubmissionResult } from '@conform-to/react';
import { EMAIL_KINDS, WEEKDAYS, type EmailSettings } from '@green-circle/contract';
import { useRef } from 'react';
import { useSettingsForm } from '#app/lib/form-answer';
import { ERROR_TEXT } from '#app/components/ui/error-text';
import { FieldError } from '#app/components/ui/field-error';
import { useSay, useLanguage, useT } from '#app/i18n/i18n';
import type { Language } from '#app/i18n/languages';
import { useHydrated } from '#app/lib/hydration';
import { emailField, type EmailSettingsFields } from '../email-settings-form';

/** What the page's action answered for this form. */
export interface EmailSettingsAnswer {
  intent: 'email-settings';
  emailSettings?: EmailSettings;
  result?: SubmissionResult<string[]>;
}

const capitalised = (day: string) => day.charAt(0).toUpperCase() + day.slice(1);

/** A weekday's name in the reader's language, by Intl (WEEKDAYS starts on a Sunday: 2024-01-07 was one). */
const weekdayName = (language: Language, index: number) =>
  capitalised(
    new Intl.DateTimeFormat(language, { weekday: 'long', timeZone: 'UTC' }).format(Date.UTC(2024, 0, 7 + index, 12)),
  );

/**
 * The e-mail column of the settings: a switch per kind, the weekly e-mail's day and the member's
 * time zone, posted to the page's action. A switch or the day is saved as it changes; the time
 * zone with the Save button (which also saves everything before the page's JavaScript runs).
 */
export function EmailSettingsForm({ initial }: { initial: EmailSettings }) {
  const t = useT();
  const language = useLanguage();
  const say = useSay();
  // A plain POST (no JavaScript) the action refused: the page comes back with its errors and what was sent.
  const { fetcher, form, fields, saving } = useSettingsForm<EmailSettingsAnswer, EmailSettingsFields>(
    'email-settings',
    'email-settings-form',
    {
      ...(Object.fromEntries(EMAIL_KINDS.map((kind) => [emailField(kind), initial[kind]])) as Record<
        ReturnType<typeof emailField>,
        boolean
      >),
      digestDay: initial.digestDay,
      timeZone: initial.timeZone,
    },
  );
  const day = fields.digestDay;
  const zone = fields.timeZone;
  // Only the browser knows the device's zone: offered once the page runs, never drawn on the server.
  const hydrated = useHydrated();
  const deviceZone = hydrated ? Intl.DateTimeFormat().resolvedOptions().timeZone : null;
  const zoneInput = useRef<HTMLInputElement>(null);
  return (
    <fetcher.Form
      method="post"
      {...getFormProps(form)}
      onChange={(event) => {
        const target = event.target as HTMLElement;
        if (target instanceof HTMLInputElement && target.type === 'text') return;
        void fetcher.submit(event.currentTarget, { method: 'post' });
      }}
      aria-busy={saving}
    >
      <input type="hidden" name="intent" value="email-settings" />
      <fieldset id="email-settings" className="scroll-mt-24 rounded-box border border-base-300 bg-base-100 p-4">
        <legend className="px-1 text-lg font-semibold">{t('mail.settingsHeading')}</legend>
        <p className="mb-2 text-sm opacity-80">{t('mail.settingsIntro')}</p>
        {EMAIL_KINDS.map((kind) => (
          <label key={kind} className="flex cursor-pointer items-center gap-3 py-1">
            <input
              type="checkbox"
              name={emailField(kind)}
              className="toggle toggle-primary toggle-sm"
              defaultChecked={fields[emailField(kind)].initialValue === 'on'}
              aria-disabled={saving}
            />
            {t(`mail.kindLabels.${kind}`)}
          </label>
        ))}
        <div className="mt-3 flex flex-wrap items-end gap-4">
          <label className="flex flex-col gap-1 text-sm">
            {t('mail.digestDayLabel')}
            <select
              name={day.name}
              className="select select-sm select-bordered"
              defaultValue={day.initialValue}
              aria-invalid={day.errors ? true : undefined}
              aria-describedby={day.errors ? day.errorId : undefined}
            >
              {WEEKDAYS.map((day, index) => (
                <option key={day} value={day}>
                  {weekdayName(language, index)}
                </option>
              ))}
            </select>
            <FieldError id={day.errorId} errors={day.errors} />
          </label>
          <label className="flex flex-col gap-1 text-sm">
            {t('mail.timeZoneLabel')}
            <input
              type="text"
              name={zone.name}
              className="input input-sm input-bordered w-56"
              ref={zoneInput}
              defaultValue={zone.initialValue}
              aria-invalid={zone.errors ? true : undefined}
              aria-describedby={zone.errors ? zone.errorId : undefined}
              autoComplete="off"
              spellCheck={false}
            />
            <FieldError id={zone.errorId} errors={zone.errors} />
          </label>
          {deviceZone && deviceZone !== initial.timeZone && (
            <button
              type="button"
              className="btn btn-ghost btn-sm"
              onClick={() => {
                if (zoneInput.current) zoneInput.current.value = deviceZone;
              }}
            >
              {t('notifications.deviceTimeZone', { zone: deviceZone })}
            </button>
          )}
          <button type="submit" className="btn btn-primary btn-sm" disabled={saving}>
            {t('notifications.save')}
          </button>
        </div>
        {form.errors && <p className={ERROR_TEXT}>{say(form.errors[0] ?? '')}</p>}
      </fieldset>
    </fetcher.Form>
  );
}
