/**
 * Checks of one reservation of POST 1.2/reservations/post and POST 1.0/reservations/pack (spec part 1 §5): the
 * first problem found is the reservation's error message. Duplicates, used ids and the seeded failures are decided
 * by the handler, which sees the whole request.
 */
import type { CountryCode, DeliveryType } from '@kernel';
import type { SimAccount } from '@sim/kit';
import type { Shipper } from '../api/types';
import { countryOf, deliveryTypeOf } from './countries';
import { hasValidIdFormat, ID_FORMAT_MESSAGE } from './ids';
import { seedPackIds } from './seeds/parcels';
import { isNumber, isObject, isText } from './handlers/common';

export interface RuleContext {
  country: CountryCode;
  account: SimAccount;
  shipper: Shipper;
  kind: 'POST' | 'PACK';
  manualPack: boolean;
}

/** A reservation that passed the checks, with the values the server goes on with. */
export interface CheckedReservation {
  raw: Record<string, unknown>;
  recipient: Record<string, unknown>;
  deliveryType: DeliveryType;
  weight: number;
  insuredValue: number;
  codValue: number;
  stampId: string;
  packId: string;
}

const MAX_TEXT = 255;
const MAX_PHONE = 30;
const MAX_ID = 30;
const COUNTRY_NAMES: Record<CountryCode, string> = {
  sg: 'Singapore', id: 'Indonesia', th: 'Thailand', my: 'Malaysia', ph: 'the Philippines', vn: 'Vietnam', mm: 'Myanmar', ma: 'Morocco',
};

export function checkReservation(r: unknown, ctx: RuleContext): CheckedReservation | { problem: string } {
  const problem = (text: string) => ({ problem: text });
  if (!isObject(r)) return problem('Each reservation must be an object.');
  const { country } = ctx;
  const weight = r.weight;
  if (!isNumber(weight) || weight < 0.1) return problem('Weight must be at least 0.1 kg.');
  const deliveryType = deliveryTypeOf(country, r.delivery_type);
  if (!deliveryType) return problem(`Delivery type must be one of ${countryOf(country).deliveryTypes.join(', ')}.`);
  const recipient = r.recipient;
  if (!isObject(recipient)) return problem('Recipient details are required.');
  const required: Array<[string, string]> = [['name', 'Recipient name'], ['contact', 'Recipient contact number'], ['address1', 'Recipient address'], ['postcode', 'Recipient postcode']];
  for (const [field, label] of required) {
    if (!isText(recipient[field])) return problem(`${label} is required.`);
    if (String(recipient[field]).length > (field === 'contact' ? MAX_PHONE : MAX_TEXT)) return problem(`${label} is too long.`);
  }
  if (!/^\+?[0-9][0-9 -]{5,29}$/.test(String(recipient.contact).trim())) return problem('Recipient contact number is not valid.');
  const length = countryOf(country).postcodeLength;
  if (!new RegExp(`^\\d{${length}}$`).test(String(recipient.postcode).trim())) return problem(`Recipient postcode must have exactly ${length} digits.`);
  if (isText(recipient.email) && !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(recipient.email.trim())) return problem('Recipient email is not valid.');
  const insuredValue = r.insured_value ?? 0;
  if (!isNumber(insuredValue) || insuredValue < 0) return problem('Insured value must be a number of 0 or more.');
  const codValue = r.cod ?? 0;
  if (!isNumber(codValue) || codValue < 0) return problem('COD amount must be a number of 0 or more.');
  if (country === 'ph') {
    if (!isNumber(recipient.latitude) || !isNumber(recipient.longitude)) return problem(`Recipient latitude and longitude are required in ${COUNTRY_NAMES.ph}.`);
    if (insuredValue <= 0) return problem(`Insured value is required in ${COUNTRY_NAMES.ph}.`);
  }
  if (country === 'id' && !isText(r.pickup_instruction)) return problem(`Pickup instruction is required in ${COUNTRY_NAMES.id}.`);
  if (codValue > 0 && !ctx.account.dp.allowCodService) return problem('Cash on delivery is not enabled at this point.');
  if (codValue > 0 && !ctx.shipper.isCodEnabled) return problem(`Cash on delivery is not enabled for ${ctx.shipper.name}.`);
  const stampId = typeof r.stamp_id === 'string' ? r.stamp_id.trim() : '';
  if (r.stamp_id != null && typeof r.stamp_id !== 'string') return problem('stamp_id must be text.');
  if (stampId.length > MAX_ID) return problem(`Stamp ID must be at most ${MAX_ID} characters.`);
  if (stampId !== '' && !hasValidIdFormat(stampId)) return problem(ID_FORMAT_MESSAGE);
  let packId = '';
  if (ctx.kind === 'PACK') {
    if (!isText(r.pack_id)) return problem('Pack ID is required.');
    packId = r.pack_id.trim().toUpperCase();
    if (packId.length > MAX_ID || !/^[A-Z0-9-]+$/.test(packId)) return problem(ID_FORMAT_MESSAGE);
    if (!ctx.manualPack && !seedPackIds(country).includes(packId)) return problem(`Pack ID ${packId} is not a valid Ninja Pack ID.`);
    if (!isText(r.description)) return problem('Pack description is required.');
  }
  return { raw: r, recipient, deliveryType, weight, insuredValue, codValue, stampId, packId };
}
