/**
 * The reservation request of part 1 §3 for one chunk of a bulk post file: the chunk's shipper as sender, each row a
 * reservation (insured value 0 when the file leaves it blank, COD null when not set, the l1 id of the province
 * variant, as text like the order page's). Pure: the page sends it, tests read it.
 */
import type { ApiBody, CountryConfig } from '@kernel';
import type { ParcelRules } from '@services';
import { withPrefix } from '@forms';
import type { PostRow } from './postFile';
import { deliveryTypeOf } from './rowRules';
import type { BulkShipper } from '../state/bulkDraft';

/** The body of POST 1.2/reservations/post, as the API contract writes it. */
export type ChunkRequest = ApiBody<'1.2/reservations/post', 'post'>;

const num = (raw: string | undefined): number | null => (raw === undefined || raw.trim() === '' ? null : Number(raw.trim()));

export function chunkRequest(
  rows: readonly PostRow[], shipper: BulkShipper, ctx: { dpId: number; country: CountryConfig; rules: ParcelRules; province: boolean },
): ChunkRequest {
  const cc = ctx.country.code.toUpperCase();
  return {
    dp_id: ctx.dpId,
    is_draft: false,
    support_consignee_info_population: false,
    support_quick_address: ctx.province,
    shipper_id: shipper.id,
    global_shipper_id: shipper.globalId,
    signature: null,
    reservations: rows.map((r) => {
      const c = (key: string) => (r.cells[key] ?? '').trim();
      // The review sends only rows whose delivery type is one of the country's (rowRules): the API takes no other.
      const deliveryType = deliveryTypeOf(c('delivery_type'), ctx.country);
      if (!deliveryType) throw new Error(`line ${r.line}: delivery type ${c('delivery_type')} is not one of the country's`);
      return {
        cod: num(c('cod')),
        delivery_instruction: c('delivery_instruction'),
        delivery_type: deliveryType,
        insured_value: num(c('insured_value')) ?? 0,
        pickup_instruction: c('pickup_instruction'),
        service_level: ctx.rules.serviceLevel(deliveryType),
        stamp_id: c('stamp_id'),
        weight: Number(c('weight')),
        recipient: {
          address1: c('to_address1'), address2: '', city: '', contact: withPrefix(c('to_contact'), ctx.country.phonePrefix), country: cc,
          email: c('to_email'), latitude: null, longitude: null, locality: '', name: c('to_name'), postcode: c('to_postcode'), state: '',
          consignee_info_id: null,
          ...(ctx.province ? { l1_id: c('l1_id') } : {}),
        },
        sender: {
          address1: shipper.address, address2: '', city: '', contact: withPrefix(shipper.contact, ctx.country.phonePrefix), country: cc,
          email: shipper.email, latitude: null, longitude: null, name: shipper.name, postcode: shipper.postcode,
        },
      };
    }),
  };
}

