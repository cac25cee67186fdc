import { SEASON_MESSAGES } from '@green-circle/contract/messages';
import type { Toast } from '../../../lib/toast';
import { addReminder, removeReminder } from '../api/reminders';
import { refusalOr } from './refusal';
import type { Api } from '../../../lib/api-client';

export type ReminderIntent = 'remind' | 'unremind';

export const isReminderIntent = (intent: unknown): intent is ReminderIntent =>
  intent === 'remind' || intent === 'unremind';

/** What a reminder's write answered: whether it is now set (null: unchanged, it failed). */
export interface ReminderAnswer {
  reminded: boolean | null;
}

/** Tip details' action for a reminder, on the server: sets or removes it as the session's member; the toast saying so rides the flash cookie. */
export async function reminderAction(
  api: Api,
  intent: ReminderIntent,
  tipId: string,
): Promise<ReminderAnswer & { toast: Toast }> {
  try {
    if (intent === 'remind') {
      await addReminder(api, tipId);
      return { reminded: true, toast: { kind: 'success', message: SEASON_MESSAGES.reminderAdded } };
    }
    await removeReminder(api, tipId);
    return { reminded: false, toast: { kind: 'success', message: SEASON_MESSAGES.reminderRemoved } };
  } catch (error) {
    return { reminded: null, toast: { kind: 'error', message: refusalOr(error, SEASON_MESSAGES.reminderFailed) } };
  }
}
