import { mkdirSync } from 'node:fs';
import { createServer, type Server, type Socket } from 'node:net';
import { join } from 'node:path';
import sharp from 'sharp';

/*
 * A kitchen printer on a local TCP port, for tests and the e2e journey (like the Moyasar imitation): it
 * reads the ESC/POS stream as a printer would (initialise, text, raster images GS v 0, cut, the status
 * requests DLE EOT n, which it answers from its state), writes each printed image to a PNG file and keeps
 * every document it cut, so a test can look at what came out.
 *
 * States: 'online' prints; 'paper_out' answers that its paper roll is empty (and prints nothing);
 * 'offline' closes every connection at once (a printer switched off, or its cable out); 'silent' accepts
 * and never answers (a printer hung).
 */

export type ImitationState = 'online' | 'offline' | 'paper_out' | 'silent';

export interface PrintedImage {
  width: number;
  height: number;
  /** Row by row, true where the dot is black. */
  rows: boolean[][];
  /** The PNG file written for it. */
  file: string;
}

interface PrintedDocument {
  text: string;
  images: PrintedImage[];
  cut: boolean;
}

export interface ImitationPrinter {
  port: number;
  state: ImitationState;
  /** Documents cut so far, oldest first. */
  documents: PrintedDocument[];
  /** Status requests answered (DLE EOT), and connections seen. */
  statusRequests: number;
  connections: number;
  /** Resolves when `count` documents have been cut. */
  waitForDocuments(count: number, timeoutMs?: number): Promise<PrintedDocument[]>;
  close(): Promise<void>;
}

const STATUS_BASE = 0x12; // bits 1 and 4 are always set in a DLE EOT answer

/** Parses one connection's stream; returns the bytes still waiting for more (a command cut in two). */
function parse(buf: Buffer, printer: Mutable, socket: Socket, dir: string): Buffer {
  let i = 0;
  const need = (n: number) => i + n <= buf.length;
  const doc = () => {
    printer.current ??= { text: '', images: [], cut: false };
    return printer.current;
  };
  while (i < buf.length) {
    const b = buf[i] as number;
    if (b === 0x10) {
      if (!need(3)) break;
      const n = buf[i + 2] as number;
      printer.statusRequests++;
      let answer = STATUS_BASE;
      if (n === 1 && printer.state !== 'online') answer |= 0x08;
      if (n === 4 && printer.state === 'paper_out') answer |= 0x60;
      if (printer.state !== 'silent') socket.write(Buffer.from([answer]));
      i += 3;
    } else if (b === 0x1b) {
      if (!need(2)) break;
      const cmd = buf[i + 1] as number;
      if (cmd === 0x40) {
        doc();
        i += 2;
      } else if (cmd === 0x32) i += 2;
      else {
        if (!need(3)) break;
        i += 3; // ESC M n, ESC a n, ESC E n, ESC ! n, ESC t n, ESC d n, ESC J n, ESC 3 n
      }
    } else if (b === 0x1c) {
      i += 2; // FS . (cancel Kanji) and the like
    } else if (b === 0x1d) {
      if (!need(2)) break;
      const cmd = buf[i + 1] as number;
      if (cmd === 0x76) {
        if (!need(8)) break;
        const bytesWide = (buf[i + 4] as number) + ((buf[i + 5] as number) << 8);
        const rows = (buf[i + 6] as number) + ((buf[i + 7] as number) << 8);
        if (!need(8 + bytesWide * rows)) break;
        const data = buf.subarray(i + 8, i + 8 + bytesWide * rows);
        addRaster(doc(), bytesWide * 8, rows, data);
        i += 8 + bytesWide * rows;
      } else if (cmd === 0x56) {
        if (!need(3)) break;
        const m = buf[i + 2] as number;
        i += m >= 0x41 ? 4 : 3;
        finish(printer, dir);
      } else if (cmd === 0x50) i += 4;
      else i += 3; // GS ! n and other one-argument commands
    } else {
      if (b !== 0x0a && b !== 0x0d) doc().text += String.fromCharCode(b);
      else if (b === 0x0a && printer.current) printer.current.text += '\n';
      i += 1;
    }
  }
  return buf.subarray(i);
}

