/**
 * The rate calculator's inputs, kept for the browser tab: a valtio store (so going to another page and back finds
 * them as they were) written to session storage (so a reload does too). They belong to one point: another point's
 * saved inputs are dropped, not shown.
 */
import { proxy, subscribe } from 'valtio';
import type { CountryConfig } from '../../../../kernel';
import type { Shipper } from '../../api/types';
import { defaultInputs, emptyDestination, type Destination, type RateInputs } from '../model/inputs';

export const RATE_STORAGE_KEY = 'dp.rateCalculator';

interface Stored {
  dpId: number;
  country: string;
  inputs: unknown;
}

export const rateStore = proxy<{ dpId: number | null; country: string | null; inputs: RateInputs | null }>({ dpId: null, country: null, inputs: null });

type Plain = Record<string, unknown>;
const isPlain = (v: unknown): v is Plain => v !== null && typeof v === 'object' && !Array.isArray(v);
const text = (v: unknown, fallback: string) => (typeof v === 'string' ? v : fallback);
const flag = (v: unknown, fallback: boolean) => (typeof v === 'boolean' ? v : fallback);
const numOrNull = (v: unknown) => (typeof v === 'number' && Number.isFinite(v) ? v : null);

function destinationOf(raw: unknown): Destination {
  const d = emptyDestination();
  if (!isPlain(raw)) return d;
  return {
    quickAddress: text(raw.quickAddress, ''), state: text(raw.state, ''), city: text(raw.city, ''), district: text(raw.district, ''),
    lat: numOrNull(raw.lat), lng: numOrNull(raw.lng), postCode: text(raw.postCode, ''),
    l1_id: text(raw.l1_id, d.l1_id), l2_id: text(raw.l2_id, d.l2_id), l3_id: text(raw.l3_id, d.l3_id),
    billing_zone: text(raw.billing_zone, d.billing_zone), billing_zone_metadata: text(raw.billing_zone_metadata, d.billing_zone_metadata),
  };
}

function shipperOf(raw: unknown): Shipper | null {
  return isPlain(raw) && typeof raw.id === 'number' && typeof raw.globalId === 'number' && typeof raw.name === 'string'
    ? (raw as unknown as Shipper)
    : null;
}

/** Saved inputs made safe: every field of the right type, the delivery type one the country offers. */
export function inputsFrom(raw: unknown, country: CountryConfig): RateInputs {
  const base = defaultInputs(country);
  if (!isPlain(raw)) return base;
  const type = country.deliveryTypes.find((d) => d === raw.deliveryType) ?? base.deliveryType;
  return {
    shipper: shipperOf(raw.shipper),
    destination: destinationOf(raw.destination),
    weight: text(raw.weight, base.weight),
    deliveryType: type,
    cod: flag(raw.cod, false),
    codValue: text(raw.codValue, ''),
    insurance: flag(raw.insurance, false),
    insuredValue: text(raw.insuredValue, ''),
  };
}

function readStored(dpId: number, country: CountryConfig): RateInputs | null {
  try {
    const raw = JSON.parse(sessionStorage.getItem(RATE_STORAGE_KEY) ?? 'null') as Stored | null;
    return raw && raw.dpId === dpId && raw.country === country.code ? inputsFrom(raw.inputs, country) : null;
  } catch {
    return null;
  }
}

function writeStored(): void {
  const { dpId, country, inputs } = rateStore;
  if (dpId === null || country === null || !inputs) return;
  try {
    sessionStorage.setItem(RATE_STORAGE_KEY, JSON.stringify({ dpId, country, inputs } satisfies Stored));
  } catch {
    // Storage full or refused: the inputs still live in memory for this visit.
  }
}

let unsubscribe: (() => void) | null = null;

/** Makes the store hold this point's inputs: the ones in memory, else the saved ones, else the defaults. */
export function openRateInputs(dpId: number, country: CountryConfig): RateInputs {
  if (rateStore.dpId !== dpId || rateStore.country !== country.code || !rateStore.inputs) {
    rateStore.inputs = readStored(dpId, country) ?? defaultInputs(country);
    rateStore.dpId = dpId;
    rateStore.country = country.code;
  }
  unsubscribe ??= subscribe(rateStore, writeStored);
  return rateStore.inputs;
}

/** Back to the defaults, keeping the shipper (the next parcel is usually the same sender's). */
export function clearParcel(country: CountryConfig): void {
  if (!rateStore.inputs) return;
  rateStore.inputs = { ...defaultInputs(country), shipper: rateStore.inputs.shipper };
}
