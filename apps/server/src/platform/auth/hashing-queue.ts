import { availableParallelism } from 'node:os';
import { AppError } from '@sufra/domain';

/**
 * At most `concurrent` password hashes at once, at most `waiting` more in line, each for at most
 * `maxWaitMs`; beyond that the caller is answered 503 SERVICE_UNAVAILABLE with Retry-After. scrypt runs on
 * libuv's thread pool (4 threads, shared with file and DNS work) and takes 128 MiB each: an unbounded burst
 * of logins used to starve every other request (issue 9 item 7: the menu went from 10 ms to 9.1 s under 40
 * login clients).
 */
export interface HashingQueue {
  run<T>(work: () => Promise<T>): Promise<T>;
  /** Hashes running and waiting (tests, health). */
  load(): { running: number; waiting: number };
}

/**
 * One core always stays with the event loop (menus, orders): at most cores - 1 hashes at once, at most 2
 * (and at least 1). On a 2-core server that is one hash at a time, ~0.5 s each.
 */
export const HASHING_CONCURRENCY = Math.max(1, Math.min(2, availableParallelism() - 1));
/** A person signing in waits behind at most a few others (a few hundred ms each), never a flood. */
export const HASHING_QUEUE_LENGTH = 8;
/**
 * The longest a request waits in line for its hash. The queue's length bounds the wait only while each
 * hash takes its usual half second; on a loaded machine one sign-in waited 92.7 s (issue 25 item 17).
 * Past this the person is told to try again shortly, which they can act on.
 */
const HASHING_MAX_WAIT_MS = 10_000;
/** What a refused caller is told to wait (Retry-After): about one full queue's worth of hashes. */
export const HASHING_RETRY_AFTER_SECONDS = 5;

function busy(): AppError {
  return new AppError('SERVICE_UNAVAILABLE', { seconds: HASHING_RETRY_AFTER_SECONDS });
}

export function createHashingQueue(
  concurrent = HASHING_CONCURRENCY,
  waiting = HASHING_QUEUE_LENGTH,
  maxWaitMs = HASHING_MAX_WAIT_MS,
): HashingQueue {
  let running = 0;
  const queue: (() => void)[] = [];

  const release = () => {
    const next = queue.shift();
    if (next) next();
    else running -= 1;
  };

  /** Waits for a slot; rejects (and leaves the line) after maxWaitMs. */
  const waitForSlot = () =>
    new Promise<void>((resolve, reject) => {
      const start = () => {
        clearTimeout(timer);
        resolve();
      };
      const timer = setTimeout(() => {
        const at = queue.indexOf(start);
        if (at >= 0) queue.splice(at, 1);
        reject(busy());
      }, maxWaitMs);
      queue.push(start);
    });

  return {
    async run(work) {
      if (running >= concurrent) {
        if (queue.length >= waiting) throw busy();
        // The finishing hash hands its slot straight to the next in line (running stays the same).
        await waitForSlot();
      } else {
        running += 1;
      }
      try {
        return await work();
      } finally {
        release();
      }
    },
    load: () => ({ running, waiting: queue.length }),
  };
}
