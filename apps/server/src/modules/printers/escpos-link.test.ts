import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notReachableMessage, PrinterUnavailable, printOver } from './escpos-link';
import { printerAddressPolicy } from './printer-address';
import type { ImitationPrinter } from './testing/imitation-printer';
import { IMITATION_NETWORK, imitation, pngDir } from './testing/print-fixtures';

/**
 * Every connection is judged by the address it goes to: a name saved when it pointed elsewhere, then
 * repointed at this server (or typed as `localhost`), reaches nothing unless PRINTER_NETWORKS lists it.
 */
describe('the printer link connects only where printers may be', () => {
  let paper: ImitationPrinter;
  const document = async () => new Uint8Array([0x1b, 0x40]);
  beforeAll(async () => {
    paper = await imitation(pngDir('link'));
  });
  afterAll(() => paper.close());

  it('a name that resolves to this server is refused before any connection', async () => {
    const before = paper.connections;
    const refused = printOver(
      { host: 'localhost', port: paper.port, addresses: printerAddressPolicy([]), timeoutMs: 1000 },
      document,
    );
    await expect(refused).rejects.toThrow(PrinterUnavailable);
    await expect(refused).rejects.toThrow(notReachableMessage('localhost'));
    expect(paper.connections).toBe(before);
  });

  it('an address typed as digits is judged as it is', async () => {
    const before = paper.connections;
    const refused = printOver(
      { host: '127.0.0.1', port: paper.port, addresses: printerAddressPolicy([]), timeoutMs: 1000 },
      document,
    );
    await expect(refused).rejects.toThrow(notReachableMessage('127.0.0.1'));
    expect(paper.connections).toBe(before);
  });

  it('the same name reaches the printer when its network is listed', async () => {
    const before = paper.connections;
    const asked = paper.statusRequests;
    await printOver(
      {
        host: 'localhost',
        port: paper.port,
        addresses: printerAddressPolicy([IMITATION_NETWORK]),
        timeoutMs: 1000,
      },
      document,
    );
    // Connected, asked whether it can print, sent the bytes and had them acknowledged (printOver resolved).
    expect(paper.connections).toBe(before + 1);
    expect(paper.statusRequests).toBeGreaterThanOrEqual(asked + 3);
  });
});
