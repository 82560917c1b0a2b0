/** Only our own welcome links are followed: a QR code elsewhere is "invalid", never an open redirect. */
export function welcomePathFromQr(raw: string, origin: string): string | null {
  try {
    const url = new URL(raw, origin);
    if (url.origin !== origin || !url.pathname.startsWith('/welcome/')) return null;
    return `${url.pathname}${url.search}`;
  } catch {
    return null;
  }
}
