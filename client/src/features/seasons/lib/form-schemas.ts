import { gardenSchema } from '@green-circle/contract';
import { z } from 'zod';

// The profile page's action parses "My garden" with it; the page itself never loads it (zod stays
// off the profile page, issue 34).

/** "My garden" as its form posts it: the API's body, with the form's intent beside it. */
export const gardenFormSchema = z.object(gardenSchema.shape);
