import { z } from 'zod';

export const statsSchema = z.object({
  totalTips: z.number().int().min(0),
  myTips: z.number().int().min(0),
  totalGardeners: z.number().int().min(0),
  totalUsers: z.number().int().min(0),
});
export type Stats = z.infer<typeof statsSchema>;

/** Query of the calls that take the caller's own e-mail (GET /users, /dashboard-stats). */
export const ownEmailQuerySchema = z.strictObject({ email: z.string().min(1).max(254) });
