import { z } from 'zod';
import type { GatewayProvider } from '../provider';

/** The built-in sandbox: no keys, one DB-backed gateway shared by every restaurant on it. */
export const sandboxProvider: GatewayProvider = {
  name: 'sandbox',
  label: 'sandbox',
  publicFields: z.object({}),
  secretFields: z.object({}),
  mode: () => 'test',
  createGateway: (_credentials, env) => env.sandbox,
};
