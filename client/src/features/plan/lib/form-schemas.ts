import { PHOTO_ALT_NEEDS_PHOTO, describesAPhoto, planDoneSchema } from '@green-circle/contract';
import { z } from 'zod';

// "Done" as its fields arrive in a form post (the API's body is a strict object; the form also
// carries its intent and the item it is about). The week's and the plan page's actions parse with
// it; the pages themselves never load it (zod stays off them, issue 54).

/** The day, the note, the photo and what it shows: what POST /me/plan/{id}/done takes, words only with a photo. */
export const planDoneFormSchema = z.object(planDoneSchema.shape).refine(describesAPhoto, PHOTO_ALT_NEEDS_PHOTO);
