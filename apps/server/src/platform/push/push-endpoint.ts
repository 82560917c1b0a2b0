/**
 * Which push endpoints the server may POST to (docs/security.md, "Push endpoints"). An endpoint comes from
 * an anonymous caller and the server sends requests to it, so in production only https, on the default
 * port, to a known push service's host: never an address of the caller's choosing (an internal service,
 * the cloud's metadata address). Pure: the caller says whether this is production.
 */

/** The push services of the browsers that support Web Push (a leading `*.` covers subdomains). */
const KNOWN_PUSH_HOSTS = [
  'fcm.googleapis.com', // Chrome, Edge on Android, Samsung Internet, Opera
  'updates.push.services.mozilla.com', // Firefox
  'web.push.apple.com', // Safari (macOS 13+, iOS 16.4+ installed apps)
  '*.push.apple.com',
  '*.notify.windows.com', // Edge on Windows
] as const;

const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

export type PushEndpointVerdict = 'allowed' | 'not_https' | 'host_not_allowed';

function hostMatches(host: string, pattern: string): boolean {
  if (pattern.startsWith('*.')) return host.endsWith(pattern.slice(1)) && host.length > pattern.length - 1;
  return host === pattern;
}

/**
 * Production: https, no port but 443, no credentials in the URL, a host of KNOWN_PUSH_HOSTS or
 * `extraHosts` (PUSH_ALLOWED_HOSTS). Elsewhere: any https endpoint, and http on this machine only
 * (localhost, 127.0.0.1, [::1]) so tests and development can run a push service of their own.
 */
export function pushEndpointVerdict(
  endpoint: string,
  options: { production: boolean; extraHosts?: readonly string[] },
): PushEndpointVerdict {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return 'not_https';
  }
  if (url.username || url.password) return 'host_not_allowed';
  const host = url.hostname.toLowerCase();
  if (!options.production) {
    if (url.protocol === 'https:') return 'allowed';
    return url.protocol === 'http:' && LOOPBACK_HOSTS.has(host) ? 'allowed' : 'not_https';
  }
  if (url.protocol !== 'https:') return 'not_https';
  if (url.port !== '' && url.port !== '443') return 'host_not_allowed';
  const patterns = [...KNOWN_PUSH_HOSTS, ...(options.extraHosts ?? [])];
  return patterns.some((p) => hostMatches(host, p.toLowerCase())) ? 'allowed' : 'host_not_allowed';
}
