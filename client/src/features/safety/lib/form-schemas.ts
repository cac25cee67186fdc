import {
  MODERATION_ACTIONS,
  REPORT_KINDS,
  SAFETY_LIMITS,
  requiredText,
  suspendDaysSchema,
} from '@green-circle/contract';
import { z } from 'zod';

// A moderator's form on one reported thing as its fields arrive in a form post. The moderation
// page's action parses with it on the server; the page itself never loads zod (issue 34).

/** Hide, restore, dismiss or suspend: a reason always, a number of days (1-365) with suspend. */
export const moderationFormSchema = z
  .object({
    kind: z.enum(REPORT_KINDS),
    id: z.string().min(1),
    authorId: z.string().optional(),
    action: z.enum(MODERATION_ACTIONS),
    reason: requiredText(SAFETY_LIMITS.reasonMax, { multiline: true }),
    days: suspendDaysSchema.optional(),
  })
  .refine((form) => form.action !== 'suspend' || form.days !== undefined, {
    message: 'Required',
    path: ['days'],
  });
