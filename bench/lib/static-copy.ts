// The static copies bench/main-thread.ts measures the first screens against: the server's HTML for the very
// request with its scripts removed, and a page of one Arabic word, served by a plain HTTP server.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * One Arabic word and nothing else: what any page's first text layout costs a fresh renderer on this machine
 * (its fonts found and loaded, the word shaped). The first screens' layouts before their first paint are
 * measured beside it.
 */
const ONE_WORD =
  '<!doctype html><html lang="ar" dir="rtl"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"></head><body><p>مرحبا</p></body></html>';

/**
 * The static copy's server: `html` at `/`, ONE_WORD at `/one-word`, every other request answered by the app
 * (pictures, media).
 */
export async function staticCopy(
  appUrl: string,
): Promise<{ url: string; set(html: string): void; close(): void }> {
  let page = '';
  const server: Server = createServer(async (req, res) => {
    if (req.url === '/' || req.url === '/one-word') {
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' });
      res.end(req.url === '/' ? page : ONE_WORD);
      return;
    }
    const answer = await fetch(`${appUrl}${req.url}`);
    res.writeHead(answer.status, {
      'content-type': answer.headers.get('content-type') ?? 'application/octet-stream',
    });
    res.end(Buffer.from(await answer.arrayBuffer()));
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/`,
    set: (html) => {
      page = html;
    },
    close: () => server.close(),
  };
}

/** The server's page without scripts (the boot script, the JSON seed): what the screen costs as a document. */
export function withoutScripts(html: string): string {
  return html
    .replace(/<script\b[^>]*>[\s\S]*?<\/script>/g, '')
    .replace(/<link rel="modulepreload"[^>]*>/g, '')
    .replace(/<link rel="manifest"[^>]*>/g, '');
}
