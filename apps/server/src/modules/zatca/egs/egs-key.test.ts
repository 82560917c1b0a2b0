import { createPublicKey, generateKeyPairSync, randomBytes, sign, verify } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { encryptSecret, SecretBoxError, SecretKey } from '../../../platform/crypto/secret-box';
import { EgsKeyError, egsKeyContext, generateEgsKey, openEgsKey, sealEgsKey } from './egs-key';

const box = new SecretKey(randomBytes(32));

describe("the EGS's key", () => {
  it('is a secp256k1 pair whose public key is the 88-byte DER SubjectPublicKeyInfo', () => {
    const key = generateEgsKey();
    expect(key.privateKey.asymmetricKeyDetails?.namedCurve).toBe('secp256k1');
    expect(key.publicKeyDer).toHaveLength(88);
    const publicKey = createPublicKey({ key: key.publicKeyDer, format: 'der', type: 'spki' });
    const signature = sign('sha256', Buffer.from('stamp'), { key: key.privateKey, dsaEncoding: 'der' });
    expect(verify('sha256', Buffer.from('stamp'), publicKey, signature)).toBe(true);
  });

  it('never shows its private half when printed or serialised', () => {
    const key = generateEgsKey();
    const pem = key.privateKey.export({ format: 'pem', type: 'pkcs8' }).toString();
    const body = pem.split('\n')[1] as string;
    expect(JSON.stringify(key)).not.toContain(body);
    expect(String(key.privateKey)).not.toContain(body);
  });

  it('sealed under its restaurant opens to the same key, and under another restaurant does not open', () => {
    const key = generateEgsKey();
    const sealed = sealEgsKey(box, key.privateKey, egsKeyContext(12));
    expect(sealed).not.toContain('PRIVATE KEY');
    const opened = openEgsKey(box, sealed, egsKeyContext(12));
    expect(opened.privateKey.equals(key.privateKey)).toBe(true);
    expect(opened.publicKeyDer.equals(key.publicKeyDer)).toBe(true);
    expect(() => openEgsKey(box, sealed, egsKeyContext(13))).toThrow(SecretBoxError);
  });

  it('refuses to open a key on another curve', () => {
    const { privateKey } = generateKeyPairSync('ec', { namedCurve: 'prime256v1' });
    const pem = privateKey.export({ format: 'pem', type: 'pkcs8' }).toString();
    const sealed = encryptSecret(box, pem, egsKeyContext(12));
    expect(() => openEgsKey(box, sealed, egsKeyContext(12))).toThrow(EgsKeyError);
  });
});
