import { lookup } from 'node:dns/promises';
import { BlockList, isIP } from 'node:net';

/*
 * Which addresses the server may open a printer connection to. The address is a restaurant's to give, and
 * the server writes to it and says whether it answered: without a rule, any restaurant could point a
 * "printer" at the server's own services (127.0.0.1:6379), the cloud's metadata service (169.254.169.254)
 * or the hosting network behind it, and learn which ports answer (server-side request forgery, OWASP).
 *
 * - Never: this host (loopback), link-local (the metadata service), "this network", multicast and the
 *   reserved and documentation ranges. No restaurant's printer is there.
 * - Private networks (10/8, 172.16/12, 192.168/16, 100.64/10, fc00::/7): only those the operator lists in
 *   PRINTER_NETWORKS. A server in the restaurant, or one joined to the restaurants' VPN, prints to them; a
 *   cloud server's own private network is its provider's, not a restaurant's.
 * - Every other address (a printer reached through the restaurant's router): allowed.
 *
 * The check is made on every connection, on the addresses DNS gives at that moment (a name repointed at a
 * refused address after it was saved connects nowhere), and when a printer is saved, on the address typed.
 */

interface Range {
  network: string;
  prefix: number;
  family: 'ipv4' | 'ipv6';
}

const range = (cidr: string): Range => {
  const [network = '', prefix = ''] = cidr.split('/');
  return { network, prefix: Number(prefix), family: isIP(network) === 6 ? 'ipv6' : 'ipv4' };
};

/** Special-purpose ranges no printer is on (RFC 6890 and its IPv6 registry). */
const NEVER = [
  '0.0.0.0/8',
  '127.0.0.0/8',
  '169.254.0.0/16',
  '192.0.0.0/24',
  '192.0.2.0/24',
  '198.18.0.0/15',
  '198.51.100.0/24',
  '203.0.113.0/24',
  '224.0.0.0/4',
  '240.0.0.0/4',
  '::/128',
  '::1/128',
  '64:ff9b::/96',
  '100::/64',
  '2001:db8::/32',
  'fe80::/10',
  'ff00::/8',
].map(range);

/** The private networks: a restaurant's LAN or VPN, or the hosting provider's own. */
export const PRIVATE_NETWORKS = [
  '10.0.0.0/8',
  '172.16.0.0/12',
  '192.168.0.0/16',
  '100.64.0.0/10',
  'fc00::/7',
];

/** True for `a.b.c.d/n` or an IPv6 network with its prefix length. */
export function isCidr(value: string): boolean {
  const parts = value.split('/');
  if (parts.length !== 2 || !/^\d{1,3}$/.test(parts[1] ?? '')) return false;
  const { network, prefix, family } = range(value);
  return isIP(network) !== 0 && prefix <= (family === 'ipv6' ? 128 : 32);
}

export interface PrinterAddressPolicy {
  /** Whether a printer may be reached at this IP address (v4 or v6). */
  allows(address: string): boolean;
}

function listOf(ranges: Range[]): BlockList {
  const list = new BlockList();
  for (const r of ranges) list.addSubnet(r.network, r.prefix, r.family);
  return list;
}

/**
 * `networks`: the CIDRs PRINTER_NETWORKS lists. One of them also opens a range that is otherwise never
 * reached (the tests' imitation printers listen on 127.0.0.1).
 */
export function printerAddressPolicy(networks: readonly string[]): PrinterAddressPolicy {
  const listed = listOf(networks.map(range));
  const refused = listOf([...NEVER, ...PRIVATE_NETWORKS.map(range)]);
  return {
    allows(address) {
      const family = isIP(address);
      if (family === 0) return false;
      const type = family === 6 ? 'ipv6' : 'ipv4';
      return listed.check(address, type) || !refused.check(address, type);
    },
  };
}

/** How long saving a printer waits for its name to resolve before leaving the check to each connection. */
const SAVE_LOOKUP_MS = 2000;

/**
 * Whether a typed address is certainly refused: an IP the policy refuses, or a name whose every address it
 * refuses (`localhost`). A name that does not resolve from here (yet) is not refused: the server's own DNS
 * may not know a name only the restaurant's VPN serves, and every connection is checked on its own.
 */
export async function refusesPrinterAt(policy: PrinterAddressPolicy, host: string): Promise<boolean> {
  if (isIP(host)) return !policy.allows(host);
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<null>((resolve) => {
    timer = setTimeout(() => resolve(null), SAVE_LOOKUP_MS);
  });
  try {
    const found = await Promise.race([lookup(host, { all: true }).catch(() => null), late]);
    return found !== null && found.length > 0 && found.every((a) => !policy.allows(a.address));
  } finally {
    clearTimeout(timer);
  }
}
