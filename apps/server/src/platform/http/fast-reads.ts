import { randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { FastifyBaseLogger, FastifyServerFactory, FastifyServerOptions } from 'fastify';
import type { ContentCoding } from './content-coding';
import { etagMatches } from './etag';

declare module 'fastify' {
  interface FastifyInstance {
    /** Where a module adds a hot read answered before routing (the app's server asks them first). */
    fastReads: FastReads;
  }
}

/** What a fast read sends: the route's own status, headers and body (the platform adds the rest). */
export interface FastAnswer {
  status: 200 | 304;
  /** Lower-case names. The request id, the API's security headers and Content-Length are added. */
  headers: Readonly<Record<string, string>>;
  /** Absent for a 304. */
  body?: Buffer | string;
}

/**
 * One hot read's answer from this instance's memory, for `url` (path and query as sent), or undefined to
 * leave the request to Fastify. It must answer only what its Fastify route would answer the same way
 * right now, and only for URLs that route would accept as they are: anything unusual goes to Fastify.
 */
export type FastRead = (url: string, req: IncomingMessage) => FastAnswer | undefined;

/**
 * A cached entry's answers, one per variant of the request (its Accept-Encoding, or a revalidation), made
 * on first use and sent as they are after that: a fast read allocates nothing per request. An entry
 * dropped from its cache takes its answers with it (a WeakMap). Odd variants beyond a few are not kept.
 */
export class AnswerMemo<Entry extends object> {
  readonly #byEntry = new WeakMap<Entry, Map<string, FastAnswer>>();

  get(entry: Entry, variant: string, make: () => FastAnswer): FastAnswer {
    let answers = this.#byEntry.get(entry);
    if (!answers) {
      answers = new Map();
      this.#byEntry.set(entry, answers);
    }
    let answer = answers.get(variant);
    if (!answer) {
      answer = make();
      if (answers.size < MEMO_VARIANTS) answers.set(variant, answer);
    }
    return answer;
  }
}

/** Browsers send one or two Accept-Encoding headers each; a handful covers every phone at a table. */
const MEMO_VARIANTS = 8;

/** The variant of a revalidation (If-None-Match matched): no Accept-Encoding header is this string. */
export const NOT_MODIFIED = '\u0000304';

/** What a cached JSON read's route sends for an entry: its headers, and its body for a request. */
export interface CachedJsonRoute<Entry> {
  /** ETag, Cache-Control and the like; Content-Type, and Vary and Content-Encoding when coded, are added. */
  headers(entry: Entry): Record<string, string>;
  /** The body for the request's Accept-Encoding, and its coding (null: sent as it is). */
  encode(entry: Entry, req: IncomingMessage): { coding: ContentCoding | null; payload: Buffer | string };
}

/**
 * A cached JSON body's answers as its route sends them (the menu, the table's poll): 304 when If-None-Match
 * names the entry's tag, else the body in the coding the request prefers. Made once per entry and variant.
 */
export class CachedJsonAnswers<Entry extends { etag: string }> {
  readonly #memo = new AnswerMemo<Entry>();

  constructor(private readonly route: CachedJsonRoute<Entry>) {}

  answer(entry: Entry, req: IncomingMessage): FastAnswer {
    if (etagMatches(req.headers['if-none-match'], entry.etag))
      return this.#memo.get(entry, NOT_MODIFIED, () => ({ status: 304, headers: this.route.headers(entry) }));
    return this.#memo.get(entry, req.headers['accept-encoding'] ?? '', () => {
      const { coding, payload } = this.route.encode(entry, req);
      const type = { ...this.route.headers(entry), 'content-type': 'application/json; charset=utf-8' };
      return {
        status: 200,
        headers: coding ? { ...type, vary: 'accept-encoding', 'content-encoding': coding } : type,
        body: payload,
      };
    });
  }
}

