import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { buildCsr } from './csr';
import type { CsrFields, ZatcaEnvironment } from './csr-fields';
import { generateEgsKey } from './egs-key';

const FIELDS: CsrFields = {
  organisationName: 'مطعم سفرة المحدودة',
  branchName: 'Riyadh Branch',
  unitName: 'Sufra-EGS-12',
  vatNumber: '311111111101113',
  egsSerial: '1-Sufra|2-1.0|3-ed22f1d8-e6a2-1118-9b58-d9a8f11e445f',
  location: 'RRRD2929',
  industry: 'Restaurants',
  environment: 'production',
};

/** Debian's openssl reads the CSR from stdin; the test fails, never skips, when it is missing. */
function opensslReq(pem: string, ...args: string[]): string {
  const run = spawnSync('openssl', ['req', '-noout', ...args], { input: pem, encoding: 'utf8' });
  if (run.error) {
    throw new Error(`openssl is needed to check the CSR (apt-get install openssl): ${run.error.message}`);
  }
  expect(run.status, run.stderr).toBe(0);
  return `${run.stdout}${run.stderr}`;
}

describe("the EGS's CSR read by openssl", () => {
  const key = generateEgsKey();

  it('shows the secp256k1 key, the subject, the SAN and a signature that verifies', () => {
    const text = opensslReq(
      buildCsr(FIELDS, key.privateKey).pem,
      '-text',
      '-verify',
      '-nameopt',
      'utf8,sep_comma_plus_space',
    );
    expect(text).toContain('ASN1 OID: secp256k1');
    expect(text).toContain(
      'Subject: C=SA, OU=Riyadh Branch, O=مطعم سفرة المحدودة, CN=Sufra-EGS-12, organizationIdentifier=311111111101113',
    );
    expect(text).toContain(
      'DirName:/SN=1-Sufra|2-1.0|3-ed22f1d8-e6a2-1118-9b58-d9a8f11e445f/UID=311111111101113/title=0100/registeredAddress=RRRD2929/businessCategory=Restaurants',
    );
    expect(text).toContain('Signature Algorithm: ecdsa-with-SHA256');
    expect(text).toContain('self-signature verify OK');
  });

  // The extension's value is the DER string itself: its tag (0C UTF8String, 13 PrintableString), length, text.
  it.each([
    ['production', '0C', 'ZATCA-Code-Signing'],
    ['simulation', '13', 'PREZATCA-Code-Signing'],
    ['sandbox', '13', 'TSTZATCA-Code-Signing'],
  ] as const)(
    'carries the %s certificate template, tag %s: %s',
    (environment: ZatcaEnvironment, tag, name) => {
      const pem = buildCsr({ ...FIELDS, environment }, key.privateKey).pem;
      expect(opensslReq(pem, '-text')).toMatch(
        new RegExp(`1\\.3\\.6\\.1\\.4\\.1\\.311\\.20\\.2: *\\n\\s+\\.\\.${name}\\n`),
      );
      const asn1 = spawnSync('openssl', ['asn1parse'], { input: pem, encoding: 'utf8' }).stdout.split('\n');
      const value = asn1[asn1.findIndex((line) => line.endsWith(':1.3.6.1.4.1.311.20.2')) + 1];
      const der = `${tag}${name.length.toString(16).padStart(2, '0')}${Buffer.from(name).toString('hex')}`;
      expect(value).toMatch(new RegExp(`OCTET STRING +\\[HEX DUMP\\]:${der}$`, 'i'));
    },
  );
});
