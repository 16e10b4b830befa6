/**
 * Wire shapes of the order-creation calls (spec part 1 §3 and §7), shared by the API functions, the pages and the
 * plugin's simulated server. Field names are the server's (snake_case) where they cross the wire.
 */
import type { DeliveryType } from '@kernel';

// The types other plugins use too live with the service contracts (src/services); orders keeps its names for them.
export type {
  AwbSize, FeePart, IdentifierType, LodgeInFailure, OrderType, PriceRequest, PriceResult, ReceiptSize, ScanLookup, Shipper,
} from '@services';
import type { FeePart, LodgeInFailure, ReceiptSize } from '@services';

/** Answer of GET 1.0/orders/stamp-validity?stamp_id=. A used stamp id is a 409 with code 137926 instead. */
export interface StampValidity {
  stamp_id: string;
  valid: boolean;
}

/** One saved consignee (GET 1.0/consignees?contact=): the shape the shared forms' consignee lookup takes. */
export type { ConsigneeChoice } from '@forms';

export interface RecipientWire {
  address1: string;
  address2: string;
  city: string;
  contact: string;
  country: string;
  email: string;
  latitude: number | null;
  longitude: number | null;
  locality: string;
  name: string;
  postcode: string;
  state: string;
  consignee_info_id: number | null;
  billing_zone?: string;
  billing_zone_metadata?: string;
  l1_id?: string;
  l2_id?: string;
  l3_id?: string;
}

export interface SenderWire {
  address1: string;
  address2: string;
  city: string;
  contact: string;
  country: string;
  email: string;
  latitude: number | null;
  longitude: number | null;
  name: string;
  postcode: string;
}

export interface ReservationWire {
  cod: number | null;
  delivery_instruction: string;
  delivery_type: DeliveryType;
  insured_value: number;
  pickup_instruction: string;
  service_level: string;
  stamp_id: string;
  weight: number;
  recipient: RecipientWire;
  sender: SenderWire;
}

/** Body of POST 1.2/reservations/post?is_draft=&is_bulk= (and POST 1.0/reservations/pack with pack fields). */
export interface ReservationRequest {
  dp_id: number;
  is_draft: boolean;
  support_consignee_info_population: boolean;
  support_quick_address: boolean;
  shipper_id: number;
  global_shipper_id: number;
  signature: string | null;
  reservations: ReservationWire[];
}

/** A pack reservation adds the pack id and description to a reservation. */
export interface PackReservationWire extends ReservationWire {
  pack_id: string;
  description: string;
  image_url: string | null;
}

export interface PackRequest extends Omit<ReservationRequest, 'reservations'> {
  reservations: PackReservationWire[];
}

export interface PricingInfo {
  cod_fee: FeePart;
  delivery_fee: FeePart;
  insurance_fee: FeePart;
  handling_fee: FeePart;
  total_tax: number;
  total_with_tax: number;
}

/** One reservation's outcome, in request order: either a reservation or an error. */
export type ReservationOutcome =
  | { reservation: { barcode: string; stamp_id: string; pricing_info: PricingInfo }; error?: undefined }
  | { reservation?: undefined; error: { message: string; stamp_id: string | null; code?: number | string }; error_details?: { error: { message: string } } };

/** Answer of the create calls. The receipt is null when no reservation succeeded. */
export interface ReservationResponse {
  reservations: ReservationOutcome[];
  receipt: { id: number; url: string | null } | null;
  order_create_async_request_id: string | null;
  receipt_generation_async_request_id: string | null;
}

/** Answer of POST 1.2/reservations/send. */
export interface LodgeInStarted {
  statusId: number;
}

/** Answer of GET 1.0/lodge-in/{id}. */
export interface LodgeInStatus {
  id: number;
  dpId: number;
  status: 'PROCESSING' | 'PROCESSED';
  successfulOrders: string[];
  failedOrders: LodgeInFailure[];
}

/** Body of POST 2.0/receipts (the lodge-in receipt payload of part 1 §3, one row per parcel). */
export interface LodgeInReceiptRow {
  dp_id: number;
  receipt_id: number | null;
  stamp_id: string | null;
  from_name: string;
  from_contact: string;
  from_email: string;
  shipper_id: number | null;
  global_shipper_id: number | null;
  tracking_id: string;
  order_id: number | null;
  to_name: string;
  to_email: string;
  to_contact: string;
  to_address1: string;
  to_address2: string;
  to_city: string;
  to_postcode: string;
}

/** A receipt document (data.receipts of the receipt calls). */
export interface ReceiptDocument {
  id: number;
  size: ReceiptSize;
  url: string;
}


/** Answer of POST 2.0/airway-bills: a task whose PDF GET 2.0/airway-bills/{task_uuid} returns when ready. */
export interface AwbTask {
  task_uuid: string;
}

