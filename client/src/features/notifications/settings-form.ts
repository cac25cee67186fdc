import { NOTIFICATION_KINDS, type NotificationKind } from '@green-circle/contract';
import { z } from 'zod';

/** The settings as a form posts them: a switch left off is not in the form at all. */
export const notificationSettingsFormSchema = z.object(
  Object.fromEntries(NOTIFICATION_KINDS.map((kind) => [kind, z.boolean().default(false)])) as Record<
    NotificationKind,
    z.ZodDefault<z.ZodBoolean>
  >,
);
