import { createServer } from 'node:net';
import ReceiptPrinterEncoder from '@point-of-sale/receipt-printer-encoder';
import { describe, expect, it } from 'vitest';
import { PrinterUnavailable, printOver } from '../escpos-link';
import { testDocument } from '../raster/ticket-document';
import { dotsOf, rasterize } from '../raster/ticket-raster';
import { startControlledImitationPrinter } from './imitation-printer-control';
import { pngDir } from './print-fixtures';

/** Two free ports of 127.0.0.1. */
async function freePorts(): Promise<[number, number]> {
  const one = () =>
    new Promise<number>((resolve) => {
      const server = createServer();
      server.listen(0, '127.0.0.1', () => {
        const address = server.address();
        server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
      });
    });
  return [await one(), await one()];
}

/**
 * The e2e journeys' printer (issue 29 item 3): the imitation behind an HTTP control, which says what it
 * printed and is switched off and on by the journey.
 */
describe('the imitation printer with its control', () => {
  it('prints what it is sent, says so over HTTP, and refuses while switched off', async () => {
    const [printerPort, controlPort] = await freePorts();
    const stop = await startControlledImitationPrinter({ printerPort, controlPort, dir: pngDir('control') });
    const control = (path: string, body?: unknown) =>
      fetch(`http://127.0.0.1:${controlPort}/_imitation/${path}`, {
        method: body ? 'POST' : 'GET',
        ...(body ? { body: JSON.stringify(body) } : {}),
      }).then((r) => r.json() as Promise<Record<string, unknown>>);
    try {
      const image = await rasterize(testDocument('Grill', new Date(), 'Asia/Riyadh', dotsOf(58)));
      const bytes = new ReceiptPrinterEncoder({ language: 'esc-pos', imageMode: 'raster' })
        .initialize()
        .image(image, image.info.width, image.info.height, 'threshold', 128)
        .cut('full')
        .encode();
      await printOver({ host: '127.0.0.1', port: printerPort }, async () => bytes);
      const { documents } = (await control('documents')) as {
        documents: { cut: boolean; images: { width: number; inkRows: number; file: string }[] }[];
      };
      expect(documents).toHaveLength(1);
      expect(documents[0]).toMatchObject({ cut: true, images: [{ width: 384 }] });
      expect(documents[0]?.images[0]?.inkRows).toBeGreaterThan(50);

      expect(await control('state', { state: 'offline' })).toEqual({ state: 'offline' });
      const refused = await printOver(
        { host: '127.0.0.1', port: printerPort, timeoutMs: 500 },
        async () => bytes,
      ).catch((err: unknown) => err);
      expect(refused).toBeInstanceOf(PrinterUnavailable);
      expect((refused as PrinterUnavailable).status).toBe('offline');
      expect(await control('reset', {})).toEqual({ state: 'online' });
      expect(((await control('documents')) as { documents: unknown[] }).documents).toEqual([]);
    } finally {
      await stop();
    }
  });
});
