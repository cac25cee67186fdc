import type { Garden } from '@green-circle/contract';
import type { SubmissionResult } from '@conform-to/react';
import type { Toast } from '../../lib/action-toast';

/** What the profile page's action answers the garden form: the garden as saved (null: refused), its checked form, its toast. */
export interface GardenSaved {
  intent: 'garden';
  saved: Garden | null;
  result?: SubmissionResult<string[]>;
  toast?: Toast;
}
