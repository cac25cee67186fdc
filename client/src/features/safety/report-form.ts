import { reportInputSchema, reportTargetSchema } from '@green-circle/contract';
import { z } from 'zod';

/** The report dialog as its form posts it (`target.kind`, `target.id`, `reason`, `note`): the API's body. */
export const reportFormSchema = z.object({ ...reportInputSchema.shape, target: z.object(reportTargetSchema.shape) });
