import { NOTIFICATION_KINDS, type NotificationSettings } from '@green-circle/contract';
import { NOTIFICATION_KIND_LABELS, PEOPLE_MESSAGES } from '@green-circle/contract/messages';
import { useState } from 'react';
import { notify } from '../../../lib/notify';
import { asVerifiedMember } from '../../../lib/verified-member';
import { saveNotificationSettings } from '../api/notifications';
import { browserApi } from '../../../lib/browser-api';

/** One switch per kind, saved as it is flipped. */
export function NotificationSettingsForm({ initial }: { initial: NotificationSettings }) {
  const [settings, setSettings] = useState(initial);
  const [saving, setSaving] = useState(false);

  async function flip(kind: keyof NotificationSettings) {
    const next = { ...settings, [kind]: !settings[kind] };
    setSettings(next);
    setSaving(true);
    try {
      setSettings(await asVerifiedMember(() => saveNotificationSettings(browserApi, next)));
      notify.success(PEOPLE_MESSAGES.notificationSettingsSaved);
    } catch {
      setSettings(settings);
      notify.error(PEOPLE_MESSAGES.notificationSettingsFailed);
    } finally {
      setSaving(false);
    }
  }

  return (
    <fieldset className="rounded-box border border-base-300 bg-base-100 p-4" aria-busy={saving}>
      <legend className="px-1 text-lg font-semibold">{PEOPLE_MESSAGES.notificationSettingsHeading}</legend>
      {NOTIFICATION_KINDS.map((kind) => (
        <label key={kind} className="flex cursor-pointer items-center gap-3 py-1">
          <input
            type="checkbox"
            className="toggle toggle-primary toggle-sm"
            checked={settings[kind]}
            disabled={saving}
            onChange={() => void flip(kind)}
          />
          {NOTIFICATION_KIND_LABELS[kind]}
        </label>
      ))}
    </fieldset>
  );
}
