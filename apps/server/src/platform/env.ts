import { z } from 'zod';

/** A boolean environment variable: true/false, 1/0 or yes/no. */
export const booleanFromEnv = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((v) => v === 'true' || v === '1' || v === 'yes');
