import type { FastifyReply, FastifyRequest } from 'fastify';
import type { HubStream, StreamHub, StreamScope } from './stream-hub';
import type { StreamLimits } from './stream-limits';

export const HEARTBEAT_MS = 25_000;
/** The EventSource reconnect delay we ask browsers for. */
const RETRY_MS = 3_000;
/** A client this far behind is not reading: drop it rather than buffer without bound. */
const MAX_BUFFERED_BYTES = 1_000_000;

export interface SseOptions {
  heartbeatMs?: number;
  retryMs?: number;
  /** How often a stream's proof is asked again as the safety net (default SAFETY_NET_RECHECK_MS). */
  revalidateMs?: number;
  /** Open-stream caps (default STREAM_LIMITS, or the SSE_MAX_STREAMS_* settings; tests lower them). */
  limits?: StreamLimits;
  /** Called at every proof check after the opening one (benches count the re-checks' database load). */
  onRecheck?: () => void;
}

/**
 * The periodic proof re-check is only the safety net: what withdraws access on purpose (a rotated QR hash,
 * a suspended restaurant, a revoked session) announces it on the bus, and every instance ends or re-checks
 * the streams concerned at once (access-events.ts). The net catches what no event says: a lost NOTIFY (the
 * listener reconnecting), a crash between a commit and its publish. Every 10 s it was the largest database
 * load of the peak (docs/scaling.md: 72,000 checks/s); every 120 s it is a twelfth of that.
 */
export const SAFETY_NET_RECHECK_MS = 120_000;

/** An open stream of the app: shutdown ends it, the app's one heartbeat timer pings it. */
interface OpenStream {
  end(): void;
  ping(): void;
}
/** Open streams of one app, so shutdown can end them (an open response would keep server.close waiting). */
export type StreamRegistry = Set<OpenStream>;

/** The proof a stream was opened with, and what may withdraw it. */
export interface StreamProof {
  /** Streams opened with the same proof share its checks (the phones of one table with its hash). */
  key: string;
  /** Whether the proof still opens the stream; false, or a failed check, ends every stream of the key. */
  stillAllowed: () => Promise<boolean>;
  /**
   * The bus's words for what may withdraw it (access-events.ts): `table:R:T` (its QR hash rotated),
   * `restaurant:R` (suspended), `session:S` (revoked, signed out, a new password).
   */
  topics: readonly string[];
  /** When the proof lapses by itself (a session's expiry): its streams end then without asking. */
  expiresAt?: Date | undefined;
  /** proofChecks.mark() taken before the opening check: an event heard since then is asked again at once. */
  since: number;
}

interface ProofGroup {
  proof: StreamProof;
  ends: Set<() => void>;
  timers: NodeJS.Timeout[];
}

/**
 * The open streams' proofs, each shared by the streams opened with it (the phones of one table with its
 * hash, the tabs of one staff session): one database check per proof every `everyMs` (the safety net), and
 * at once when the bus says its topic changed (`recheck`), or no check at all when the bus says it is gone
 * (`end`).
 */
export class ProofChecks {
  private readonly groups = new Map<string, ProofGroup>();
  private readonly byTopic = new Map<string, Set<string>>();
  /** Access events heard so far (see StreamProof.since). */
  private heard = 0;

  constructor(
    private readonly everyMs: number,
    private readonly onCheck?: () => void,
  ) {}

  /** Taken before a stream's opening check: compare with `join`'s to know whether an event came between. */
  mark(): number {
    return this.heard;
  }

  /** Joins `end` to the proof's group (the first stream's check stands for all); returns the leave function. */
  join(proof: StreamProof, end: () => void): () => void {
    let group = this.groups.get(proof.key);
    if (!group) {
      const timers = [setInterval(() => this.check(proof.key), this.everyMs)];
      if (proof.expiresAt) {
        // Timers take at most 2^31-1 ms (24.8 days); a proof lasting longer is left to the re-check.
        const ms = Math.max(0, proof.expiresAt.getTime() - Date.now());
        if (ms < 2 ** 31 - 1) timers.push(setTimeout(() => this.endAll(proof.key), ms));
      }
      for (const timer of timers) timer.unref();
      group = { proof, ends: new Set(), timers };
      this.groups.set(proof.key, group);
      for (const topic of proof.topics) {
        const keys = this.byTopic.get(topic);
        if (keys) keys.add(proof.key);
        else this.byTopic.set(topic, new Set([proof.key]));
      }
    }
    group.ends.add(end);
    // The bus spoke between this stream's opening check and now: that check may have read the old state.
    if (proof.since !== this.heard) this.check(proof.key);
    return () => {
      const g = this.groups.get(proof.key);
      if (!g?.ends.delete(end) || g.ends.size > 0) return;
      this.drop(proof.key, g);
    };
  }

