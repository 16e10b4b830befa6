// `npm start` tells a new user where the simulated API's panel is; the hint must say where the panel is drawn.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

describe('npm start hint', () => {
  it('says where the simulated API panel is drawn: a corner when it floats, else the end of the page', () => {
    const panel = readFileSync('src/sim/DevPanel.tsx', 'utf8');
    const start = readFileSync('scripts/start.mjs', 'utf8');
    const side = /position="fixed"[^>]*\b(left|right)="/.exec(panel)?.[1];
    expect(start).toContain(side ? `the panel at the bottom ${side}` : 'panel at the end of every page');
  });
});
