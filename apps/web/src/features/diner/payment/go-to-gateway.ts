/**
 * Leaves the app for the gateway's page (hosted card page or the bank's 3-D Secure page). The built-in
 * sandbox page otherwise follows the browser's Accept-Language, so it is told the app's language and the
 * diner keeps theirs; a real gateway's URL is left exactly as given.
 */
export function gatewayUrl(transactionUrl: string, language: string): string {
  const url = new URL(transactionUrl, window.location.origin);
  const isSandbox = url.origin === window.location.origin && url.pathname.startsWith('/sandbox/pay/');
  if (!isSandbox || url.searchParams.has('lang')) return transactionUrl;
  url.searchParams.set('lang', language === 'en' ? 'en' : 'ar');
  return `${url.pathname}${url.search}${url.hash}`;
}

export const navigation = {
  /** A full page load: the gateway is another site (or, for the sandbox, the server's own page). */
  assign: (url: string) => window.location.assign(url),
};
