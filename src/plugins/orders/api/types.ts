/**
 * Wire shapes of the order-creation calls (spec part 1 §3 and §7), as the API contract (api/openapi.yaml) writes them,
 * shared by the API functions and the pages. Field names are the server's (snake_case) where they cross the wire.
 */
import type { ApiAnswer, ApiBody, ApiSchema } from '@kernel';

// The types other plugins use too live with the service contracts (src/services); orders keeps its names for them.
export type {
  AwbSize, FeePart, IdentifierType, LodgeInFailure, OrderType, PriceRequest, PriceResult, ReceiptSize, ScanLookup, Shipper,
} from '@services';

/** Answer of GET 1.0/orders/stamp-validity?stamp_id=. A used stamp id is a 409 with code 137926 instead. */
export type StampValidity = ApiAnswer<'1.0/orders/stamp-validity'>;

/** One saved consignee (GET 1.0/consignees?contact=): the shape the shared forms' consignee lookup takes. */
export type { ConsigneeChoice } from '@forms';

/** Body of POST 1.2/reservations/post?is_draft=&is_bulk=. */
export type ReservationRequest = ApiBody<'1.2/reservations/post', 'post'>;
export type ReservationWire = ApiSchema<'Reservation'>;
export type RecipientWire = ApiSchema<'Recipient'>;
export type SenderWire = ApiSchema<'Sender'>;

/** Body of POST 1.0/reservations/pack: a reservation request whose reservations add the pack's fields. */
export type PackRequest = ApiBody<'1.0/reservations/pack', 'post'>;
export type PackReservationWire = PackRequest['reservations'][number];

type CreateAnswer = ApiAnswer<'1.2/reservations/post', 'post'>;
type Outcome = CreateAnswer['reservations'][number];
/**
 * One reservation's outcome, in request order: either a reservation or an error. The document's two shapes, each saying
 * it lacks the other's field, so `outcome.reservation` reads without a narrowing first (the document's answer is one).
 */
export type ReservationOutcome =
  | (Extract<Outcome, { reservation: unknown }> & { reservation: unknown; error?: undefined; error_details?: undefined })
  | (Extract<Outcome, { error: unknown }> & { reservation?: undefined });

/** Answer of the create calls. The receipt is null when no reservation succeeded. */
export type ReservationResponse = Omit<CreateAnswer, 'reservations'> & { reservations: ReservationOutcome[] };
export type PricingInfo = ApiSchema<'PricingInfo'>;

/** Answer of POST 1.2/reservations/send. */
export type LodgeInStarted = ApiAnswer<'1.2/reservations/send', 'post'>;

/** Answer of GET 1.0/lodge-in/{id}. */
export type LodgeInStatus = ApiAnswer<'1.0/lodge-in/{statusId}'>;

/** Body of POST 2.0/receipts: the lodge-in receipt payload of part 1 §3, one row per parcel. */
export type LodgeInReceiptRow = ApiBody<'2.0/receipts', 'post'>['receipts'][number];

/** A receipt document (data.receipts of the receipt calls). */
export type ReceiptDocument = ApiAnswer<'2.0/receipts/{receiptId}'>['receipts'][number];

/** Answer of POST 2.0/airway-bills: a task whose PDF GET 2.0/airway-bills/{task_uuid} returns when ready. */
export type AwbTask = ApiAnswer<'2.0/airway-bills', 'post'>;
