import { bioSchema, coded, profileFormSchema } from '@green-circle/contract';
import { MESSAGES } from '@green-circle/contract/messages';
import { z } from 'zod';
import { changesEmail } from '../profile-form';

// The profile page's forms as their actions parse them; the page itself never loads these (zod
// stays off the profile page, issue 34): the browser stops a blank required field, the action
// answers every other rule with the contract's message.

/**
 * The contract's profile form; a new e-mail address also asks for the current password (the
 * identity service wants a recent sign-in for that).
 */
export const profileSchema = (currentEmail: string) =>
  profileFormSchema
    // A blank photo (conform reads it as missing) is no photo.
    .extend({ photoURL: profileFormSchema.shape.photoURL.optional().transform((value) => value ?? '') })
    .superRefine(({ email, currentPassword }, context) => {
      if (changesEmail(email, currentEmail) && !currentPassword)
        context.addIssue({
          code: 'custom',
          path: ['currentPassword'],
          ...coded('messages.emailChangeNeedsPassword', MESSAGES.emailChangeNeedsPassword),
        });
    });

/** "Your gardener page" as its form posts it: the bio (empty clears it) and whether the garden shows. */
export const publicPageFormSchema = z.object({
  bio: bioSchema.optional().transform((bio) => bio ?? ''),
  showGarden: z.boolean().default(false),
});
