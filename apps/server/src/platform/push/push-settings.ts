import type { Config } from '../../config';
import { loadVapidKeys, type VapidKeys } from './vapid-keys';

/** The server's Web Push setup, as the routes and the worker need it. */
export interface PushSettings {
  /** null: no keys (production without VAPID_PUBLIC_KEY / VAPID_PRIVATE_KEY): push is off. */
  vapid: VapidKeys | null;
  /** Production: only https endpoints of known push services (push-endpoint.ts). */
  production: boolean;
  extraHosts: readonly string[];
}

declare module 'fastify' {
  interface FastifyInstance {
    push: PushSettings;
  }
}

export function loadPushSettings(config: Config): PushSettings {
  return {
    vapid: loadVapidKeys({
      push: config.push,
      nodeEnv: config.nodeEnv,
      dataDir: config.dataDir,
      publicUrl: config.publicUrl,
    }),
    production: config.nodeEnv === 'production',
    extraHosts: config.push.extraHosts,
  };
}
