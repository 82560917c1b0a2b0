/**
 * wouter imports useSyncExternalStore from `use-sync-external-store/shim`, a CommonJS polyfill for
 * React before 18 that defers to React's own hook anyway. Vite resolves the shim to this module in the
 * app build (vite.config.ts): React 19's hook, without the polyfill and its CommonJS wrapper.
 */
export { useSyncExternalStore } from 'react';
