// The decoder tests run in Vitest's node environment (no DOM: the decoder runs in a worker). The shared
// tests/setup.ts clears localStorage/sessionStorage after every test, which Node 20 does not have, so give it no-op
// stand-ins. Import this first in every decoder test file.
const scope = globalThis as { localStorage?: unknown; sessionStorage?: unknown };
const noopStorage = { clear() {}, getItem: () => null, setItem() {}, removeItem() {}, key: () => null, length: 0 };
if (typeof scope.localStorage === 'undefined') scope.localStorage = noopStorage;
if (typeof scope.sessionStorage === 'undefined') scope.sessionStorage = noopStorage;

export {};
