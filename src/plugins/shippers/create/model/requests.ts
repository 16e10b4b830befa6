/** Request bodies of the sign-up: what POST 2.1/shippers and PUT 1.2/shippers/{id}/setup receive. */
import type { ApiBody } from '@kernel';
import { normalisePhone, withPrefix } from '@forms';
import type { Authorisation, BillingType } from './steps';

/** The creation fields of part 1 §3, text trimmed, the mobile number with the country prefix (POST 2.1/shippers). */
export type SignupRequest = ApiBody<'2.1/shippers', 'post'>;

export const SIGNUP_REQUEST_FIELDS: ReadonlyArray<keyof SignupRequest> = [
  'firstName', 'lastName', 'icNumber', 'icAddress', 'icPostalCode', 'rtsAddress', 'rtsPostalCode', 'billingAddress',
  'postalCode', 'email', 'shopName', 'mobileNumber',
];

/**
 * The set-up body of PUT 1.2/shippers/{id}/setup (its shape is "not shown" in the spec; the portal's choice, marked
 * `x-assumed` in the API contract); the signature is a PNG data URL.
 */
export type SetupRequest = ApiBody<'1.2/shippers/{shipperId}/setup', 'put'>;
export type BankDetails = NonNullable<SetupRequest['bank']>;

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
