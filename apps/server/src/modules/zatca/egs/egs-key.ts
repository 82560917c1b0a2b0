import { createPrivateKey, createPublicKey, generateKeyPairSync, type KeyObject } from 'node:crypto';
import { decryptSecret, encryptSecret, type SecretKey } from '../../../platform/crypto/secret-box';

/**
 * The EGS's own key pair. ZATCA stamps with ECDSA on secp256k1, a curve WebCrypto does not offer, so the
 * key lives as a node:crypto KeyObject: it prints and serialises as nothing, unlike a PEM string, so it
 * cannot slip into a log or an API answer. It leaves this file only sealed with the secret box.
 */
export interface EgsKey {
  privateKey: KeyObject;
  /** DER SubjectPublicKeyInfo (88 bytes): the CSR's key and, later, the QR's tag 8. */
  publicKeyDer: Buffer;
}

export class EgsKeyError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'EgsKeyError';
  }
}

const CURVE = 'secp256k1';

export function generateEgsKey(): EgsKey {
  const { privateKey } = generateKeyPairSync('ec', { namedCurve: CURVE });
  return { privateKey, publicKeyDer: egsPublicKeyDer(privateKey) };
}

function egsPublicKeyDer(privateKey: KeyObject): Buffer {
  return createPublicKey(privateKey).export({ format: 'der', type: 'spki' });
}

/** The sealed key is bound to its restaurant's EGS row: copied to another restaurant's row it does not open. */
export function egsKeyContext(restaurantId: number): string {
  return `restaurant:${restaurantId}:zatca_egs:private_key`;
}

/** The CSID's secret (Basic auth with its certificate), sealed beside the key under its own context. */
export function egsSecretContext(restaurantId: number): string {
  return `restaurant:${restaurantId}:zatca_egs:secret`;
}

export function sealEgsKey(box: SecretKey, privateKey: KeyObject, context: string): string {
  const pem = privateKey.export({ format: 'pem', type: 'pkcs8' });
  return encryptSecret(box, typeof pem === 'string' ? pem : pem.toString('utf8'), context);
}

/** Throws SecretBoxError under another context or key, EgsKeyError if what opens is not a secp256k1 key. */
export function openEgsKey(box: SecretKey, sealed: string, context: string): EgsKey {
  const privateKey = createPrivateKey(decryptSecret(box, sealed, context));
  if (privateKey.asymmetricKeyDetails?.namedCurve !== CURVE) {
    throw new EgsKeyError('the sealed key is not a secp256k1 key');
  }
  return { privateKey, publicKeyDer: egsPublicKeyDer(privateKey) };
}
