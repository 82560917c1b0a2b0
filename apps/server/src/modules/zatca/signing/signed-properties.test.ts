import { describe, expect, it } from 'vitest';
import { readCsidCertificate } from './csid-certificate';
import { readSdkFile, SAMPLES, sampleStamp } from './sdk-samples.test-support';
import { certificateDigest, embeddedSignedProperties, signedPropertiesDigest } from './signed-properties';

describe.each(Object.entries(SAMPLES))("the XAdES signed properties of ZATCA's %s sample", (_, path) => {
  const sample = sampleStamp(readSdkFile(path));
  const certificate = readCsidCertificate(sample.certificate);
  const fields = {
    signingTime: sample.signingTime,
    certDigest: certificateDigest(certificate.base64),
    issuerName: certificate.issuerName,
    serialNumber: certificate.serialNumber,
  };

  it("CertDigest, issuer name and decimal serial number come from the sample's certificate as it states them", () => {
    expect(fields.certDigest).toBe(sample.certDigest);
    expect(certificate.issuerName).toBe(sample.issuerName);
    expect(certificate.serialNumber).toBe(sample.serialNumber);
  });

  it("the embedded element is byte for byte the sample's, and its digest is reference 2's DigestValue", () => {
    expect(embeddedSignedProperties(fields)).toBe(sample.signedProperties);
    expect(signedPropertiesDigest(fields)).toBe(sample.signedPropertiesDigest);
  });
});

describe('the CSID certificate', () => {
  it("yields the public key (DER SubjectPublicKeyInfo, 88 bytes for secp256k1) and the CA's DER signature", () => {
    const certificate = readCsidCertificate(readSdkFile('Certificates/cert.pem'));
    expect(certificate.publicKey).toHaveLength(88);
    expect(certificate.signature[0]).toBe(0x30); // an ECDSA-Sig-Value SEQUENCE
    expect(certificate.issuerName).toBe('CN=TSZEINVOICE-SubCA-1, DC=extgazt, DC=gov, DC=local');
  });
});
