import { describe, expect, it } from 'vitest';
import type { Zone } from '../location/cascade';
import { searchZones, zoneLabel } from './search';

const zones: Zone[] = [
  { l1Name: 'Hà Nội', l2Name: 'Đống Đa', l3Name: 'Láng Hạ' },
  { l1Name: 'Hồ Chí Minh', l2Name: 'Quận 1', l3Name: 'Bến Nghé' },
  { l1Name: 'DKI Jakarta', l2Name: 'Jakarta Selatan', l3Name: 'Tebet' },
];

describe('searchZones', () => {
  it('matches every word, ignoring case, accents and order', () => {
    expect(searchZones(zones, 'dong da').map(zoneLabel)).toEqual(['Láng Hạ, Đống Đa, Hà Nội']);
    expect(searchZones(zones, 'ben nghe ho chi minh')).toHaveLength(1);
    expect(searchZones(zones, 'selatan TEBET').map((z) => z.l3Name)).toEqual(['Tebet']);
  });

  it('nothing for a blank query; at most the limit', () => {
    expect(searchZones(zones, '  ')).toEqual([]);
    expect(searchZones(zones, 'a', 2)).toHaveLength(2);
  });
});
