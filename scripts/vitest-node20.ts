// Vitest 5's failure reporter calls Map.groupBy (Node 21+); on Node 20 a failing test would crash the
// reporter instead of printing the failure. Vitest configs import this for its side effect.
const mapWithGroupBy = Map as unknown as { groupBy?: unknown };
if (typeof mapWithGroupBy.groupBy !== 'function') {
  mapWithGroupBy.groupBy = <T, K>(items: Iterable<T>, key: (item: T, index: number) => K) => {
    const groups = new Map<K, T[]>();
    let index = 0;
    for (const item of items) {
      const k = key(item, index++);
      const group = groups.get(k);
      if (group) group.push(item);
      else groups.set(k, [item]);
    }
    return groups;
  };
}
