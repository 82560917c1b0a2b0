import { describe, expect, it } from 'vitest';
import { isCidr, PRIVATE_NETWORKS, printerAddressPolicy, refusesPrinterAt } from './printer-address';

describe('which addresses a printer may be reached at', () => {
  const publicOnly = printerAddressPolicy([]);

  it('a printer behind a restaurant router (a public address) is reached', () => {
    expect(publicOnly.allows('51.36.12.4')).toBe(true);
    expect(publicOnly.allows('2a00:1450:4001:82b::200e')).toBe(true);
  });

  it("never this host, the cloud's metadata service, 'this network', multicast or reserved ranges", () => {
    for (const address of [
      '127.0.0.1',
      '127.9.9.9',
      '::1',
      '::ffff:127.0.0.1',
      '169.254.169.254',
      'fe80::1',
      '0.0.0.0',
      '::',
      '224.0.0.1',
      '255.255.255.255',
      '192.0.2.10',
    ])
      expect(publicOnly.allows(address), address).toBe(false);
    // Not even with every private network open.
    expect(printerAddressPolicy(PRIVATE_NETWORKS).allows('169.254.169.254')).toBe(false);
    expect(printerAddressPolicy(PRIVATE_NETWORKS).allows('127.0.0.1')).toBe(false);
  });

  it("private networks only as the operator lists them (the hosting network is not a restaurant's)", () => {
    for (const address of [
      '10.0.0.5',
      '172.20.1.1',
      '192.168.1.50',
      '100.64.3.3',
      'fd12::5',
      '::ffff:10.0.0.5',
    ])
      expect(publicOnly.allows(address), address).toBe(false);
    const vpn = printerAddressPolicy(['10.8.0.0/16']);
    expect(vpn.allows('10.8.4.20')).toBe(true);
    expect(vpn.allows('10.9.0.1')).toBe(false);
    expect(printerAddressPolicy(PRIVATE_NETWORKS).allows('192.168.1.50')).toBe(true);
  });

  it('a range listed explicitly opens even a special one (the tests’ imitation printers on 127.0.0.1)', () => {
    const tests = printerAddressPolicy(['127.0.0.1/32']);
    expect(tests.allows('127.0.0.1')).toBe(true);
    expect(tests.allows('127.0.0.2')).toBe(false);
  });

  it('only an IP address is judged: a name is resolved first', () => {
    expect(publicOnly.allows('printer.example')).toBe(false);
    expect(publicOnly.allows('')).toBe(false);
  });

  it('networks are written as CIDRs', () => {
    expect(isCidr('10.8.0.0/16')).toBe(true);
    expect(isCidr('fc00::/7')).toBe(true);
    for (const bad of ['10.8.0.0', '10.8.0.0/33', '10.8.0.0/x', 'fc00::/129', 'lan/8', '10.8.0.0/16/2'])
      expect(isCidr(bad), bad).toBe(false);
  });

  it('a typed address is refused when it, or every address its name resolves to, is refused', async () => {
    expect(await refusesPrinterAt(publicOnly, '169.254.169.254')).toBe(true);
    expect(await refusesPrinterAt(publicOnly, 'localhost')).toBe(true);
    expect(await refusesPrinterAt(publicOnly, '51.36.12.4')).toBe(false);
    // A name the server cannot resolve now (one only a VPN's DNS knows) is left to each connection's check.
    expect(await refusesPrinterAt(publicOnly, 'kitchen-printer.invalid')).toBe(false);
    expect(await refusesPrinterAt(printerAddressPolicy(['127.0.0.1/32']), 'localhost')).toBe(false);
  });
});
