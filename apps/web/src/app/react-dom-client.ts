// React DOM's module is CommonJS, which the bundle wraps in a function run on the first import: a static import
// would run its 200 KB of top-level code while the entry evaluates, in a first scan's longest task (issue 28).
// Asked for with require(), the bundler keeps the wrapper and runs it where it is called: main.tsx calls it in a
// task of its own. Imported by main.tsx just after React, so the bundle keeps React DOM's code beside React's
// (its place in the file decides how well the entry compresses: elsewhere it cost 0.35 KB of gzip). Vite's dev
// server, which has no require(), serves react-dom-client.dev.ts in its place (vite.config.ts).
declare const require: (id: 'react-dom/client') => typeof import('react-dom/client');

export const reactDomClient = () => require('react-dom/client');
