import { defineService, type CountryConfig, type DeliveryType, type DpInfo } from '@kernel';
import type { Shipper } from './shipperLookup';

/** Body of POST 2.2/shippers/{globalId}/price (part 1 §3). */
export interface PriceRequest {
  delivery_type: string;
  weight: number;
  insured_value: number;
  cod_value: number;
  from_latitude: number | null;
  from_longitude: number | null;
  to_latitude: number | null;
  to_longitude: number | null;
  size: 'S';
  order_type: 'NORMAL';
  timeslot_type: 'NONE';
  global_shipper_id: number;
  to_postcode?: string;
  billing_zone?: string;
  billing_zone_metadata?: string;
  l1_id?: string;
  l2_id?: string;
  l3_id?: string;
}

export interface FeePart {
  amount: number;
  tax_amount: number;
}

/** Answer of the price call. */
export interface PriceResult {
  total_with_tax: number;
  total_tax: number;
  insurance_fee: FeePart;
  delivery_fee: FeePart;
  cod_fee: FeePart;
}

/** What a parcel costs, as the portal shows it (part 1 §3 "Parcel cost"). */
export interface ParcelCost {
  /** Shown total: total with tax minus the COD fee and its tax (COD is collected from the recipient). */
  total: number;
  totalWithTax: number;
  deliveryFee: number;
  cod: { amount: number; taxAmount: number };
  insuranceFee: { amount: number; taxAmount: number };
  insurance: number;
}

/** What a price depends on besides the shipper and the destination, as typed (order parcels, rate calculator). */
export interface PricedParcelFields {
  weight: string;
  deliveryType: DeliveryType;
  cod: boolean;
  codValue: string;
  insurance: boolean;
  insuredValue: string;
}

/** Where a priced parcel goes: the recipient form's location fields. */
export interface PricedDestination {
  postCode: string;
  lat: number | null;
  lng: number | null;
  l1_id: string;
  l2_id: string;
  l3_id: string;
  billing_zone: string;
  billing_zone_metadata: string;
}

/** Pricing a post parcel as the order page does, for flows that quote without making an order (the rate calculator). */
export interface ParcelPricing {
  /** The weight and delivery type a new post parcel starts with in a country offering these delivery types. */
  newParcel(deliveryTypes: readonly DeliveryType[]): Pick<PricedParcelFields, 'weight' | 'deliveryType'>;
  /** The request a post parcel with these fields and this destination makes: exactly the order page's. */
  request(parcel: PricedParcelFields, to: PricedDestination, sender: Shipper, dp: DpInfo, country: CountryConfig, quickAddress: boolean): PriceRequest;
  /** Asks the server for the price. */
  price(request: PriceRequest): Promise<PriceResult>;
  /** The fee maths of part 1 §9 on an answer. */
  cost(price: PriceResult): ParcelCost;
}

export const PARCEL_PRICING = defineService<ParcelPricing>('parcelPricing', 'prices a post parcel as the order page does: its request, the call and the fee maths');
