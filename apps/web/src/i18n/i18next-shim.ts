/**
 * react-i18next's one import from i18next (a key written as a selector function, `t($ => $.a.b)`).
 * Vite resolves `i18next` to this module in the app build (vite.config.ts), so i18next itself is
 * never bundled; Sufra writes keys as strings, but selectors keep working.
 */
export function keyFromSelector(selector: (path: unknown) => unknown): string {
  const path: string[] = [];
  const proxy: unknown = new Proxy(
    {},
    {
      get: (_target, key) => {
        path.push(String(key));
        return proxy;
      },
    },
  );
  selector(proxy);
  return path.join('.');
}
