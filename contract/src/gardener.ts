import { z } from 'zod';
import { objectId } from './fields';

export const gardenerSchema = z.object({
  _id: objectId,
  /** The member's public author id: the card opens /gardeners/{authorId}. */
  authorId: z.string(),
  name: z.string(),
  age: z.number().int().min(0),
  gender: z.string(),
  /** 'active' (shared a tip in the last 90 days) or 'inactive'; featured gardeners are the active ones. */
  status: z.string(),
  experiences: z.union([z.array(z.string()), z.string()]),
  image: z.string(),
  totalSharedTips: z.number().int().min(0),
  otherInfo: z.string().optional(),
});
export type Gardener = z.infer<typeof gardenerSchema>;