  /** The bus says the proofs under `topic` may no longer hold: each is asked now, once. */
  recheck(topic: string): void {
    this.heard += 1;
    for (const key of [...(this.byTopic.get(topic) ?? [])]) this.check(key);
  }

  /** The bus says the proofs under `topic` are gone (a revoked session): their streams end, nothing asked. */
  end(topic: string): void {
    this.heard += 1;
    for (const key of [...(this.byTopic.get(topic) ?? [])]) this.endAll(key);
  }

  /** Open proofs (tests, benches). */
  get size(): number {
    return this.groups.size;
  }

  private check(key: string): void {
    const group = this.groups.get(key);
    if (!group) return;
    this.onCheck?.();
    group.proof.stillAllowed().then(
      (allowed) => allowed || this.endAll(key),
      () => this.endAll(key),
    );
  }

  private endAll(key: string): void {
    for (const end of [...(this.groups.get(key)?.ends ?? [])]) end();
  }

  private drop(key: string, group: ProofGroup): void {
    for (const timer of group.timers) clearTimeout(timer);
    this.groups.delete(key);
    for (const topic of group.proof.topics) {
      const keys = this.byTopic.get(topic);
      if (keys?.delete(key) && keys.size === 0) this.byTopic.delete(topic);
    }
  }
}

export interface StreamDeps {
  hub: StreamHub;
  registry: StreamRegistry;
  checks: ProofChecks;
  options?: SseOptions | undefined;
}

/**
 * Turns the request into a Server-Sent Events stream of the bus events its `scope` hears (stream-hub.ts).
 * The reply is hijacked (no compression, no serialiser), so the headers already set on it (security
 * headers, request id) are copied by hand. The app's heartbeat writes a comment line every `heartbeatMs`
 * so proxies do not close an idle stream.
 */
export function streamEvents(
  req: FastifyRequest,
  reply: FastifyReply,
  deps: StreamDeps,
  scope: StreamScope,
  /**
   * Whether the caller may still listen (issue 9 item 9): asked when the bus says the proof's topic changed
   * and every `revalidateMs` as the safety net; false, or a failed check, ends the stream, and the client's
   * reconnect then meets the route's own checks again (a 403 or 401 that EventSource does not retry).
   */
  proof?: StreamProof,
): void {
  const { hub, registry } = deps;
  const res = reply.raw;
  reply.hijack();
  const isHead = req.method === 'HEAD';
  res.writeHead(200, {
    ...(reply.getHeaders() as Record<string, string>),
    'content-type': 'text/event-stream; charset=utf-8',
    'cache-control': 'no-cache, no-transform',
    // HEAD has no body to wait for: it answers at once (it used to hold the connection like a stream).
    connection: isHead ? 'close' : 'keep-alive',
    // nginx and similar proxies buffer responses unless told not to.
    'x-accel-buffering': 'no',
  });
  if (isHead) {
    res.end();
    return;
  }
  res.write(`retry: ${deps.options?.retryMs ?? RETRY_MS}\n: connected\n\n`);

  let ended = false;
  const write = (chunk: string) => {
    if (ended) return;
    if (res.writableLength > MAX_BUFFERED_BYTES) return end();
    res.write(chunk);
  };
  const hubStream: HubStream = { send: write };
  const leaveHub = hub.add(scope, hubStream);
  const leaveCheck = proof ? deps.checks.join(proof, end) : undefined;
  const open: OpenStream = { end, ping: () => write(': ping\n\n') };

  function end() {
    if (ended) return;
    ended = true;
    leaveHub();
    leaveCheck?.();
    registry.delete(open);
    if (!res.writableEnded) res.end();
  }
  registry.add(open);
  req.raw.on('close', end);
  res.on('close', end);
  res.on('error', end);
}
