// First import of entry-server.tsx: the store keeps the diner's session in localStorage and restores it when
// its module loads. The server has no localStorage; a page's worth in memory lets the store load as in a
// browser, its state counted as restored (the session entry's gate shows the page, not its fallback).
const memory = new Map<string, string>();
const storage: Storage = {
  get length() {
    return memory.size;
  },
  clear: () => memory.clear(),
  getItem: (key) => memory.get(key) ?? null,
  key: (index) => [...memory.keys()][index] ?? null,
  removeItem: (key) => void memory.delete(key),
  setItem: (key, value) => void memory.set(key, String(value)),
};
globalThis.localStorage ??= storage;
