/**
 * Contracts of plugin services: each a token and its types. A plugin provides one in its manifest (`provides`), others
 * require it (`requires`) and get it from the kernel (`getService`, `useService`), never by importing the provider.
 */
export { SHIPPER_LOOKUP, type Shipper, type ShipperLookup, type ShipperPickerProps } from './shipperLookup';
export {
  SCAN_SESSION_RULES, type IdentifierType, type OrderType, type ScanLookup, type ScanRefusal, type ScanSessionRules, type SessionType,
} from './scanSession';
export {
  LODGE_IN, type LodgeInFailure, type LodgeInHandlers, type LodgeInPhase, type LodgeInResultModalProps, type LodgeInRun,
  type LodgeInService, type ScannedParcel,
} from './lodgeIn';
export { ORDER_DOCUMENTS, type AwbSize, type OrderDocuments, type ReceiptProblem, type ReceiptSize } from './documents';
export { PARCEL_RULES, type ParcelRules } from './parcelRules';
export {
  PARCEL_PRICING, type FeePart, type ParcelCost, type ParcelPricing, type PricedDestination, type PricedParcelFields, type PriceRequest,
  type PriceResult,
} from './parcelPricing';
export { ORDER_SENDER, type OrderSender, type OrderSenderView, type SenderKind } from './orderSender';
