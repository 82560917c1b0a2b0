// The configuration of a Sufra app a benchmark builds itself: production, silent, no demo.
import { randomBytes } from 'node:crypto';
import { parseConfig } from '../../apps/server/src/config';

export function benchAppConfig() {
  return {
    ...parseConfig({
      NODE_ENV: 'production',
      LOG_LEVEL: 'silent',
      SEED_DEMO: 'false',
      // Production refuses to run without the key of the restaurants' payment secrets.
      SETTINGS_ENCRYPTION_KEY: randomBytes(32).toString('base64'),
    }),
    dataDir: '/tmp',
  };
}
