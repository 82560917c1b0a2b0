/**
 * A background loop whose rounds never overlap: the timer's rounds and any `run()` a caller asks for
 * share one promise chain, so a round always waits for the one before it (the outbox worker and the
 * payment sweeper rely on that to act on each row once per instance).
 */
export interface SerialLoop {
  /** `fn` after the round in progress, if any (also while the loop is stopped). */
  run<T>(fn: () => Promise<T>): Promise<T>;
  /** Stops the timer and waits for the round in progress. */
  stop(): Promise<void>;
}

export function startSerialLoop(options: {
  round: () => Promise<unknown>;
  intervalMs: number;
  /** The first round at once (true) or after one interval (false). */
  startNow: boolean;
  onError: (err: unknown) => void;
}): SerialLoop {
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let chain: Promise<unknown> = Promise.resolve();

  const run = <T>(fn: () => Promise<T>): Promise<T> => {
    const next = chain.then(fn, fn);
    chain = next.catch(() => {});
    return next;
  };

  const tick = async () => {
    if (stopped) return;
    try {
      await run(options.round);
    } catch (err) {
      options.onError(err);
    }
    if (!stopped) timer = setTimeout(tick, options.intervalMs);
  };
  if (options.startNow) void tick();
  else timer = setTimeout(tick, options.intervalMs);

  return {
    run,
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await chain;
    },
  };
}
