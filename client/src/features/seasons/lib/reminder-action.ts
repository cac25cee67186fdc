import { SEASON_MESSAGES } from '@green-circle/contract/messages';
import { notify } from '../../../lib/notify';
import { addReminder, removeReminder } from '../api/reminders';
import { refusalOr } from './refusal';
import { browserApi } from '../../../lib/browser-api';

export type ReminderIntent = 'remind' | 'unremind';

export const isReminderIntent = (intent: unknown): intent is ReminderIntent =>
  intent === 'remind' || intent === 'unremind';

/** Tip details' action for a reminder: sets or removes it and toasts; the answer is whether it is now set. */
export async function reminderAction(intent: ReminderIntent, tipId: string): Promise<{ reminded: boolean } | null> {
  try {
    if (intent === 'remind') {
      await addReminder(browserApi, tipId);
      notify.success(SEASON_MESSAGES.reminderAdded);
      return { reminded: true };
    }
    await removeReminder(browserApi, tipId);
    notify.success(SEASON_MESSAGES.reminderRemoved);
    return { reminded: false };
  } catch (error) {
    notify.error(refusalOr(error, SEASON_MESSAGES.reminderFailed));
    return null;
  }
}
