/**
 * Which orders just arrived: the ids of this read that the previous read did not have. The first read
 * announces nothing (everything on it was already there before the screen opened).
 */
export function arrivedIds(previous: ReadonlySet<string> | null, current: readonly string[]): string[] {
  if (previous === null) return [];
  return current.filter((id) => !previous.has(id));
}
