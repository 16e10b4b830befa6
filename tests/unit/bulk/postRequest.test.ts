import { describe, expect, it } from 'vitest';
import type { CountryConfig } from '../../../src/kernel';
import type { ParcelRules } from '../../../src/services';
import { chunkRequest } from '../../../src/plugins/bulk/model/postRequest';
import type { PostRow } from '../../../src/plugins/bulk/model/postFile';
import type { BulkShipper } from '../../../src/plugins/bulk/state/bulkDraft';

const country = { code: 'id', phonePrefix: '+62', deliveryTypes: ['STANDARD', 'NEXTDAY'] } as unknown as CountryConfig;
const rules = { serviceLevel: (t: string) => (t === 'NEXTDAY' ? 'NEXT_DAY' : 'STANDARD') } as unknown as ParcelRules;
const shipper: BulkShipper = { id: 7, globalId: 70, name: 'Toko', isPrepaid: false, contact: '81234567', email: 'a@b.c', address: 'Jl. 1', postcode: '10110' };
const row = (cells: Record<string, string>): PostRow => ({ line: 2, cells });
const cells = { to_name: 'Ana', to_contact: '8111', to_address1: 'Jl. 2', to_postcode: '10220', weight: '1', delivery_type: 'next_day', l1_id: '0031' };

describe('the bulk chunk the API receives', () => {
  it('sends the province id as the text of its cell and the delivery type as the country names it', () => {
    const body = chunkRequest([row(cells)], shipper, { dpId: 101, country, rules, province: true });
    expect(body.reservations[0]?.recipient.l1_id).toBe('0031');
    expect(body.reservations[0]?.delivery_type).toBe('NEXTDAY');
    expect(body.reservations[0]?.service_level).toBe('NEXT_DAY');
  });

  it('leaves the province id out of the plain layout', () => {
    const body = chunkRequest([row(cells)], shipper, { dpId: 101, country, rules, province: false });
    expect(body.reservations[0]?.recipient).not.toHaveProperty('l1_id');
  });

  it('refuses a row whose delivery type is not the country\'s (the review never sends one)', () => {
    expect(() => chunkRequest([row({ ...cells, delivery_type: 'EXPRESS' })], shipper, { dpId: 101, country, rules, province: false })).toThrow(/line 2/);
  });
});
