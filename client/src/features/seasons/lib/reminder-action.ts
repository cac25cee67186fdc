import type { Toast } from '../../../lib/action-toast';
import { addReminder, removeReminder } from '../api/reminders';
import { refusalOr } from './refusal';
import type { Api } from '../../../lib/api-client';

export type ReminderIntent = 'remind' | 'unremind';

export const isReminderIntent = (intent: unknown): intent is ReminderIntent =>
  intent === 'remind' || intent === 'unremind';

/** What a reminder's write answered: whether it is now set (null: unchanged, it failed), and the toast saying so. */
export interface ReminderAnswer {
  reminded: boolean | null;
  toast: Toast;
}

/** Tip details' action for a reminder, on the server: sets or removes it as the session's member. */
export async function reminderAction(api: Api, intent: ReminderIntent, tipId: string): Promise<ReminderAnswer> {
  try {
    if (intent === 'remind') {
      await addReminder(api, tipId);
      return { reminded: true, toast: { kind: 'success', message: 'season.reminderAdded' } };
    }
    await removeReminder(api, tipId);
    return { reminded: false, toast: { kind: 'success', message: 'season.reminderRemoved' } };
  } catch (error) {
    return { reminded: null, toast: { kind: 'error', message: refusalOr(error, 'season.reminderFailed') } };
  }
}
