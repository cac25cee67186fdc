import { bioSchema } from '@green-circle/contract';
import { z } from 'zod';

/** "Your gardener page" as its form posts it: the bio (empty clears it) and whether the garden shows. */
export const publicPageFormSchema = z.object({
  bio: bioSchema.optional().transform((bio) => bio ?? ''),
  showGarden: z.boolean().default(false),
});
