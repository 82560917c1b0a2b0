/**
 * ZATCA's binarySecurityToken is the base64 of the certificate's base64 DER text. The token is kept and
 * sent exactly as returned (Basic auth); the stamp and the QR take the certificate's own base64 text.
 */
export function certificateOfToken(binarySecurityToken: string): string {
  return Buffer.from(binarySecurityToken, 'base64').toString('utf8').trim();
}
