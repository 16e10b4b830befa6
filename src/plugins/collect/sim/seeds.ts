/**
 * The demo customers of every country: their one-time codes, QR payloads and parcels waiting at the country's
 * points. `CC` below is the upper-case country code. Listed for demos in SEEDS.md and the README.
 */
import type { CountryCode } from '@sim/kit';
import type { CollectOrderWire } from '../api/types';

export interface SeedParcel {
  trackingId: string;
  /** Days since the parcel arrived at the point (the points keep parcels 2 days). */
  daysAtPoint: number;
  /** 'none': not COD; a number: the amount in the country's currency; 'unreadable': COD with no amount. */
  cod: 'none' | number | 'unreadable';
}

export interface SeedCustomer {
  no: number;
  otp: string;
  qr: string;
  name: string;
  contact: string;
  parcels: SeedParcel[];
  /** The first release of this customer's parcels fails (server error); the retry works. */
  releaseFailsOnce?: boolean;
}

/** Codes that exist but no longer open anything. */
export const EXPIRED_OTP = '999998';
export const USED_OTP = '999997';

/** A cash-on-delivery amount in each shipped country's money; a country added by config gets 100. */
const COD_AMOUNT: Readonly<Record<string, number>> = {
  sg: 45.5, id: 150000, th: 890, my: 120, ph: 1250, vn: 350000, mm: 25000, ma: 300,
};

const PHONE: Readonly<Record<string, string>> = {
  sg: '+6590000', id: '+62812000', th: '+66810000', my: '+60120000', ph: '+63917000', vn: '+84900000', mm: '+95900000', ma: '+212600000',
};

/** Tracking id of a seeded collect parcel: `NV` + country + `COL` + customer (3 digits) + parcel (2 digits). */
export function collectTrackingId(country: CountryCode, customer: number, parcel: number): string {
  return `NV${country.toUpperCase()}COL${String(customer).padStart(3, '0')}${String(parcel).padStart(2, '0')}`;
}

/** The QR payload a customer's phone shows. */
export function collectQr(country: CountryCode, customer: number): string {
  return `NVQR-${country.toUpperCase()}-${String(customer).padStart(3, '0')}`;
}

/** Tracking id whose resend always fails (the SMS gateway is down for it). */
export const resendFailId = (country: CountryCode) => `NV${country.toUpperCase()}COLFAIL1`;

export function seedCustomers(country: CountryCode): SeedCustomer[] {
  const cod = COD_AMOUNT[country] ?? 100;
  const phone = PHONE[country] ?? '+1000000';
  const customer = (no: number, name: string, parcels: Omit<SeedParcel, 'trackingId'>[], extra: Partial<SeedCustomer> = {}): SeedCustomer => ({
    no,
    otp: String(no).repeat(6),
    qr: collectQr(country, no),
    name,
    contact: `${phone}${String(no).padStart(3, '0')}`,
    parcels: parcels.map((p, i) => ({ ...p, trackingId: collectTrackingId(country, no, i + 1) })),
    ...extra,
  });
  return [
    customer(1, 'Alex Lim', [{ daysAtPoint: 1, cod: 'none' }]),
    customer(2, 'Bea Santos', [{ daysAtPoint: 0, cod: 'none' }, { daysAtPoint: 1, cod: 'none' }]),
    customer(3, 'Chandra Wijaya', [{ daysAtPoint: 1, cod }, { daysAtPoint: 0, cod: 'none' }]),
    customer(4, 'Dinh Van An', [{ daysAtPoint: 5, cod: 'none' }, { daysAtPoint: 0, cod: 'none' }]),
    customer(5, 'Erin Tan', [{ daysAtPoint: 1, cod: 'none' }], { releaseFailsOnce: true }),
    customer(6, 'Farah Aziz', [{ daysAtPoint: 1, cod: 'unreadable' }]),
    customer(7, 'Gopal Nair', [{ daysAtPoint: 0, cod }, { daysAtPoint: 1, cod: Math.round(cod * 0.4 * 100) / 100 }, { daysAtPoint: 2, cod: 'none' }]),
  ];
}

const DAY_MS = 86_400_000;

export function toWire(p: SeedParcel, owner: SeedCustomer, now: number, id: number): CollectOrderWire {
  return {
    id,
    tracking_id: p.trackingId,
    to_name: owner.name,
    dropped_off_at: new Date(now - p.daysAtPoint * DAY_MS - 3_600_000).toISOString(),
    status: 'pending_customer_collection',
    is_cod: p.cod !== 'none',
    cod_amount: typeof p.cod === 'number' ? p.cod : null,
  };
}
