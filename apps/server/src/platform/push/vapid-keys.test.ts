import { mkdtempSync, readFileSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, parseConfig } from '../../config';
import { isVapidKeyPair } from './push-config';
import { retryAfterMs } from './send-push';
import { generateVapidKeyPair, loadVapidKeys, VAPID_KEYS_FILE } from './vapid-keys';

describe('VAPID keys', () => {
  const pair = generateVapidKeyPair();

  it('from the environment: both halves of one pair, or neither', () => {
    const config = parseConfig({ VAPID_PUBLIC_KEY: pair.publicKey, VAPID_PRIVATE_KEY: pair.privateKey });
    expect(config.push.vapid).toEqual(pair);
    expect(() => parseConfig({ VAPID_PUBLIC_KEY: pair.publicKey })).toThrow(/set both or neither/);
    const other = generateVapidKeyPair();
    expect(() =>
      parseConfig({ VAPID_PUBLIC_KEY: pair.publicKey, VAPID_PRIVATE_KEY: other.privateKey }),
    ).toThrow(/not the private half/);
    expect(() => parseConfig({ VAPID_PUBLIC_KEY: 'short', VAPID_PRIVATE_KEY: pair.privateKey })).toThrow(
      ConfigError,
    );
    expect(() => parseConfig({ VAPID_SUBJECT: 'http://sufra.example' })).toThrow(/VAPID_SUBJECT/);
    expect(
      parseConfig({ PUSH_ALLOWED_HOSTS: 'Push.Example.net,*.relay.example.org' }).push.extraHosts,
    ).toEqual(['push.example.net', '*.relay.example.org']);
  });

  it('development without them: made once into DATA_DIR/vapid.json (0600) and read back after a restart', () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'sufra-vapid-'));
    const options = {
      push: { vapid: undefined, subject: undefined, extraHosts: [] },
      nodeEnv: 'development',
      dataDir,
      publicUrl: 'http://localhost:3000',
    };
    const first = loadVapidKeys(options);
    const second = loadVapidKeys(options);
    expect(first).not.toBeNull();
    expect(second).toEqual(first);
    expect(isVapidKeyPair({ publicKey: first?.publicKey ?? '', privateKey: first?.privateKey ?? '' })).toBe(
      true,
    );
    expect(first?.subject).toBe('mailto:push@sufra.invalid');
    const file = join(dataDir, VAPID_KEYS_FILE);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(JSON.parse(readFileSync(file, 'utf8'))).toEqual({
      publicKey: first?.publicKey,
      privateKey: first?.privateKey,
    });
  });

  it('production without them: none (push off); with them: the subject defaults to the https PUBLIC_URL', () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'sufra-vapid-'));
    const base = { nodeEnv: 'production', dataDir, publicUrl: 'https://sufra.example' };
    expect(
      loadVapidKeys({ ...base, push: { vapid: undefined, subject: undefined, extraHosts: [] } }),
    ).toBeNull();
    expect(loadVapidKeys({ ...base, push: { vapid: pair, subject: undefined, extraHosts: [] } })).toEqual({
      ...pair,
      subject: 'https://sufra.example',
    });
  });
});

describe("a push service's Retry-After", () => {
  it('in seconds or as an HTTP date; nothing when absent or unreadable', () => {
    const now = Date.parse('2026-11-24T12:00:00Z');
    expect(retryAfterMs('120', now)).toBe(120_000);
    expect(retryAfterMs('Tue, 24 Nov 2026 12:01:00 GMT', now)).toBe(60_000);
    expect(retryAfterMs('Tue, 24 Nov 2026 11:00:00 GMT', now)).toBe(0);
    expect(retryAfterMs(null, now)).toBeUndefined();
    expect(retryAfterMs('soon', now)).toBeUndefined();
  });
});