/** Consecutive raster commands are one picture (the encoder cuts a tall image into 255-row bands). */
function addRaster(doc: PrintedDocument, width: number, height: number, data: Buffer) {
  let image = doc.images.at(-1);
  if (!image || image.width !== width || image.file !== '') {
    image = { width, height: 0, rows: [], file: '' };
    doc.images.push(image);
  }
  const bytesWide = width / 8;
  for (let y = 0; y < height; y++) {
    const row: boolean[] = [];
    for (let x = 0; x < width; x++)
      row.push((((data[y * bytesWide + (x >> 3)] as number) >> (7 - (x & 7))) & 1) === 1);
    image.rows.push(row);
  }
  image.height += height;
}

interface Mutable extends ImitationPrinter {
  current: PrintedDocument | null;
  pendingFiles: Promise<unknown>[];
  waiters: { count: number; resolve: () => void }[];
}

function finish(printer: Mutable, dir: string) {
  const doc = printer.current ?? { text: '', images: [], cut: false };
  doc.cut = true;
  printer.current = null;
  const n = printer.documents.length + 1;
  for (const [k, image] of doc.images.entries()) {
    image.file = join(dir, `document-${n}-image-${k + 1}.png`);
    const pixels = Buffer.alloc(image.width * image.height, 255);
    image.rows.forEach((row, y) => {
      row.forEach((ink, x) => {
        if (ink) pixels[y * image.width + x] = 0;
      });
    });
    printer.pendingFiles.push(
      sharp(pixels, { raw: { width: image.width, height: image.height, channels: 1 } })
        .png()
        .toFile(image.file),
    );
  }
  printer.documents.push(doc);
  for (const w of printer.waiters.filter((w) => printer.documents.length >= w.count)) w.resolve();
  printer.waiters = printer.waiters.filter((w) => printer.documents.length < w.count);
}

/** Starts an imitation printer on `port` (0: a free one) of 127.0.0.1; PNG files go to `dir`. */
export async function startImitationPrinter(options: {
  dir: string;
  port?: number;
  state?: ImitationState;
}): Promise<ImitationPrinter> {
  mkdirSync(options.dir, { recursive: true });
  const sockets = new Set<Socket>();
  const printer: Mutable = {
    port: 0,
    state: options.state ?? 'online',
    documents: [],
    statusRequests: 0,
    connections: 0,
    current: null,
    pendingFiles: [],
    waiters: [],
    async waitForDocuments(count, timeoutMs = 10_000) {
      if (printer.documents.length < count)
        await new Promise<void>((resolve, reject) => {
          const timer = setTimeout(
            () =>
              reject(
                new Error(`The imitation printer has ${printer.documents.length} documents, not ${count}`),
              ),
            timeoutMs,
          );
          printer.waiters.push({
            count,
            resolve: () => {
              clearTimeout(timer);
              resolve();
            },
          });
        });
      await Promise.all(printer.pendingFiles);
      return printer.documents;
    },
    async close() {
      for (const s of sockets) s.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await Promise.all(printer.pendingFiles);
    },
  };
  const server: Server = createServer((socket) => {
    printer.connections++;
    if (printer.state === 'offline') {
      socket.destroy();
      return;
    }
    sockets.add(socket);
    let rest: Buffer = Buffer.alloc(0);
    socket.on('data', (chunk: Buffer) => {
      rest = parse(Buffer.concat([rest, chunk]), printer, socket, options.dir);
    });
    socket.on('error', () => {});
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  const address = server.address();
  printer.port = typeof address === 'object' && address ? address.port : 0;
  return printer;
}

/** The black dots of each row, and where the ink of the image's rows ends at the right (for alignment checks). */
export function inkOf(image: PrintedImage) {
  const inkRows = image.rows.filter((row) => row.includes(true)).length;
  const rightmost = Math.max(-1, ...image.rows.map((row) => row.lastIndexOf(true)));
  const leftmost = Math.min(
    image.width,
    ...image.rows.map((row) => (row.includes(true) ? row.indexOf(true) : image.width)),
  );
  return { inkRows, rightmost, leftmost };
}
