import { z } from 'zod';

/** RFC 9457 problem details: the body of every 4xx and 5xx answer. */
export const problemSchema = z.object({
  type: z.string(),
  title: z.string(),
  status: z.number().int(),
  detail: z.string().optional(),
  /**
   * What the site says (issue 56): a key of its catalogues (contract/src/said.ts), with `values`
   * for the words' blanks. The site reads these, never `detail`, which is for the API's other callers.
   */
  code: z.string().optional(),
  values: z.record(z.string(), z.union([z.string(), z.number()])).optional(),
  errors: z
    .array(
      z.object({
        field: z.string(),
        message: z.string(),
        code: z.string().optional(),
        values: z.record(z.string(), z.union([z.string(), z.number()])).optional(),
      }),
    )
    .optional(),
});
export type Problem = z.infer<typeof problemSchema>;
