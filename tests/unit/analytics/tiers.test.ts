import { describe, expect, it } from 'vitest';
import { progressPercent, standing, tierRanges, type TierDef } from '../../../src/plugins/analytics/model/tiers';

const metal: TierDef[] = [
  { id: 'gold', labelId: 'analytics.tier.gold', from: 501, color: '#b8860b' },
  { id: 'silver', labelId: 'analytics.tier.silver', from: 0, color: '#888' },
  { id: 'platinum', labelId: 'analytics.tier.platinum', from: 1251, color: '#555' },
];
const gem: TierDef[] = [
  { id: 'emerald', labelId: 'analytics.tier.emerald', from: 0, color: '#0a0' },
  { id: 'ruby', labelId: 'analytics.tier.ruby', from: 13_001, color: '#a00' },
  { id: 'diamond', labelId: 'analytics.tier.diamond', from: 26_001, color: '#0af' },
];

describe('tier ranges (the modal table)', () => {
  it('start-end ranges, lowest first, the highest open-ended', () => {
    expect(tierRanges(metal).map((t) => [t.id, t.from, t.to])).toEqual([['silver', 0, 500], ['gold', 501, 1250], ['platinum', 1251, null]]);
    expect(tierRanges(gem).map((t) => [t.id, t.from, t.to])).toEqual([['emerald', 0, 13_000], ['ruby', 13_001, 26_000], ['diamond', 26_001, null]]);
  });
});

describe('standing at the boundaries', () => {
  const at = (tiers: TierDef[], v: number) => {
    const s = standing(tiers, v);
    return s && { tier: s.tier.id, next: s.next?.id ?? null, left: s.left, percent: Math.round(s.percent * 100) / 100 };
  };
  it('500 is silver with 1 left; 501 is gold with 750 left', () => {
    expect(at(metal, 500)).toEqual({ tier: 'silver', next: 'gold', left: 1, percent: 99.8 });
    expect(at(metal, 501)).toEqual({ tier: 'gold', next: 'platinum', left: 750, percent: 40.05 });
  });
  it('1,250 is gold with 1 left; 1,251 is platinum, the top: nothing left, 100 %', () => {
    expect(at(metal, 1250)).toEqual({ tier: 'gold', next: 'platinum', left: 1, percent: 99.92 });
    expect(at(metal, 1251)).toEqual({ tier: 'platinum', next: null, left: 0, percent: 100 });
    expect(at(metal, 90_000)).toEqual({ tier: 'platinum', next: null, left: 0, percent: 100 });
  });
  it('13,000 is emerald, 13,001 ruby; 26,000 ruby, 26,001 diamond', () => {
    expect(at(gem, 13_000)).toMatchObject({ tier: 'emerald', next: 'ruby', left: 1 });
    expect(at(gem, 13_001)).toMatchObject({ tier: 'ruby', next: 'diamond', left: 13_000 });
    expect(at(gem, 26_000)).toMatchObject({ tier: 'ruby', next: 'diamond', left: 1 });
    expect(at(gem, 26_001)).toEqual({ tier: 'diamond', next: null, left: 0, percent: 100 });
  });
  it('0 parcels: the lowest tier, 0 %', () => {
    expect(at(metal, 0)).toEqual({ tier: 'silver', next: 'gold', left: 501, percent: 0 });
  });
  it('a variant with no tier has no standing', () => {
    expect(standing([], 10)).toBeNull();
  });
});

describe('progress is capped at 100', () => {
  it('never above 100 nor below 0', () => {
    expect(progressPercent(2000, 1251)).toBe(100);
    expect(progressPercent(1251, 1251)).toBe(100);
    expect(progressPercent(-5, 501)).toBe(0);
    expect(progressPercent(250, 500)).toBe(50);
  });
});
