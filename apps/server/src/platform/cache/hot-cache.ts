/**
 * One app instance's memory of a hot read (a menu, a table's orders): entries grouped by restaurant, fresh
 * for `maxAgeMs`, dropped at once when the bus says their subject changed (the owner subscribes and calls
 * `invalidate`). The age bound is the safety net for what the bus cannot promise: an event lost while the
 * PostgreSQL listener reconnects, or a writer that publishes nothing.
 *
 * Concurrent misses of one key share one load. A load that was running when its key was invalidated is
 * neither stored nor shared with later callers: it may have read the rows from before the change.
 */
export interface HotCacheOptions {
  maxAgeMs: number;
  /** Bound on entries across groups; the oldest group is forgotten first. */
  maxEntries?: number;
  now?: () => number;
}

interface Entry<V> {
  value: V;
  loadedAt: number;
}

interface Load<V> {
  promise: Promise<V>;
  cancelled: boolean;
}

export class HotCache<V> {
  private readonly groups = new Map<string, Map<string, Entry<V>>>();
  private readonly loads = new Map<string, Load<V>>();
  private size = 0;
  private readonly now: () => number;
  private readonly maxEntries: number;

  constructor(private readonly options: HotCacheOptions) {
    this.now = options.now ?? Date.now;
    this.maxEntries = options.maxEntries ?? 10_000;
  }

  /**
   * The fresh value, or `load(stale)`'s (the expired value, if any, lets a loader keep what has not
   * changed). A load that throws stores nothing and its error reaches every caller that shared it.
   */
  get(group: string, key: string, load: (stale: V | undefined) => Promise<V>): V | Promise<V> {
    const entry = this.groups.get(group)?.get(key);
    if (entry && this.fresh(entry)) return entry.value;
    const id = `${group}\u0000${key}`;
    const running = this.loads.get(id);
    if (running) return running.promise;
    const started = this.now();
    const current: Load<V> = { promise: Promise.resolve(undefined as V), cancelled: false };
    current.promise = load(entry?.value).then(
      (value) => {
        if (this.loads.get(id) === current) this.loads.delete(id);
        if (!current.cancelled) this.store(group, key, { value, loadedAt: started });
        return value;
      },
      (err: unknown) => {
        if (this.loads.get(id) === current) this.loads.delete(id);
        this.forget(group, key);
        throw err;
      },
    );
    this.loads.set(id, current);
    return current.promise;
  }

  /** The fresh value, if there is one; never loads (a fast read's look before Fastify's route asks `get`). */
  peek(group: string, key: string): V | undefined {
    const entry = this.groups.get(group)?.get(key);
    return entry && this.fresh(entry) ? entry.value : undefined;
  }

  /** Forgets the group's entries whose key `matches` (all of them without it), and cancels their loads. */
  invalidate(group: string, matches?: (key: string) => boolean): void {
    const entries = this.groups.get(group);
    if (entries) {
      for (const key of [...entries.keys()]) if (!matches || matches(key)) this.forget(group, key);
    }
    const prefix = `${group}\u0000`;
    for (const [id, load] of this.loads) {
      if (!id.startsWith(prefix) || (matches && !matches(id.slice(prefix.length)))) continue;
      load.cancelled = true;
      this.loads.delete(id);
    }
  }

  clear(): void {
    this.groups.clear();
    for (const load of this.loads.values()) load.cancelled = true;
    this.loads.clear();
    this.size = 0;
  }

  private fresh(entry: Entry<V>): boolean {
    return this.now() - entry.loadedAt < this.options.maxAgeMs;
  }

  private store(group: string, key: string, entry: Entry<V>): void {
    let entries = this.groups.get(group);
    if (!entries) {
      entries = new Map();
      this.groups.set(group, entries);
    }
    if (!entries.has(key)) this.size += 1;
    entries.set(key, entry);
    while (this.size > this.maxEntries) {
      const [oldest] = this.groups.keys();
      if (oldest === undefined) break;
      this.invalidate(oldest);
    }
  }

  private forget(group: string, key: string): void {
    const entries = this.groups.get(group);
    if (!entries?.delete(key)) return;
    this.size -= 1;
    if (entries.size === 0) this.groups.delete(group);
  }
}
