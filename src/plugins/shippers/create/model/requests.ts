/** Request bodies of the sign-up: what POST 2.1/shippers and PUT 1.2/shippers/{id}/setup receive. */
import { normalisePhone, withPrefix } from '@forms';
import type { Authorisation, BillingType } from './steps';

/** The creation fields of part 1 §3, text trimmed, the mobile number with the country prefix. */
export interface SignupRequest {
  firstName: string;
  lastName: string;
  icNumber: string;
  icAddress: string;
  icPostalCode: string;
  rtsAddress: string;
  rtsPostalCode: string;
  billingAddress: string;
  postalCode: string;
  email: string;
  shopName: string;
  mobileNumber: string;
}

export const SIGNUP_REQUEST_FIELDS: ReadonlyArray<keyof SignupRequest> = [
  'firstName', 'lastName', 'icNumber', 'icAddress', 'icPostalCode', 'rtsAddress', 'rtsPostalCode', 'billingAddress',
  'postalCode', 'email', 'shopName', 'mobileNumber',
];

export interface BankDetails {
  bankName: string;
  bankBranch: string;
  accountNumber: string;
}

/** The set-up body (its shape is "not shown" in the spec; this is the portal's choice, listed in the README). */
export interface SetupRequest {
  billingType: BillingType;
  isCodEnabled: boolean;
  authorisation: Authorisation;
  /** The shipper's signature as a PNG data URL. */
  signature: string;
  bank: BankDetails | null;
}

const text = (v: string | undefined) => (v ?? '').trim();

export function signupRequest(account: Readonly<Record<string, string>>, phonePrefix: string): SignupRequest {
  const out = Object.fromEntries(SIGNUP_REQUEST_FIELDS.map((f) => [f, text(account[f])])) as unknown as SignupRequest;
  // As printed on the card: no spaces or dashes, letters in capitals (sg, ma).
  out.icNumber = out.icNumber.replace(/[\s-]/g, '').toUpperCase();
  out.mobileNumber = withPrefix(normalisePhone(out.mobileNumber, phonePrefix), phonePrefix);
  return out;
}

export function setupRequest(input: {
  billingType: BillingType;
  codEnabled: boolean;
  authorisation: Authorisation;
  signature: string;
  bank: Readonly<Record<string, string>>;
}): SetupRequest {
  return {
    billingType: input.billingType,
    isCodEnabled: input.codEnabled,
    authorisation: input.authorisation,
    signature: input.signature,
    bank: input.codEnabled
      ? { bankName: text(input.bank.bankName), bankBranch: text(input.bank.bankBranch), accountNumber: text(input.bank.accountNumber).replace(/[\s-]/g, '') }
      : null,
  };
}
