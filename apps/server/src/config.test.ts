import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { CONFIG_VARIABLES, ConfigError, parseConfig, REPO_ROOT } from './config';

describe('parseConfig', () => {
  it('has defaults for a bare environment', () => {
    const c = parseConfig({});
    expect(c).toMatchObject({
      port: 3000,
      host: '0.0.0.0',
      publicUrl: 'http://localhost:3000',
      databaseUrl: undefined,
      logLevel: 'info',
      seedDemo: true,
      bodyLimitBytes: 1_048_576,
      nodeEnv: 'development',
    });
    expect(c.dataDir).toBe(resolve(process.cwd(), 'data'));
    expect(c.webDistDir).toBe(resolve(REPO_ROOT, 'apps/web/dist'));
  });

  it('reads every variable', () => {
    const c = parseConfig({
      PORT: '8080',
      PUBLIC_URL: 'https://sufra.example/',
      DATABASE_URL: 'postgres://u@db:5432/sufra',
      SEED_DEMO: 'false',
      BODY_LIMIT_BYTES: '2048',
      DATA_DIR: '/var/lib/sufra',
    });
    expect(c).toMatchObject({
      port: 8080,
      publicUrl: 'https://sufra.example',
      databaseUrl: 'postgres://u@db:5432/sufra',
      seedDemo: false,
      bodyLimitBytes: 2048,
      dataDir: '/var/lib/sufra',
    });
  });

  it('PUBLIC_URL defaults to the chosen port', () => {
    expect(parseConfig({ PORT: '4000' }).publicUrl).toBe('http://localhost:4000');
  });

  it('names every bad variable', () => {
    expect(() => parseConfig({ PORT: 'abc', DATABASE_URL: 'mysql://x', SEED_DEMO: 'maybe' })).toThrow(
      ConfigError,
    );
    try {
      parseConfig({ PORT: 'abc', DATABASE_URL: 'mysql://x' });
    } catch (err) {
      expect(String((err as Error).message)).toMatch(/PORT/);
      expect(String((err as Error).message)).toMatch(/DATABASE_URL/);
    }
  });

  it('documents every variable', () => {
    expect(CONFIG_VARIABLES.map((v) => v.name)).toContain('DATABASE_URL');
    for (const v of CONFIG_VARIABLES) expect(v.description.length, v.name).toBeGreaterThan(10);
  });

  it('the README configuration table lists every variable the server reads', () => {
    const readme = readFileSync(resolve(REPO_ROOT, 'README.md'), 'utf8');
    const table = readme.slice(
      readme.indexOf('<!-- config:start -->'),
      readme.indexOf('<!-- config:end -->'),
    );
    for (const v of CONFIG_VARIABLES)
      expect(table, v.name).toMatch(new RegExp(`\\|\\s*\`${v.name}\`\\s*\\|`));
  });
});
