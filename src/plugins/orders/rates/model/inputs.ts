/**
 * What the operator fills in on the rate calculator, which of it is wrong, and the price request it makes. The
 * request is the order page's (model/payloads.ts priceRequest), built from a parcel with these values, so a quote
 * here asks exactly what the same parcel on a post order would.
 */
import type { CountryConfig, DpInfo } from '@kernel';
import type { PriceRequest, Shipper } from '../../api/types';
import type { CascadeValue, LevelField } from '@forms';
import { newParcel, type ParcelForm, type PricedParcelFields } from '../../model/parcel';
import { amountProblem, weightProblem } from '../../model/parcelRules';
import { priceRequest } from '../../model/payloads';
import { emptyRecipient } from '../../model/recipient';

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
}

export function emptyDestination(): Destination {
  const r = emptyRecipient();
  return {
    quickAddress: '', state: '', city: '', district: '', lat: null, lng: null, postCode: '',
    l1_id: r.l1_id, l2_id: r.l2_id, l3_id: r.l3_id, billing_zone: r.billing_zone, billing_zone_metadata: r.billing_zone_metadata,
  };
}

/** Weight 1, the country's default delivery type (STANDARD where offered), no COD, no insurance. */
export function defaultInputs(country: CountryConfig): RateInputs {
  const parcel = newParcel('POST', country.deliveryTypes);
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
  const weight = weightProblem(inputs.weight);
  if (weight) out.weight = weight;
  if (!ctx.country.deliveryTypes.includes(inputs.deliveryType)) out.deliveryType = 'this_field_cannot_be_left_blank';
  for (const l of ctx.levels) if (inputs.destination[l.field] === '') out[l.field] = 'please_select_an_item';
  if (inputs.cod && ctx.codAvailable && inputs.codValue.trim() !== '') {
    const cod = amountProblem(inputs.codValue);
    if (cod) out.codValue = cod;
  }
  if (insuredValueAsked(inputs, ctx.country) && inputs.insuredValue.trim() !== '') {
    const insured = amountProblem(inputs.insuredValue);
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

/** The parcel the order page would price for these inputs. */
function parcelOf(inputs: RateInputs, ctx: RateContext): ParcelForm {
  return {
    ...newParcel('POST', ctx.country.deliveryTypes),
    weight: inputs.weight.trim(),
    deliveryType: inputs.deliveryType,
    cod: inputs.cod && ctx.codAvailable,
    codValue: inputs.codValue,
    insurance: inputs.insurance,
    insuredValue: inputs.insuredValue,
    recipient: { ...emptyRecipient(), ...inputs.destination },
  };
}

/**
 * The price request (part 1 §3), or null while it must not be asked: no shipper, or a required field missing or
 * wrong (part 1 §5).
 */
export function rateRequest(inputs: RateInputs, ctx: RateContext): PriceRequest | null {
  if (!inputs.shipper || Object.keys(inputProblems(inputs, ctx)).length > 0) return null;
  return priceRequest(parcelOf(inputs, ctx), inputs.shipper, ctx.dp, ctx.country, ctx.quickAddress);
}