/**
 * The diner's hot reads (the table's poll, the menu, health) answered before Fastify routes them, when
 * the answer is already in memory. Fastify's per-request work (its request and reply objects, the hooks,
 * the zod check of params and query, the logger) was half of what these reads cost against the same
 * bytes sent by a bare route (bench/http.ts); a read that hits the cache needs none of it. A miss, a write,
 * a HEAD, a URL in any other form, and every request while requests are logged go to Fastify, so the
 * answers' contract, their errors and the access log stay Fastify's (fast-reads.test.ts checks that an
 * answer from here is the one Fastify gave, header for header).
 */
export class FastReads {
  readonly #reads: FastRead[] = [];
  readonly #common: [string, string][];
  readonly #heads = new WeakMap<FastAnswer, string[]>();
  /** Set by `attach`: until the app's logger is known, everything goes to Fastify. */
  #log: FastifyBaseLogger | undefined;
  #answered = 0;

  /** `apiHeaders`: the security headers of every answer under /api/ (security.ts). */
  constructor(apiHeaders: Readonly<Record<string, string>>) {
    this.#common = Object.entries(apiHeaders);
  }

  /**
   * The app's logger: where a read's fault is reported, and whether to answer at all. While Fastify logs
   * every request ("incoming request", "request completed" at info), only Fastify answers.
   */
  attach(log: FastifyBaseLogger): void {
    // Fastify's logger is pino's, which says whether a level writes (its type here does not).
    const pino = log as FastifyBaseLogger & { isLevelEnabled(level: string): boolean };
    this.#log = pino.isLevelEnabled('info') ? undefined : log;
  }

  add(read: FastRead): void {
    this.#reads.push(read);
  }

  /** How many requests were answered here (tests, and a bench that wants to know it measured this). */
  get answered(): number {
    return this.#answered;
  }

  /** Answers `req` if one of the reads can; false leaves it to Fastify. */
  answer(req: IncomingMessage, res: ServerResponse): boolean {
    const log = this.#log;
    if (!log || req.method !== 'GET') return false;
    const url = req.url;
    if (url === undefined || !url.startsWith('/api/')) return false;
    for (const read of this.#reads) {
      let answer: FastAnswer | undefined;
      try {
        answer = read(url, req);
      } catch (err) {
        // A read's fault must not cost the request (a throw here would be the server's 'request' event's):
        // Fastify's route answers it, and the fault is logged.
        log.error({ err }, 'a fast read failed; Fastify answered the request');
        return false;
      }
      if (!answer) continue;
      this.#send(res, answer);
      return true;
    }
    return false;
  }

  /**
   * A flat list of names and values: Node checks each once and builds the head in one go. Content-Length
   * is given (as Fastify does), or Node would send the body chunked. All but the request id is the same
   * every time an answer is sent: kept with the answer.
   */
  #send(res: ServerResponse, answer: FastAnswer): void {
    this.#answered += 1;
    let rest = this.#heads.get(answer);
    if (!rest) {
      rest = this.#common.flat();
      for (const name in answer.headers) rest.push(name, answer.headers[name] as string);
      if (answer.body !== undefined) rest.push('content-length', String(Buffer.byteLength(answer.body)));
      this.#heads.set(answer, rest);
    }
    res.writeHead(answer.status, ['x-request-id', randomUUID(), ...rest]);
    res.end(answer.body);
  }

  /**
   * Fastify's `serverFactory`: the HTTP server Fastify would make (its timeouts as Fastify sets them, see
   * fastify/lib/server.js), asking the fast reads first.
   */
  readonly serverFactory: FastifyServerFactory = (handler, options) => {
    const server: Server = createServer((req, res) => {
      if (!this.answer(req, res)) handler(req, res);
    });
    applyFastifyTimeouts(server, options);
    return server;
  };
}

function applyFastifyTimeouts(server: Server, options: FastifyServerOptions): void {
  if (options.keepAliveTimeout !== undefined) server.keepAliveTimeout = options.keepAliveTimeout;
  if (options.requestTimeout !== undefined) server.requestTimeout = options.requestTimeout;
  server.setTimeout(options.connectionTimeout ?? 0);
  if (options.maxRequestsPerSocket) server.maxRequestsPerSocket = options.maxRequestsPerSocket;
}
