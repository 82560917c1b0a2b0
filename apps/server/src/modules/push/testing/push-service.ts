import { createDecipheriv, createECDH, createPublicKey, hkdfSync, randomBytes, verify } from 'node:crypto';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/*
 * A push service of our own for the tests (issue 14): a real HTTP server that takes what the server POSTs
 * to an endpoint, as FCM or Mozilla's would, and fake browsers whose subscription keys are real P-256 keys
 * and a 16-byte secret, so a test decrypts each message (RFC 8291 over RFC 8188's aes128gcm, written here
 * with node:crypto, not with the library that encrypted it) and checks its VAPID signature (RFC 8292).
 */

/** How the imitation answers an endpoint: a status (201, 404, 410, 429, 500...) or never ('hang'). */
type Behaviour = { status: number; retryAfter?: string } | 'hang';

interface ReceivedPush {
  /** The endpoint's last path segment (one per fake browser). */
  device: string;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

export interface PushServiceImitation {
  origin: string;
  /** Every request the service answered 2xx, in arrival order (the rest are in `refused`). */
  delivered: ReceivedPush[];
  refused: ReceivedPush[];
  endpoint(device: string): string;
  /** How `device`'s requests are answered from now on (default 201). */
  behave(device: string, behaviour: Behaviour): void;
  close(): Promise<void>;
}

/** `port`: listen there (a service that comes back where it was); default any free port. */
export async function startPushService(options: { port?: number } = {}): Promise<PushServiceImitation> {
  const behaviours = new Map<string, Behaviour>();
  const delivered: ReceivedPush[] = [];
  const refused: ReceivedPush[] = [];
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const device = (req.url ?? '').split('/').pop() ?? '';
      const push = { device, headers: req.headers, body: Buffer.concat(chunks) };
      const behaviour = behaviours.get(device) ?? { status: 201 };
      if (behaviour === 'hang') {
        refused.push(push);
        return; // never answers: the sender's timeout has to end it
      }
      (behaviour.status < 300 ? delivered : refused).push(push);
      res.writeHead(behaviour.status, behaviour.retryAfter ? { 'retry-after': behaviour.retryAfter } : {});
      res.end(behaviour.status < 300 ? '' : 'imitation says no');
    });
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    origin,
    delivered,
    refused,
    endpoint: (device) => `${origin}/wpush/v2/${device}`,
    behave: (device, behaviour) => behaviours.set(device, behaviour),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

export interface FakeBrowser {
  device: string;
  /** What `PushSubscription.toJSON()` gives the app. */
  subscription: { endpoint: string; expirationTime: null; keys: { p256dh: string; auth: string } };
  /** The message's plaintext, decrypted with this browser's private key and secret. */
  decrypt(body: Buffer): string;
}

/** A browser's subscription to `service`: its own P-256 key pair and 16-byte authentication secret. */
export function fakeBrowser(service: PushServiceImitation, device: string): FakeBrowser {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  const uaPublic = ecdh.getPublicKey();
  const authSecret = randomBytes(16);
  return {
    device,
    subscription: {
      endpoint: service.endpoint(device),
      expirationTime: null,
      keys: { p256dh: uaPublic.toString('base64url'), auth: authSecret.toString('base64url') },
    },
    decrypt(body) {
      // RFC 8188 header: salt (16) | record size (4) | key id length (1) | key id = the sender's public key.
      const salt = body.subarray(0, 16);
      const idLength = body.readUInt8(20);
      const asPublic = body.subarray(21, 21 + idLength);
      const record = body.subarray(21 + idLength);
      // RFC 8291 section 3.4: the input key from the shared secret, bound to both public keys by the secret.
      const shared = ecdh.computeSecret(asPublic);
      const keyInfo = Buffer.concat([Buffer.from('WebPush: info\0'), uaPublic, asPublic]);
      const ikm = Buffer.from(hkdfSync('sha256', shared, authSecret, keyInfo, 32));
      const cek = Buffer.from(
        hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: aes128gcm\0'), 16),
      );
      const nonce = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: nonce\0'), 12));
      const decipher = createDecipheriv('aes-128-gcm', cek, nonce);
      decipher.setAuthTag(record.subarray(record.length - 16));
      const padded = Buffer.concat([
        decipher.update(record.subarray(0, record.length - 16)),
        decipher.final(),
      ]);
      // One record: the content, the last-record delimiter 0x02, then zero padding.
      let end = padded.length - 1;
      while (end >= 0 && padded[end] === 0) end -= 1;
      if (padded[end] !== 2) throw new Error('not a last record (no 0x02 delimiter)');
      return padded.subarray(0, end).toString('utf8');
    },
  };
}

export interface VapidClaims {
  aud: string;
  exp: number;
  sub: string;
}

/**
 * The VAPID header `vapid t=<JWT>, k=<public key>` checked as a push service does: `k` is `publicKey`,
 * the JWT is ES256 and its signature verifies with that key. Answers the claims (or throws).
 */
export function verifyVapid(authorization: string | undefined, publicKey: string): VapidClaims {
  const match = /^vapid t=([^,\s]+),\s*k=([A-Za-z0-9_-]+)$/.exec(authorization ?? '');
  if (!match) throw new Error(`not a VAPID Authorization header: ${authorization}`);
  const [, jwt = '', k = ''] = match;
  if (k !== publicKey) throw new Error('k= is not the server key');
  const [header = '', payload = '', signature = ''] = jwt.split('.');
  const head = JSON.parse(Buffer.from(header, 'base64url').toString('utf8')) as {
    alg?: string;
    typ?: string;
  };
  if (head.alg !== 'ES256') throw new Error(`JWT alg ${head.alg}, not ES256`);
  const raw = Buffer.from(k, 'base64url');
  const key = createPublicKey({
    key: {
      kty: 'EC',
      crv: 'P-256',
      x: raw.subarray(1, 33).toString('base64url'),
      y: raw.subarray(33, 65).toString('base64url'),
    },
    format: 'jwk',
  });
  const signed = Buffer.from(`${header}.${payload}`);
  const ok = verify(
    'sha256',
    signed,
    { key, dsaEncoding: 'ieee-p1363' },
    Buffer.from(signature, 'base64url'),
  );
  if (!ok) throw new Error('VAPID signature does not verify');
  return JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as VapidClaims;
}
