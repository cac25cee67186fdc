import { SEASON_MESSAGES } from '@green-circle/contract/messages';
import { useEffect, useState } from 'react';
import { addReminder, listReminders, removeReminder } from '../api/reminders';
import { runWrite } from '../lib/refusal';

/** Add or remove the member's yearly reminder of a tip. */
export function ReminderButton({ tipId }: { tipId: string }) {
  const [set, setSet] = useState<boolean | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    const controller = new AbortController();
    listReminders(controller.signal)
      .then((reminders) => setSet(reminders.some((r) => r.tipId === tipId)))
      .catch(() => setSet(false));
    return () => controller.abort();
  }, [tipId]);

  async function toggle() {
    const done = set ? SEASON_MESSAGES.reminderRemoved : SEASON_MESSAGES.reminderAdded;
    const write = async () => {
      if (set) await removeReminder(tipId);
      else await addReminder(tipId);
    };
    await runWrite(setBusy, write, { done, failed: SEASON_MESSAGES.reminderFailed }, () => setSet(!set));
  }

  return (
    <button
      type="button"
      className={`btn ${set ? 'btn-success' : 'btn-outline btn-success'}`}
      aria-pressed={set ?? false}
      disabled={set === null || busy}
      aria-busy={busy}
      onClick={toggle}
    >
      <svg aria-hidden="true" viewBox="0 0 24 24" className="h-4 w-4" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
        <path d="M6 8a6 6 0 0 1 12 0c0 7 3 9 3 9H3s3-2 3-9" />
        <path d="M10.3 21a1.94 1.94 0 0 0 3.4 0" />
      </svg>
      {set ? SEASON_MESSAGES.reminderSet : SEASON_MESSAGES.remindMe}
      {set && <span className="sr-only"> ({SEASON_MESSAGES.removeReminder})</span>}
    </button>
  );
}
