/**
 * What the operator fills in on the rate calculator, which of it is wrong, and the price request it makes. The
 * request and the parcel rules are the order page's (the parcel pricing and parcel rules services), so a quote here
 * asks exactly what the same parcel on a post order would.
 */
import type { CountryConfig, DpInfo } from '@kernel';
import type { ParcelPricing, ParcelRules, PriceRequest, PricedParcelFields, Shipper } from '@services';
import type { CascadeValue, LevelField } from '@forms';

/** The destination: the address levels and what follows from them, plus the quick-address text shown. */
export interface Destination extends CascadeValue {
  quickAddress: string;
}

export interface RateInputs extends PricedParcelFields {
  shipper: Shipper | null;
  destination: Destination;
}

/** What decides which fields there are and what the request carries. */
export interface RateContext {
  country: CountryConfig;
  dp: DpInfo;
  levels: readonly LevelField[];
  /** Quick address is on (the country has it and ENABLE_QUICK_ADDRESS): the zone ids go with the request. */
  quickAddress: boolean;
  /** The point offers COD and the chosen shipper does not refuse it. */
  codAvailable: boolean;
  /** The order page's pricing and parcel rules. */
  pricing: ParcelPricing;
  rules: Pick<ParcelRules, 'weightProblem' | 'amountProblem'>;
}

export function emptyDestination(): Destination {
  return {
    quickAddress: '', state: '', city: '', district: '', lat: null, lng: null, postCode: '',
    l1_id: '', l2_id: '', l3_id: '', billing_zone: '', billing_zone_metadata: '',
  };
}

/** A new post parcel's weight and delivery type (the order page's), no COD, no insurance. */
export function defaultInputs(country: CountryConfig, pricing: Pick<ParcelPricing, 'newParcel'>): RateInputs {
  const parcel = pricing.newParcel(country.deliveryTypes);
  return {
    shipper: null, destination: emptyDestination(), weight: parcel.weight, deliveryType: parcel.deliveryType,
    cod: false, codValue: '', insurance: false, insuredValue: '',
  };
}

/** The Philippines insures every parcel, so its insured value is always asked. */
export const insuredValueAsked = (inputs: Pick<RateInputs, 'insurance'>, country: CountryConfig) =>
  inputs.insurance || country.orderRules?.insuredValueAlwaysAsked === true;

/**
 * Field → message id of what is wrong. Part 1 §5 leaves COD and insurance out of what a price waits for, so a blank
 * amount counts as none; an amount that is not a number is still an error (it would price something else).
 */
export function inputProblems(inputs: RateInputs, ctx: RateContext): Record<string, string> {
  const out: Record<string, string> = {};
  const weight = ctx.rules.weightProblem(inputs.weight);
  if (weight) out.weight = weight;
  if (!ctx.country.deliveryTypes.includes(inputs.deliveryType)) out.deliveryType = 'this_field_cannot_be_left_blank';
  for (const l of ctx.levels) if (inputs.destination[l.field] === '') out[l.field] = 'please_select_an_item';
  if (inputs.cod && ctx.codAvailable && inputs.codValue.trim() !== '') {
    const cod = ctx.rules.amountProblem(inputs.codValue);
    if (cod) out.codValue = cod;
  }
  if (insuredValueAsked(inputs, ctx.country) && inputs.insuredValue.trim() !== '') {
    const insured = ctx.rules.amountProblem(inputs.insuredValue);
    if (insured) out.insuredValue = insured;
  }
  return out;
}

/** The COD amount that counts: none where COD is not available or is off. */
export function effectiveCodValue(inputs: RateInputs, ctx: RateContext): number {
  if (!inputs.cod || !ctx.codAvailable) return 0;
  const n = Number(inputs.codValue.trim());
  return inputs.codValue.trim() === '' || !Number.isFinite(n) ? 0 : n;
}

/** The priced fields of these inputs: COD only where it is available. */
function fieldsOf(inputs: RateInputs, ctx: RateContext): PricedParcelFields {
  return {
    weight: inputs.weight.trim(), deliveryType: inputs.deliveryType, cod: inputs.cod && ctx.codAvailable, codValue: inputs.codValue,
    insurance: inputs.insurance, insuredValue: inputs.insuredValue,
  };
}

/**
 * The price request (part 1 §3), or null while it must not be asked: no shipper, or a required field missing or
 * wrong (part 1 §5).
 */
export function rateRequest(inputs: RateInputs, ctx: RateContext): PriceRequest | null {
  if (!inputs.shipper || Object.keys(inputProblems(inputs, ctx)).length > 0) return null;
  return ctx.pricing.request(fieldsOf(inputs, ctx), inputs.destination, inputs.shipper, ctx.dp, ctx.country, ctx.quickAddress);
}
