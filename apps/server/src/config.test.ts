import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { CONFIG_VARIABLES, ConfigError, parseConfig, productionProblems, REPO_ROOT } from './config';

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

// Issue 9 item 1: production never starts on demo defaults.
describe('production readiness', () => {
  const ready = {
    NODE_ENV: 'production',
    PUBLIC_URL: 'https://sufra.example',
    SMTP_URL: 'smtp://mail.example:587',
    PAYMENT_GATEWAY: 'moyasar',
    MOYASAR_SECRET_KEY: 'sk_live_abc',
    MOYASAR_PUBLISHABLE_KEY: 'pk_live_abc',
    MOYASAR_WEBHOOK_SECRET: 'w'.repeat(20),
    SETTINGS_ENCRYPTION_KEY: Buffer.alloc(32, 7).toString('base64'),
    PRINTER_NETWORKS: 'none',
  };

  it('development and test need nothing and seed the demo', () => {
    expect(productionProblems({})).toEqual([]);
    expect(productionProblems({ NODE_ENV: 'test' })).toEqual([]);
    expect(parseConfig({}).seedDemo).toBe(true);
  });

  it('a bare production environment names everything missing at once', () => {
    const problems = productionProblems({ NODE_ENV: 'production' }).join('\n');
    expect(problems).toMatch(/^PUBLIC_URL: required/m);
    expect(problems).toMatch(/^SMTP_URL: required/m);
    expect(problems).toMatch(/^PAYMENT_GATEWAY: the sandbox gateway/m);
    expect(problems).toMatch(/^SETTINGS_ENCRYPTION_KEY: required/m);
    expect(problems).toMatch(/^PRINTER_NETWORKS: required/m);
  });

  it('PRINTER_NETWORKS: the private ranges by default, none, a list of networks, or the word private', () => {
    expect(parseConfig({}).printerNetworks).toEqual([
      '10.0.0.0/8',
      '172.16.0.0/12',
      '192.168.0.0/16',
      '100.64.0.0/10',
      'fc00::/7',
    ]);
    expect(parseConfig({ PRINTER_NETWORKS: 'none' }).printerNetworks).toEqual([]);
    expect(parseConfig({ PRINTER_NETWORKS: '10.8.0.0/16, 192.168.1.0/24' }).printerNetworks).toEqual([
      '10.8.0.0/16',
      '192.168.1.0/24',
    ]);
    expect(parseConfig({ PRINTER_NETWORKS: 'private,127.0.0.1/32' }).printerNetworks).toContain(
      '127.0.0.1/32',
    );
    for (const bad of ['10.8.0.0', '10.8.0.0/33', 'lan', '10.8.0.0/16,,'])
      expect(() => parseConfig({ PRINTER_NETWORKS: bad })).toThrow(/PRINTER_NETWORKS/);
  });

  it('SETTINGS_ENCRYPTION_KEY is 32 bytes, base64 or hex', () => {
    expect(parseConfig({ SETTINGS_ENCRYPTION_KEY: 'ab'.repeat(32) }).settingsEncryptionKey).toBe(
      'ab'.repeat(32),
    );
    expect(() => parseConfig({ SETTINGS_ENCRYPTION_KEY: 'too-short' })).toThrow(/SETTINGS_ENCRYPTION_KEY/);
    expect(() => parseConfig({ SETTINGS_ENCRYPTION_KEY: Buffer.alloc(16).toString('base64') })).toThrow(
      ConfigError,
    );
  });

  it('needs an https PUBLIC_URL and every Moyasar key', () => {
    const problems = productionProblems({
      ...ready,
      PUBLIC_URL: 'http://sufra.example',
      MOYASAR_WEBHOOK_SECRET: '',
    });
    expect(problems).toEqual([
      'PUBLIC_URL: must be https:// in production',
      'MOYASAR_WEBHOOK_SECRET: required with PAYMENT_GATEWAY=moyasar',
    ]);
  });

  it('a complete production environment passes and seeds no demo unless asked', () => {
    expect(productionProblems(ready)).toEqual([]);
    expect(parseConfig(ready).seedDemo).toBe(false);
    expect(parseConfig({ ...ready, SEED_DEMO: 'true' }).seedDemo).toBe(true);
  });

  it('the sandbox runs in production only when explicitly allowed', () => {
    const sandbox = { ...ready, PAYMENT_GATEWAY: 'sandbox' };
    expect(productionProblems(sandbox)).toHaveLength(1);
    expect(productionProblems({ ...sandbox, ALLOW_SANDBOX_IN_PRODUCTION: 'true' })).toEqual([]);
  });

  it('TRUST_PROXY: off by default, a list of proxies, or everyone; never a hop count', () => {
    expect(parseConfig({}).trustProxy).toBe(false);
    expect(parseConfig({ TRUST_PROXY: '10.0.0.0/8,loopback' }).trustProxy).toEqual([
      '10.0.0.0/8',
      'loopback',
    ]);
    expect(parseConfig({ TRUST_PROXY: 'true' }).trustProxy).toBe(true);
    expect(() => parseConfig({ TRUST_PROXY: 'proxy.example' })).toThrow(ConfigError);
  });
});
