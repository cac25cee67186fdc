import { z } from 'zod';
import { LIMITS } from './constants';
import { HEMISPHERES } from './seasons';
import { publicPersonSchema } from './people';
import { PLANT_KINDS } from './plant-list';

// The plants' part of the API: GET /plants, GET /plants/{slug}, GET/PUT/DELETE /me/plants.

/** A plant's slug as a path segment or query value (GET /plants answers which exist). */
export const plantSlugParam = z
  .string()
  .max(60)
  .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'Must be a plant from the list (its slug, as GET /plants answers)');
export const plantSlugParams = z.strictObject({ slug: plantSlugParam });

/** Query of GET /plants: the plants with shown tips, those matching `q` (any of their names). */
export const plantListQuerySchema = z.strictObject({
  q: z.string().trim().max(LIMITS.queryMax).optional(),
  limit: z.coerce.number().int().min(1).max(300).default(300),
});

export const plantSchema = z.object({
  slug: z.string(),
  name: z.string(),
  otherNames: z.array(z.string()),
  botanicalName: z.string(),
  family: z.string(),
  kind: z.enum(PLANT_KINDS),
});
export type Plant = z.infer<typeof plantSchema>;

/** One entry of GET /plants: the plant and how many Public tips are about it. */
export const plantSummarySchema = plantSchema.extend({ tips: z.number().int().min(0) });
export type PlantSummary = z.infer<typeof plantSummarySchema>;

const monthStripSchema = z.object({ counts: z.array(z.number().int()).length(12), allYear: z.number().int() });

/** GET /plants/{slug}. Tips come from GET /gardenTips?plant={slug}. */
export const plantPageSchema = z.object({
  plant: plantSchema,
  counts: z.object({ tips: z.number().int(), reports: z.number().int(), growers: z.number().int() }),
  /** How many tips apply in each month as each hemisphere lives it (counts[0] is January). */
  months: z.object({ north: monthStripSchema, south: monthStripSchema }),
  /** "I tried this" on its tips by hemisphere and zone band ("7": zones 7a and 7b; null: zone not given). */
  evidence: z.array(
    z.object({
      hemisphere: z.enum(HEMISPHERES),
      band: z.string().nullable(),
      worked: z.number().int(),
      partly: z.number().int(),
      failed: z.number().int(),
    }),
  ),
  /** Gardeners who grow it and show their garden on their profile, most recent first (a few). */
  growers: z.array(publicPersonSchema),
  /** Only for a signed-in caller: the plant is one of theirs. */
  mine: z.boolean().optional(),
});
export type PlantPage = z.infer<typeof plantPageSchema>;

/** GET /me/plants, and the answer of PUT /me/plants/{slug}: the caller's plants, most recently added first. */
export const myPlantsSchema = z.array(plantSchema.extend({ addedAt: z.string() }));
export type MyPlants = z.infer<typeof myPlantsSchema>;
