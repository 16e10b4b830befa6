import { onTestFinished, vi } from 'vitest';

/**
 * jsdom has no layout: it answers every media query no. The shell draws its desktop menu column only where a
 * `min-width` query up to this width matches, so a test of that column says the screen is this wide (for the test).
 */
export function desktopWidth(width = 1280): void {
  const spy = vi.spyOn(window, 'matchMedia').mockImplementation((query: string) => {
    const min = /\(min-width:\s*(\d+)px\)/.exec(query);
    const matches = min ? Number(min[1]) <= width : false;
    return { matches, media: query, onchange: null, addListener() {}, removeListener() {}, addEventListener() {}, removeEventListener() {}, dispatchEvent: () => false } as MediaQueryList;
  });
  onTestFinished(() => spy.mockRestore());
}
