import { createServer } from 'node:http';
import {
  type ImitationPrinter,
  type ImitationState,
  inkOf,
  startImitationPrinter,
} from './imitation-printer';

/*
 * The imitation printer for the e2e journeys: Playwright starts it in its main process (global setup) and
 * the journeys run in workers, so they see it through a small HTTP control beside it, as they do the Fatoora
 * imitation:
 *
 *   GET  /_imitation/documents   what it printed: [{ cut, images: [{ width, height, inkRows, rightmost, file }] }]
 *   POST /_imitation/state       { "state": "online" | "offline" | "paper_out" | "silent" }
 *   POST /_imitation/reset       forgets what it printed, back online
 */

const STATES: readonly ImitationState[] = ['online', 'offline', 'paper_out', 'silent'];

function describe(printer: ImitationPrinter) {
  return printer.documents.map((doc) => ({
    cut: doc.cut,
    images: doc.images.map((image) => ({
      width: image.width,
      height: image.height,
      file: image.file,
      ...inkOf(image),
    })),
  }));
}

/**
 * Starts an imitation printer on `printerPort` (the address to give the Printers screen: 127.0.0.1) and its
 * control on `controlPort`; PNG files go to `dir`. Resolves with its stop function.
 */
export async function startControlledImitationPrinter(options: {
  printerPort: number;
  controlPort: number;
  dir: string;
}): Promise<() => Promise<void>> {
  const printer = await startImitationPrinter({ dir: options.dir, port: options.printerPort });
  const control = createServer((req, res) => {
    const answer = (status: number, body: unknown) => {
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(body));
    };
    let raw = '';
    req.on('data', (chunk: Buffer) => {
      raw += chunk.toString('utf8');
    });
    req.on('end', () => {
      if (req.method === 'GET' && req.url === '/_imitation/documents') {
        // The PNG files are written as each document is cut; wait for them before answering.
        void printer.waitForDocuments(0).then(() => answer(200, { documents: describe(printer) }));
        return;
      }
      if (req.method === 'POST' && req.url === '/_imitation/state') {
        const state = (JSON.parse(raw || '{}') as { state?: ImitationState }).state;
        if (!state || !STATES.includes(state))
          return answer(400, { error: `state: one of ${STATES.join(', ')}` });
        printer.state = state;
        return answer(200, { state });
      }
      if (req.method === 'POST' && req.url === '/_imitation/reset') {
        printer.documents.length = 0;
        printer.state = 'online';
        return answer(200, { state: printer.state });
      }
      answer(404, { error: 'not an imitation route' });
    });
  });
  await new Promise<void>((resolve) => control.listen(options.controlPort, '127.0.0.1', resolve));
  return async () => {
    await new Promise<void>((resolve) => control.close(() => resolve()));
    await printer.close();
  };
}
