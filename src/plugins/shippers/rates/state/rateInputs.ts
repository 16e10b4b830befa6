/**
 * The rate calculator's inputs, kept for the browser tab: a valtio store (so going to another page and back finds
 * them as they were) kept as a tab-only draft (so a reload does too). They belong to one login at one point:
 * another point's or an earlier login's saved inputs are dropped, not shown (logout keeps only the language).
 */
import { proxy, subscribe } from 'valtio';
import { defineDraft, type CountryConfig } from '@kernel';
import type { ParcelPricing, Shipper } from '@services';

/** What a new parcel starts with: the order page's defaults. */
type NewParcel = Pick<ParcelPricing, 'newParcel'>;
import { defaultInputs, emptyDestination, type Destination, type RateInputs } from '../model/inputs';

/** Whose inputs these are: the point, its country, and the login (its user and expiry, not its token). */
export interface RateOwner {
  dpId: number;
  country: string;
  login: string;
}

interface Stored extends RateOwner {
  inputs: unknown;
}

export const rateStore = proxy<{ owner: RateOwner | null; inputs: RateInputs | null }>({ owner: null, inputs: null });

/** The same point, country and login. */
export function sameOwner(a: RateOwner | null, b: RateOwner | null): boolean {
  return a !== null && b !== null && a.dpId === b.dpId && a.country === b.country && a.login === b.login;
}

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
export function inputsFrom(raw: unknown, country: CountryConfig, pricing: NewParcel): RateInputs {
  const base = defaultInputs(country, pricing);
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

/** The inputs of this tab, the operator's at their point (gone at log-out); the owner check stays for the login. */
const RATE_DRAFT = defineDraft<Stored>({
  name: 'orders.rateInputs',
  version: 1,
  storage: 'session',
  validate: (v) => (isPlain(v) && typeof v.dpId === 'number' && typeof v.country === 'string' && typeof v.login === 'string' ? (v as unknown as Stored) : null),
});

function readStored(owner: RateOwner, country: CountryConfig, pricing: NewParcel): RateInputs | null {
  const stored = RATE_DRAFT.load();
  return stored && sameOwner(stored, owner) ? inputsFrom(stored.inputs, country, pricing) : null;
}

function writeStored(): void {
  const { owner, inputs } = rateStore;
  if (owner && inputs) RATE_DRAFT.save({ ...owner, inputs });
}

let unsubscribe: (() => void) | null = null;

/** Makes the store hold this owner's inputs: the ones in memory, else the saved ones, else the defaults. */
export function openRateInputs(owner: RateOwner, country: CountryConfig, pricing: NewParcel): RateInputs {
  if (!sameOwner(rateStore.owner, owner) || !rateStore.inputs) {
    rateStore.inputs = readStored(owner, country, pricing) ?? defaultInputs(country, pricing);
    rateStore.owner = { ...owner };
  }
  unsubscribe ??= subscribe(rateStore, writeStored);
  return rateStore.inputs;
}

/** Back to the defaults, keeping the shipper (the next parcel is usually the same sender's). */
export function clearParcel(country: CountryConfig, pricing: NewParcel): void {
  if (!rateStore.inputs) return;
  rateStore.inputs = { ...defaultInputs(country, pricing), shipper: rateStore.inputs.shipper };
}
