import { describe, expect, it } from 'vitest';
import { autoComplete, derivedFrom, optionsFor, parseZones, pickLevel, pickZone, type CascadeValue, type LevelField, type Zone } from './cascade';

const LEVELS: LevelField[] = [{ level: 1, field: 'state' }, { level: 2, field: 'city' }, { level: 3, field: 'district' }];
const z = (l1Name: string, l2Name: string, l3Name: string, latitude: number, longitude: number, extra: Partial<Zone> = {}): Zone =>
  ({ l1Name, l2Name, l3Name, latitude, longitude, ...extra });
const ZONES: Zone[] = [
  z('Metro Manila', 'Makati', 'Poblacion', 14.565, 121.03),
  z('Metro Manila', 'Makati', 'Bel-Air', 14.56, 121.027),
  z('Metro Manila', 'Taguig', 'Fort Bonifacio', 14.5509, 121.0503, { l1Id: 'L1-MM', billingZone: 'NCR' }),
  z('Cebu', 'Cebu City', 'Lahug', 10.332, 123.899),
];
const empty: CascadeValue = {
  state: '', city: '', district: '', lat: null, lng: null, postCode: '', l1_id: '', l2_id: '', l3_id: '', billing_zone: '', billing_zone_metadata: '',
};

describe('optionsFor', () => {
  it('lists a level once its parents are picked, in table order, without duplicates', () => {
    expect(optionsFor(ZONES, LEVELS, 1, empty)).toEqual(['Metro Manila', 'Cebu']);
    expect(optionsFor(ZONES, LEVELS, 2, empty)).toEqual([]);
    expect(optionsFor(ZONES, LEVELS, 2, { ...empty, state: 'metro manila' })).toEqual(['Makati', 'Taguig']);
    expect(optionsFor(ZONES, LEVELS, 3, { ...empty, state: 'Metro Manila', city: 'Makati' })).toEqual(['Poblacion', 'Bel-Air']);
  });
});

describe('pickLevel', () => {
  it('clears the levels below and the old coordinates', () => {
    const before = { ...empty, state: 'Metro Manila', city: 'Makati', district: 'Poblacion', lat: 14.565, lng: 121.03 };
    expect(pickLevel(ZONES, LEVELS, 2, 'Taguig', before)).toMatchObject({
      city: 'Taguig', district: 'Fort Bonifacio', lat: 14.5509, lng: 121.0503, l1_id: 'L1-MM', billing_zone: 'NCR',
    });
    expect(pickLevel(ZONES, LEVELS, 1, 'Metro Manila', before)).toMatchObject({ city: '', district: '', lat: null, lng: null });
  });

  it('auto-selects every level below that has a single option', () => {
    expect(pickLevel(ZONES, LEVELS, 1, 'Cebu', empty)).toMatchObject({ state: 'Cebu', city: 'Cebu City', district: 'Lahug', lat: 10.332, lng: 123.899 });
  });

  it('never carries other fields', () => {
    const withName = { ...empty, name: 'Ana' };
    expect(Object.keys(pickLevel(ZONES, LEVELS, 1, 'Cebu', withName))).not.toContain('name');
  });
});

describe('autoComplete', () => {
  it('fills a single option and the coordinates of a complete pick; null when nothing changes', () => {
    expect(autoComplete([ZONES[3]!], LEVELS, empty)).toMatchObject({ state: 'Cebu', city: 'Cebu City', district: 'Lahug', lat: 10.332 });
    expect(autoComplete(ZONES, LEVELS, empty)).toBeNull();
    const filled = { ...empty, state: 'Cebu', city: 'Cebu City', district: 'Lahug' };
    expect(autoComplete(ZONES, LEVELS, filled)).toEqual({ lat: 10.332, lng: 123.899 });
    expect(autoComplete(ZONES, LEVELS, { ...filled, lat: 10.332, lng: 123.899 })).toBeNull();
  });

  it('leaves a location the table does not know alone (a saved consignee from elsewhere), its coordinates too', () => {
    expect(autoComplete(ZONES, LEVELS, { ...empty, state: 'Bohol', city: 'Tagbilaran', district: 'Cogon' })).toBeNull();
    expect(autoComplete(ZONES, LEVELS, { ...empty, state: 'Bohol', city: 'Tagbilaran', district: 'Cogon', lat: 9.65, lng: 123.85 })).toBeNull();
  });
});

describe('derivedFrom and pickZone', () => {
  it('fills a zone postcode only when none was typed', () => {
    const zones = [z('A', 'B', 'C', 1, 2, { postcode: '1234' })];
    const picked = { ...empty, state: 'A', city: 'B', district: 'C' };
    expect(derivedFrom(zones, LEVELS, picked).postCode).toBe('1234');
    expect(derivedFrom(zones, LEVELS, { ...picked, postCode: '9999' }).postCode).toBeUndefined();
  });

  it('a whole zone at once', () => {
    expect(pickZone(ZONES, LEVELS, ZONES[1]!, empty)).toMatchObject({ state: 'Metro Manila', city: 'Makati', district: 'Bel-Air', lat: 14.56 });
  });
});

describe('parseZones', () => {
  it('keeps rows with the three names and drops the rest', () => {
    expect(parseZones([{ l1Name: 'A', l2Name: 'B', l3Name: 'C' }, { l1Name: 'A' }, null, 'x'])).toHaveLength(1);
    expect(parseZones({ data: [] })).toEqual([]);
  });
});
