import {
  PHOTO_ALT_NEEDS_PHOTO,
  commentBody,
  describesAPhoto,
  objectId,
  trialInputFields,
} from '@green-circle/contract';
import { z } from 'zod';

// The conversation's forms as their fields arrive in a form post (the API's bodies are strict
// objects; a form also carries its intent and the comment it is about). The tip's action parses
// with them; the page itself never loads them (zod stays off tip details, issue 34).

/** A new comment, or a reply (parentId). */
export const commentFormSchema = z.object({ body: commentBody, parentId: objectId.optional() });

/** A comment's new text. */
export const commentEditFormSchema = z.object({ id: objectId, body: commentBody });

/** "I tried this": the report as the API takes it, the photo by its address, what it shows only with it. */
export const trialFormSchema = z.object(trialInputFields).refine(describesAPhoto, PHOTO_ALT_NEEDS_PHOTO);
