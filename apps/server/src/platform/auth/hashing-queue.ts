import { availableParallelism } from 'node:os';
import { AppError } from '@sufra/domain';

/**
 * At most `concurrent` password hashes at once, at most `waiting` more in line; beyond that the caller
 * is answered 503 SERVICE_UNAVAILABLE at once. scrypt runs on libuv's thread pool (4 threads, shared with
 * file and DNS work) and takes 128 MiB each: an unbounded burst of logins used to starve every other
 * request (issue 9 item 7: the menu went from 10 ms to 9.1 s under 40 login clients).
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

export function createHashingQueue(
  concurrent = HASHING_CONCURRENCY,
  waiting = HASHING_QUEUE_LENGTH,
): HashingQueue {
  let running = 0;
  const queue: (() => void)[] = [];

  const release = () => {
    const next = queue.shift();
    if (next) next();
    else running -= 1;
  };

  return {
    async run(work) {
      if (running >= concurrent) {
        if (queue.length >= waiting) throw new AppError('SERVICE_UNAVAILABLE');
        // The finishing hash hands its slot straight to the next in line (running stays the same).
        await new Promise<void>((resolve) => queue.push(resolve));
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
