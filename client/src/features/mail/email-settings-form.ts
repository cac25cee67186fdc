import { EMAIL_KINDS, WEEKDAYS, timeZoneSchema, type EmailKind, type EmailSettings } from '@green-circle/contract';
import { z } from 'zod';

/** The form's field name of a kind's switch (beside the site notification switch of the same kind). */
export const emailField = (kind: EmailKind) => `email-${kind}` as const;

/** The form's fields as conform holds them (its switches by their field names). */
export type EmailSettingsFields = Record<ReturnType<typeof emailField>, boolean> &
  Pick<EmailSettings, 'digestDay' | 'timeZone'>;

/** The e-mail settings as the form posts them: a switch left off is not in the form at all. */
export const emailSettingsFormSchema = z
  .object({
    ...(Object.fromEntries(EMAIL_KINDS.map((kind) => [emailField(kind), z.boolean().default(false)])) as Record<
      string,
      z.ZodDefault<z.ZodBoolean>
    >),
    digestDay: z.enum(WEEKDAYS),
    timeZone: timeZoneSchema,
  })
  .transform(({ digestDay, timeZone, ...switches }) => {
    const on = switches as Record<string, boolean | undefined>;
    return {
      ...(Object.fromEntries(EMAIL_KINDS.map((kind) => [kind, on[emailField(kind)] === true])) as Record<
        EmailKind,
        boolean
      >),
      digestDay,
      timeZone,
    };
  });
