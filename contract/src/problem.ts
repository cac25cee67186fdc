import { z } from 'zod';

/** RFC 9457 problem details: the body of every 4xx and 5xx answer. */
export const problemSchema = z.object({
  type: z.string(),
  title: z.string(),
  status: z.number().int(),
  detail: z.string().optional(),
  /** A stable key for `detail` (contract/src/message-codes.ts): the site translates from it. */
  code: z.string().optional(),
  errors: z.array(z.object({ field: z.string(), message: z.string(), code: z.string().optional() })).optional(),
});
export type Problem = z.infer<typeof problemSchema>;
