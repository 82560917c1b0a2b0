import { generateVapidKeyPair } from '../platform/push/vapid-keys';

/**
 * `npm run vapid:generate`: a new Web Push key pair (VAPID), printed as the environment lines to set once
 * in production. Keep them: browsers subscribe with the public key, and a new pair makes every existing
 * subscription undeliverable (devices subscribe again when their app next opens).
 */
const keys = generateVapidKeyPair();
process.stdout.write(
  [
    '# Web Push (VAPID) keys for Sufra: set these in the server environment, once. Keep the private key secret.',
    `VAPID_PUBLIC_KEY=${keys.publicKey}`,
    `VAPID_PRIVATE_KEY=${keys.privateKey}`,
    '# How a push service can reach you (optional; default: PUBLIC_URL when it is https):',
    '# VAPID_SUBJECT=mailto:ops@example.com',
    '',
  ].join('\n'),
);
