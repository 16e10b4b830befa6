// Global vitest setup: unmount rendered trees between tests, and give jsdom the browser APIs Chakra UI expects.
import { appendFileSync, mkdirSync } from 'node:fs';
import { afterAll, afterEach } from 'vitest';
import { answeredOperations, takeBrokenAnswers } from '../src/sim/contractTally';
import { cleanup, configure } from '@testing-library/react';

// findBy/waitFor give up after 1 s by default; on a loaded 2-core CI machine a lazily loaded page can take longer.
configure({ asyncUtilTimeout: 5_000 });

// Every answer the node simulator gave in a test keeps the API contract, or the test fails naming the call and the
// JSON path; the operations answered are written for scripts/test.mjs's coverage line.
afterEach(async () => {
  const broken = await takeBrokenAnswers();
  if (broken.length) throw new Error(`The simulator's answers broke the API contract (api/openapi.yaml):\n${broken.join('\n')}`);
});
afterAll(() => {
  const answered = answeredOperations();
  if (!answered.length) return;
  mkdirSync('reports/api-contract', { recursive: true });
  appendFileSync(`reports/api-contract/answered-${process.pid}.txt`, answered.join('\n') + '\n');
});

afterEach(() => {
  cleanup();
  // Node-environment test files (decoder) have no web storage.
  if (typeof localStorage !== 'undefined') localStorage.clear();
  if (typeof sessionStorage !== 'undefined') sessionStorage.clear();
});

if (typeof window !== 'undefined') {
  if (!window.matchMedia) {
    window.matchMedia = (query: string) =>
      ({ matches: false, media: query, onchange: null, addListener() {}, removeListener() {}, addEventListener() {}, removeEventListener() {}, dispatchEvent: () => false }) as MediaQueryList;
  }
  if (!('ResizeObserver' in window)) {
    (window as unknown as { ResizeObserver: unknown }).ResizeObserver = class { observe() {} unobserve() {} disconnect() {} };
  }
  if (!('IntersectionObserver' in window)) {
    (window as unknown as { IntersectionObserver: unknown }).IntersectionObserver = class { observe() {} unobserve() {} disconnect() {} takeRecords() { return []; } };
  }
  window.scrollTo = () => {};
  Element.prototype.scrollTo = () => {};
}
