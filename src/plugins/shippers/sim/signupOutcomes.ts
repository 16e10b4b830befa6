/**
 * Seeded outcomes of a shipper sign-up, chosen by words in the shop name so anyone can demo every path of the
 * wizard (listed in SEEDS.md and the README). Matching ignores case.
 */
export type SignupOutcome = 'created' | 'failed' | 'notSupported' | 'neverFinishes';

export const SIGNUP_SEEDS = {
  failed: 'fail me',
  notSupported: 'not supported',
  neverFinishes: 'never ends',
  /** Set-up (PUT 1.2/shippers/{id}/setup) fails while the billing type is Postpaid; Prepaid works. */
  postpaidSetupFails: 'setup fail',
} as const;

export function signupOutcome(shopName: string): SignupOutcome {
  const name = shopName.toLowerCase();
  if (name.includes(SIGNUP_SEEDS.failed)) return 'failed';
  if (name.includes(SIGNUP_SEEDS.notSupported)) return 'notSupported';
  if (name.includes(SIGNUP_SEEDS.neverFinishes)) return 'neverFinishes';
  return 'created';
}

export function postpaidSetupFails(shopName: string): boolean {
  return shopName.toLowerCase().includes(SIGNUP_SEEDS.postpaidSetupFails);
}

/** The fields POST 2.1/shippers needs (spec part 1 §3, Shipper creation). */
export const SIGNUP_FIELDS = [
  'firstName', 'lastName', 'icNumber', 'icAddress', 'icPostalCode', 'rtsAddress', 'rtsPostalCode', 'billingAddress',
  'postalCode', 'email', 'shopName', 'mobileNumber',
] as const;
