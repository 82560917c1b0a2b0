// How the web build loads React DOM's client (src/app/react-dom-client.ts; issue 28, docs/decisions.md).
import type { Plugin } from 'vite';

/** Vite's dev server has no require(): there src/app/react-dom-client.ts is served as its `.dev.ts` twin. */
export function reactDomClientInDev(): Plugin {
  return {
    name: 'sufra-react-dom-client-dev',
    apply: 'serve',
    enforce: 'pre',
    resolveId(source, importer, options) {
      if (!source.endsWith('/react-dom-client')) return null;
      return this.resolve(`${source}.dev`, importer, { ...options, skipSelf: true });
    },
  };
}

/**
 * React DOM's CommonJS wrapper as `(function(exports){…})` instead of an arrow: V8 compiles a function that
 * follows an opening parenthesis while the script streams in, off the main thread, where a lazy arrow is
 * compiled when main.tsx first calls it, inside that task (issue 28: 41–66 ms at 4x CPU with the arrow,
 * mostly 19–35 ms with the function, timed in the page). The build fails if Rolldown stops writing the
 * wrapper this way, rather than silently losing it.
 */
export function reactDomCompiledEarly(): Plugin {
  const arrow = 'var require_react_dom_client_production = /* @__PURE__ */ __commonJSMin(((exports) => {';
  let rewritten = false;
  return {
    name: 'sufra-react-dom-compiled-early',
    apply: 'build',
    renderChunk(code) {
      if (!code.includes(arrow)) return null;
      rewritten = true;
      return code.replace(arrow, arrow.replace('((exports) => {', '(function(exports) {'));
    },
    generateBundle() {
      if (!rewritten) this.error(`React DOM's CommonJS wrapper was not found (${arrow})`);
    },
  };
}
