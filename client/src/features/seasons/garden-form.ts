import type { Garden } from '@green-circle/contract';
import type { SubmissionResult } from '@conform-to/react';

/** What the profile page's action answers the garden form: the garden as saved (null: refused), its checked form. */
export interface GardenSaved {
  intent: 'garden';
  saved: Garden | null;
  result?: SubmissionResult<string[]>;
}
