import { describe, expect, it } from 'vitest';
import { pageSwitchedOff } from '../../../src/kernel/pageSources';
import type { PortalConfig } from '../../../src/kernel/types';

const portal = (extra: Record<string, unknown>) => ({ countries: ['sg'], ...extra }) as unknown as PortalConfig;

describe('a page config/portal.json switches off', () => {
  it('the config studio is on by default and off with configStudio: false', () => {
    expect(pageSwitchedOff('configStudio', portal({}))).toBe(false);
    expect(pageSwitchedOff('configStudio', portal({ configStudio: true }))).toBe(false);
    expect(pageSwitchedOff('configStudio', portal({ configStudio: false }))).toBe(true);
  });
  it('a page without a switch is never off', () => {
    expect(pageSwitchedOff('login', portal({ configStudio: false }))).toBe(false);
    expect(pageSwitchedOff('history', portal({ history: false }))).toBe(false);
  });
});
