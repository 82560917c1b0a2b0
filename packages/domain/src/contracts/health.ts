import { z } from 'zod';
import { dataOf } from './common';

export const HealthSchema = z.object({
  status: z.enum(['ok', 'degraded']),
  database: z.enum(['up', 'down']),
});
export type Health = z.infer<typeof HealthSchema>;
export const HealthResponseSchema = dataOf(HealthSchema);
