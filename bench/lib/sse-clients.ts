// A child process holding many Server-Sent Events streams open (bench/streams.ts, bench/cluster.ts): raw
// node:http requests, one socket each (no agent pooling), spread over loopback source addresses
// (127.0.0.2, 127.0.0.3, …) so the server's per-IP cap sees many clients as a dining room's phones would.
// Commands arrive over IPC; for every event whose `marker` (a regex on the message) matches, it reports the
// number of streams that received it, and the first and last arrival time (performance.timeOrigin + now(),
// comparable across processes of this machine).
import http from 'node:http';

interface OpenCommand {
  cmd: 'open';
  urls: string[];
  count: number;
  /** Source addresses to spread the sockets over (each up to the server's per-IP cap). */
  sources: string[];
  /** How many connections are being opened at any time. */
  concurrency: number;
  /** A regex whose groups name the event instance (e.g. a menu version), matched on each message. */
  marker: string;
  /** Extra request headers (e.g. the bench proxy's pin to one upstream). */
  headers?: Record<string, string>;
  /** How many streams an event must reach to be reported (default: every open stream). */
  expect?: number;
}

type Command = OpenCommand | { cmd: 'close' };

const now = () => performance.timeOrigin + performance.now();
const requests: http.ClientRequest[] = [];
let marker: RegExp | undefined;
let openCount = 0;
let expected: number | undefined;
const seen = new Map<string, { count: number; first: number; last: number }>();

function send(message: unknown): void {
  process.send?.(message);
}

function onChunk(text: string): void {
  if (!marker || !text.includes('event:')) return;
  const at = now();
  for (const match of text.matchAll(marker)) {
    const id = match.slice(1).join(':');
    const s = seen.get(id) ?? { count: 0, first: at, last: at };
    s.count += 1;
    s.last = at;
    seen.set(id, s);
    if (s.count === (expected ?? openCount))
      send({ type: 'event', id, count: s.count, first: s.first, last: s.last });
  }
}

function openOne(url: string, localAddress: string, headers: Record<string, string>): Promise<boolean> {
  return new Promise((resolve) => {
    const req = http.get(
      url,
      { agent: false, localAddress, headers: { accept: 'text/event-stream', ...headers } },
      (res) => {
        if (res.statusCode !== 200) {
          res.resume();
          return resolve(false);
        }
        res.setEncoding('utf8');
        let connected = false;
        res.on('data', (chunk: string) => {
          if (!connected && chunk.includes(': connected')) {
            connected = true;
            resolve(true);
          }
          onChunk(chunk);
        });
        res.on('error', () => resolve(false));
      },
    );
    req.on('error', () => resolve(false));
    requests.push(req);
  });
}

async function open(c: OpenCommand): Promise<void> {
  marker = new RegExp(c.marker, 'g');
  expected = c.expect;
  let next = 0;
  let failed = 0;
  const worker = async () => {
    for (;;) {
      const i = next++;
      if (i >= c.count) return;
      const ok = await openOne(c.urls[i % c.urls.length]!, c.sources[i % c.sources.length]!, c.headers ?? {});
      if (ok) openCount += 1;
      else failed += 1;
    }
  };
  await Promise.all(Array.from({ length: c.concurrency }, worker));
  send({ type: 'opened', opened: openCount, failed });
}

process.on('message', (c: Command) => {
  if (c.cmd === 'open') void open(c);
  if (c.cmd === 'close') {
    for (const req of requests) req.destroy();
    send({ type: 'closed' });
    setTimeout(() => process.exit(0), 50);
  }
});
send({ type: 'ready' });
