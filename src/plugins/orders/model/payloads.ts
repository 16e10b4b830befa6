import type { CountryConfig, DpInfo } from '@kernel';
import type {
  LodgeInReceiptRow, PackRequest, PriceRequest, RecipientWire, ReservationRequest, ReservationWire, SenderWire, Shipper,
} from '../api/types';
import type { ParcelForm, ScannedParcel } from './parcel';
import { withPrefix } from '@forms';
import type { PackValue } from './recipient';

const num = (raw: string): number => (raw.trim() === '' ? 0 : Number(raw));

/** Service level the server expects for a delivery type (the two map both ways). */
export function serviceLevel(deliveryType: string): string {
  return deliveryType === 'NEXTDAY' ? 'NEXT_DAY' : deliveryType;
}

export function recipientWire(p: ParcelForm, country: CountryConfig, quickAddress: boolean): RecipientWire {
  const r = p.recipient;
  const wire: RecipientWire = {
    address1: r.address.trim(),
    address2: r.address2.trim(),
    city: r.city,
    contact: withPrefix(r.contact, country.phonePrefix),
    country: country.code.toUpperCase(),
    email: r.email.trim(),
    latitude: r.lat,
    longitude: r.lng,
    locality: r.district,
    name: r.name.trim(),
    postcode: r.postCode.trim(),
    state: r.state,
    consignee_info_id: r.consigneeInfoId,
  };
  if (quickAddress) Object.assign(wire, { billing_zone: r.billing_zone, billing_zone_metadata: r.billing_zone_metadata, l1_id: r.l1_id, l2_id: r.l2_id, l3_id: r.l3_id });
  return wire;
}

export function senderWire(s: Shipper, country: CountryConfig): SenderWire {
  return {
    address1: s.liaisonAddress,
    address2: s.liaisonAddress2,
    city: '',
    contact: withPrefix(s.liaisonContact, country.phonePrefix),
    country: country.code.toUpperCase(),
    email: s.liaisonEmail,
    latitude: null,
    longitude: null,
    name: s.liaisonName || s.name,
    postcode: s.liaisonPostcode,
  };
}

/** One reservation of part 1 §3; insured value 0 when insurance is off, COD null when not set. */
export function reservationWire(p: ParcelForm, sender: Shipper, country: CountryConfig, quickAddress: boolean): ReservationWire {
  return {
    cod: p.cod ? num(p.codValue) : null,
    delivery_instruction: p.comments.trim(),
    delivery_type: p.deliveryType,
    insured_value: p.insurance || country.orderRules?.insuredValueAlwaysAsked ? num(p.insuredValue) : 0,
    pickup_instruction: p.description.trim(),
    service_level: serviceLevel(p.deliveryType),
    stamp_id: p.stampId.id.trim(),
    weight: num(p.weight),
    recipient: recipientWire(p, country, quickAddress),
    sender: senderWire(sender, country),
  };
}

interface RequestContext {
  dp: DpInfo;
  sender: Shipper;
  country: CountryConfig;
  quickAddress: boolean;
}

export function reservationRequest(parcels: ParcelForm[], ctx: RequestContext): ReservationRequest {
  return {
    dp_id: ctx.dp.id,
    is_draft: false,
    support_consignee_info_population: true,
    support_quick_address: ctx.quickAddress,
    shipper_id: ctx.sender.id,
    global_shipper_id: ctx.sender.globalId,
    signature: null,
    reservations: parcels.map((p) => reservationWire(p, ctx.sender, ctx.country, ctx.quickAddress)),
  };
}

export function packRequest(parcels: ParcelForm[], ctx: RequestContext): PackRequest {
  return {
    ...reservationRequest([], ctx),
    reservations: parcels.map((p) => {
      const pack = p.recipient as PackValue;
      return { ...reservationWire(p, ctx.sender, ctx.country, ctx.quickAddress), pack_id: pack.packId.trim(), description: pack.description.trim(), image_url: p.imageUrl };
    }),
  };
}

/** Price request of part 1 §3: size S, order type NORMAL, timeslot NONE; zone ids when quick address is on. */
export function priceRequest(p: ParcelForm, sender: Shipper, dp: DpInfo, country: CountryConfig, quickAddress: boolean): PriceRequest {
  const r = p.recipient;
  const req: PriceRequest = {
    // Part 1 §7: NEXTDAY maps to the next-day enum of the price service.
    delivery_type: serviceLevel(p.deliveryType),
    weight: num(p.weight),
    // The Philippines insures every parcel, so its quote includes the insurance the order will carry.
    insured_value: p.insurance || country.orderRules?.insuredValueAlwaysAsked ? num(p.insuredValue) : 0,
    cod_value: p.cod ? num(p.codValue) : 0,
    from_latitude: dp.latitude ?? null,
    from_longitude: dp.longitude ?? null,
    to_latitude: r.lat,
    to_longitude: r.lng,
    size: 'S',
    order_type: 'NORMAL',
    timeslot_type: 'NONE',
    global_shipper_id: sender.globalId,
    to_postcode: r.postCode.trim(),
  };
  if (quickAddress) Object.assign(req, { billing_zone: r.billing_zone, billing_zone_metadata: r.billing_zone_metadata, l1_id: r.l1_id, l2_id: r.l2_id, l3_id: r.l3_id });
  return req;
}

/** Lodge-in receipt rows (part 1 §3) for the parcels that were lodged in. */
export function lodgeInReceiptRows(parcels: ScannedParcel[], dp: DpInfo): LodgeInReceiptRow[] {
  return parcels.map((p) => ({
    dp_id: dp.id,
    receipt_id: null,
    stamp_id: null,
    from_name: p.shipperName ?? '',
    from_contact: '',
    from_email: '',
    shipper_id: p.shipperId,
    global_shipper_id: p.globalShipperId,
    tracking_id: p.trackingId,
    order_id: p.orderId,
    to_name: p.toName ?? '',
    to_email: '',
    to_contact: p.toContact ?? '',
    to_address1: p.toAddress ?? '',
    to_address2: '',
    to_city: '',
    to_postcode: p.toPostcode ?? '',
  }));
}
