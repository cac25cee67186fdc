import { gardenSchema, type Garden } from '@green-circle/contract';
import type { SubmissionResult } from '@conform-to/react';
import { z } from 'zod';
import type { Toast } from '../../lib/action-toast';

/** "My garden" as its form posts it: the API's body, with the form's intent beside it. */
export const gardenFormSchema = z.object(gardenSchema.shape);

/** What the profile page's action answers the garden form: the garden as saved (null: refused), its checked form, its toast. */
export interface GardenSaved {
  intent: 'garden';
  saved: Garden | null;
  result?: SubmissionResult<string[]>;
  toast?: Toast;
}
