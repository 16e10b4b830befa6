// The problems the new-order page checks on Create (hooks/useParcelProblems.ts), with the real sg config: a parcel
// whose saved-consignee list is on screen is refused until a consignee is picked (part 1 §5 'please select an item').
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { CountryConfig } from '../../../src/kernel';
import type { OrderForms } from '../../../src/plugins/orders/forms/kinds';
import { hasProblems, otherIdsOf, parcelProblems, type ProblemContext } from '../../../src/plugins/orders/hooks/useParcelProblems';
import { newParcel, type ParcelForm } from '../../../src/plugins/orders/model/parcel';
import { emptyPack, emptyRecipient, type RecipientValue } from '../../../src/plugins/orders/model/recipient';

const read = <T>(path: string) => JSON.parse(readFileSync(path, 'utf8')) as T;
const SG: ProblemContext = {
  countryCode: 'sg',
  country: read<CountryConfig>('config/countries/sg.json'),
  flags: {},
  forms: read<OrderForms>('config/forms/sg.json'),
};

/** A post parcel that can be sent: weight, delivery type and a whole Singapore recipient. */
function readyParcel(recipient: Partial<RecipientValue> = {}): ParcelForm {
  const p = newParcel('POST', ['STANDARD']);
  return {
    ...p, weight: '1.5', deliveryType: 'STANDARD',
    recipient: {
      ...emptyRecipient(), contact: '81234502', name: 'Ahmad bin Ismail', postCode: '521201', state: 'East', city: 'Tampines',
      district: 'Tampines East', address: '1 Tampines Street', lat: 1.3546, lng: 103.954, ...recipient,
    },
  };
}

describe('parcel problems on Create', () => {
  it('a filled-in parcel has none, with or without a saved-consignee pick when no list is shown', () => {
    expect(hasProblems(parcelProblems(readyParcel(), [], SG))).toBe(false);
    expect(hasProblems(parcelProblems(readyParcel({ consigneeInfoId: 11 }), [], SG))).toBe(false);
  });

  it('the saved-consignee list on screen and nothing picked: refused with "please select an item" on that field', () => {
    const problems = parcelProblems(readyParcel(), [], SG, true);
    expect(problems.recipient).toEqual({ consigneeInfoId: 'please_select_an_item' });
    expect(hasProblems(problems)).toBe(true);
  });

  it('the list on screen and a consignee picked: accepted', () => {
    expect(hasProblems(parcelProblems(readyParcel({ consigneeInfoId: 12 }), [], SG, true))).toBe(false);
  });

  it('the same recipient object is checked again when the list appears (the cache keys on the list too)', () => {
    const p = readyParcel();
    expect(parcelProblems(p, [], SG, false).recipient).toEqual({});
    expect(parcelProblems(p, [], SG, true).recipient).toEqual({ consigneeInfoId: 'please_select_an_item' });
    expect(parcelProblems(p, [], SG, false).recipient).toEqual({});
  });

  it('a stamp id already on another parcel of the order is a problem of the parcel field', () => {
    const a = { ...readyParcel(), stampId: { id: 'STAMPSG0001', isVerified: true } };
    const b = { ...readyParcel(), stampId: { id: 'stampsg0001', isVerified: true } };
    const parcels = [a, b];
    expect(otherIdsOf(parcels, 1)).toEqual(['STAMPSG0001']);
    expect(parcelProblems(b, otherIdsOf(parcels, 1), SG).parcel).toEqual({ stampId: 'order_with_id_already_added' });
  });

  it('a pack id another parcel of the session has is refused on both, before anything is sent; case and spaces do not hide it', () => {
    const pack = (packId: string): ParcelForm => ({
      ...newParcel('PACK', ['STANDARD']), weight: '1', deliveryType: 'STANDARD',
      recipient: {
        ...emptyPack(), packId, description: 'Shoes', contact: '81234502', name: 'Ahmad bin Ismail', postCode: '521201',
        state: 'East', city: 'Tampines', district: 'Tampines East', address: '1 Tampines Street', lat: 1.3546, lng: 103.954,
      },
    });
    const parcels = [pack('NPSG0001'), pack(' npsg0001 '), pack('NPSG0002')];
    const problemsOf = (i: number) => parcelProblems(parcels[i]!, otherIdsOf(parcels, i), SG);
    expect(problemsOf(0).recipient).toEqual({ packId: 'order_with_id_already_added' });
    expect(problemsOf(1).recipient).toEqual({ packId: 'order_with_id_already_added' });
    expect(hasProblems(problemsOf(2))).toBe(false);
  });
});
