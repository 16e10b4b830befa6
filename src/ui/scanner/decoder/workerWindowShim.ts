// Side-effect module: import it before '@ericblade/quagga2'.
//
// Bundlers resolve quagga2 through its package.json "browser" field to dist/quagga.min.js, a webpack UMD bundle whose
// wrapper is `(function (root, factory) { ... })(window, factory)`: it reads the global `window` while the module is
// being evaluated. A dedicated worker has no `window`, so importing quagga2 there throws
// "ReferenceError: window is not defined" before any of our code runs. (Node resolves the package's "main",
// lib/quagga.js, which has no such wrapper, so `node -e "require('@ericblade/quagga2')"` does not show the problem.)
//
// In a worker we point `window` at the worker's global scope, which is what the wrapper wants (a place to hang a
// global if no module system is found; with a bundler it never uses it). quagga2's other `window` uses (camera,
// requestAnimationFrame loop, blob URLs) belong to Quagga.init/start, which the decoder never calls; its readers
// touch no global. On the main thread and in Node nothing is changed.
const scope = globalThis as { window?: unknown; WorkerGlobalScope?: unknown };
if (typeof scope.window === 'undefined' && typeof scope.WorkerGlobalScope !== 'undefined') {
  scope.window = globalThis;
}

export {};
