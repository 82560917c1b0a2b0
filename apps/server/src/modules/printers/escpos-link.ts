import { lookup as dnsLookup } from 'node:dns';
import { isIP, type LookupFunction, Socket } from 'node:net';
import type { PrinterAddressPolicy } from './printer-address';

/*
 * One conversation with an ESC/POS printer over TCP (port 9100): ask its status (DLE EOT 1: offline;
 * DLE EOT 4: the paper roll sensor), send the document, then ask again. The printer answers a status
 * request only after it has read every byte before it (TCP keeps their order), so that second answer is
 * the acknowledgement that the document reached the printer. A connection refused, closed, or silent past
 * the timeout: the printer is offline.
 */

export type PrinterAnswer = 'online' | 'offline' | 'paper_out';

const DLE_EOT = (n: number) => Buffer.from([0x10, 0x04, n]);
/** DLE EOT 1, bit 3: the printer is offline (cover open, paper feed button, an error). */
const OFFLINE_BIT = 0x08;
/** DLE EOT 4, bits 5 and 6: paper roll end. */
const PAPER_END_BITS = 0x60;

export class PrinterUnavailable extends Error {
  constructor(
    readonly status: Exclude<PrinterAnswer, 'online'>,
    message: string,
  ) {
    super(message);
  }
}

/** A socket and a queue of the bytes the printer answered. */
class Conversation {
  private readonly received: number[] = [];
  private waiting: ((byte: number | null) => void) | null = null;
  private ended = false;

  constructor(
    private readonly socket: Socket,
    private readonly timeoutMs: number,
  ) {
    socket.on('data', (chunk: Buffer) => {
      this.received.push(...chunk);
      this.wake();
    });
    const end = () => {
      this.ended = true;
      this.wake();
    };
    socket.on('close', end);
    socket.on('error', end);
  }

  private wake() {
    const waiting = this.waiting;
    if (!waiting) return;
    const byte = this.received.shift();
    if (byte !== undefined) waiting(byte);
    else if (this.ended) waiting(null);
    else return;
    this.waiting = null;
  }

  /** Writes `bytes` and waits for one byte of answer; null when the printer closed or said nothing in time. */
  ask(bytes: Uint8Array): Promise<number | null> {
    return new Promise((resolve) => {
      const timer = setTimeout(() => {
        this.waiting = null;
        resolve(null);
      }, this.timeoutMs);
      this.waiting = (byte) => {
        clearTimeout(timer);
        resolve(byte);
      };
      if (!this.ended) this.socket.write(bytes);
      this.wake();
    });
  }

  close() {
    this.socket.destroy();
  }
}

/** What the server says when an address is one it never connects to (printer-address.ts). */
export const notReachableMessage = (host: string) =>
  `${host} is on a network the server does not reach printers on (PRINTER_NETWORKS)`;

/**
 * Node's DNS lookup, keeping only the addresses the policy allows: the connection is made to one of those,
 * or fails, whatever the name resolves to at this moment (a name repointed after it was saved included).
 */
function guardedLookup(policy: PrinterAddressPolicy): LookupFunction {
  return (hostname, options, callback) => {
    dnsLookup(hostname, { ...options, all: true }, (err, found) => {
      if (err) return callback(err, '', 0);
      const allowed = found.filter((a) => policy.allows(a.address));
      if (allowed.length === 0) return callback(new Error(notReachableMessage(hostname)), '', 0);
      // With autoSelectFamily Node asks for every address; otherwise for one.
      if (options.all) return (callback as unknown as (e: null, a: typeof allowed) => void)(null, allowed);
      const first = allowed[0]!;
      callback(null, first.address, first.family);
    });
  };
}

function connect(
  host: string,
  port: number,
  timeoutMs: number,
  policy: PrinterAddressPolicy,
): Promise<Socket> {
  return new Promise((resolve, reject) => {
    // An address typed as digits is not looked up: it is judged as it is.
    if (isIP(host) && !policy.allows(host)) {
      reject(new PrinterUnavailable('offline', notReachableMessage(host)));
      return;
    }
    const socket = new Socket();
    const timer = setTimeout(() => {
      socket.destroy();
      reject(new PrinterUnavailable('offline', `No answer from ${host}:${port} within ${timeoutMs} ms`));
    }, timeoutMs);
    socket.once('error', (err) => {
      clearTimeout(timer);
      reject(new PrinterUnavailable('offline', `${host}:${port}: ${err.message}`));
    });
    socket.connect({ port, host, lookup: guardedLookup(policy) }, () => {
      clearTimeout(timer);
      socket.setNoDelay(true);
      resolve(socket);
    });
  });
}

/** The printer's state from its answers to DLE EOT 1 and 4 (null: it did not answer). */
async function askStatus(talk: Conversation): Promise<PrinterAnswer> {
  const printer = await talk.ask(DLE_EOT(1));
  if (printer === null) return 'offline';
  const paper = await talk.ask(DLE_EOT(4));
  if (paper === null) return 'offline';
  if ((paper & PAPER_END_BITS) === PAPER_END_BITS) return 'paper_out';
  return (printer & OFFLINE_BIT) === OFFLINE_BIT ? 'offline' : 'online';
}

export interface LinkOptions {
  host: string;
  port: number;
  /** Which addresses may be connected to (PRINTER_NETWORKS). */
  addresses: PrinterAddressPolicy;
  timeoutMs?: number;
}

/**
 * Prints one document. `beforeSend` runs once the printer said it can print (it records that the job is
 * being sent) and returns the bytes. Throws PrinterUnavailable when the printer is off or out of paper
 * (nothing was sent then), or when it stopped answering after the document was sent (it may have printed).
 */
export async function printOver(options: LinkOptions, beforeSend: () => Promise<Uint8Array>): Promise<void> {
  const timeoutMs = options.timeoutMs ?? 3000;
  const socket = await connect(options.host, options.port, timeoutMs, options.addresses);
  const talk = new Conversation(socket, timeoutMs);
  try {
    const before = await askStatus(talk);
    if (before === 'paper_out') throw new PrinterUnavailable('paper_out', 'The printer is out of paper');
    if (before === 'offline') throw new PrinterUnavailable('offline', 'The printer says it is offline');
    const bytes = await beforeSend();
    const ack = await talk.ask(Buffer.concat([Buffer.from(bytes), DLE_EOT(1)]));
    if (ack === null)
      throw new PrinterUnavailable('offline', 'The printer stopped answering after the document was sent');
  } finally {
    talk.close();
  }
}
