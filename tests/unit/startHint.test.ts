// `npm start` tells a new user where the simulated API's panel is; the hint must name the side the panel is on.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

describe('npm start hint', () => {
  it('names the corner where the simulated API panel is drawn', () => {
    const panel = readFileSync('src/sim/DevPanel.tsx', 'utf8');
    const start = readFileSync('scripts/start.mjs', 'utf8');
    const side = /position="fixed"[^>]*\b(left|right)="/.exec(panel)?.[1];
    expect(side).toBeDefined();
    expect(start).toContain(`the panel at the bottom ${side}`);
  });
});
