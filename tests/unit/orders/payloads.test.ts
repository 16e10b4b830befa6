import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { CountryConfig, DeliveryType, DpInfo } from '../../../src/kernel';
import type { Shipper } from '../../../src/plugins/orders/api/types';
import { newParcel, type ParcelForm } from '../../../src/plugins/orders/model/parcel';
import { packRequest, priceRequest, reservationRequest } from '../../../src/plugins/orders/model/payloads';
import { emptyRecipient, type PackValue, type RecipientValue } from '../../../src/plugins/orders/model/recipient';

function country(code: string): CountryConfig {
  return JSON.parse(readFileSync(`config/countries/${code}.json`, 'utf8')) as CountryConfig;
}

const SG = country('sg');
const ALL_TYPES: DeliveryType[] = ['STANDARD', 'NEXTDAY', 'EXPRESS'];

const DP: DpInfo = { id: 42, name: 'Counter 42', country: 'SG', systemId: 'sg', latitude: 1.3, longitude: 103.8 };

const SHIPPER: Shipper = {
  id: 301, globalId: 9301, externalId: null, name: 'Shop', liaisonName: 'Liz', liaisonEmail: 'liz@example.com',
  liaisonContact: '+6581112222', liaisonAddress: '9 Sender St', liaisonAddress2: '#01-01', liaisonPostcode: '123456',
  isDefault: false, isPrepaid: true, isCodEnabled: true,
};

const ZONE = { l1_id: 'L1-7', l2_id: 'L2-8', l3_id: 'L3-9', billing_zone: 'ZONE-A', billing_zone_metadata: '{"z":1}' };

function recipient(parts: Partial<RecipientValue> = {}): RecipientValue {
  return {
    ...emptyRecipient(), contact: '91234567', name: ' Ann Lee ', email: 'ann@example.com', postCode: '654321', state: 'Central',
    city: 'Singapore', district: 'Bishan', address: ' 1 Road ', address2: 'Unit 2', lat: 1.35, lng: 103.85, consigneeInfoId: 77,
    ...ZONE, ...parts,
  };
}

function post(parts: Partial<ParcelForm> = {}, r: Partial<RecipientValue> = {}): ParcelForm {
  return { ...newParcel('POST', ALL_TYPES), weight: '2.5', stampId: { id: ' STAMP1 ', isVerified: true }, recipient: recipient(r), ...parts };
}

function ctx(code = 'sg', quickAddress = false) {
  return { dp: DP, sender: SHIPPER, country: country(code), quickAddress };
}

function only<T>(list: T[]): T {
  expect(list).toHaveLength(1);
  return list[0] as T;
}

describe('reservationRequest (spec part 1 §3 "Reservation request")', () => {
  it('names the point and the shipper and carries one reservation a parcel, in order', () => {
    const req = reservationRequest([post({ stampId: { id: 'STAMPA', isVerified: true } }), post({ stampId: { id: 'STAMPB', isVerified: true } })], ctx());
    expect(req.dp_id).toBe(42);
    expect(req.shipper_id).toBe(301);
    expect(req.global_shipper_id).toBe(9301);
    expect(req.support_quick_address).toBe(false);
    expect(req.reservations.map((r) => r.stamp_id)).toEqual(['STAMPA', 'STAMPB']);
    expect(reservationRequest([post()], ctx('my', true)).support_quick_address).toBe(true);
  });

  it('insured value is 0 when insurance is off, the value when it is on', () => {
    expect(only(reservationRequest([post({ insuredValue: '300' })], ctx()).reservations).insured_value).toBe(0);
    expect(only(reservationRequest([post({ insurance: true, insuredValue: '300' })], ctx()).reservations).insured_value).toBe(300);
  });

  it('the Philippines sends the insured value even with insurance off', () => {
    expect(only(reservationRequest([post({ insuredValue: '500' })], ctx('ph')).reservations).insured_value).toBe(500);
  });

  it('COD is null when not set, the amount when set', () => {
    expect(only(reservationRequest([post()], ctx()).reservations).cod).toBeNull();
    expect(only(reservationRequest([post({ codValue: '80' })], ctx()).reservations).cod).toBeNull();
    expect(only(reservationRequest([post({ cod: true, codValue: '120.5' })], ctx('my')).reservations).cod).toBe(120.5);
  });

  it('the parcel fields: weight as a number, pickup instruction, delivery instruction, trimmed stamp id', () => {
    const r = only(reservationRequest([post({ description: 'Call at gate', comments: 'Fragile' })], ctx()).reservations);
    expect(r.weight).toBe(2.5);
    expect(r.pickup_instruction).toBe('Call at gate');
    expect(r.delivery_instruction).toBe('Fragile');
    expect(r.stamp_id).toBe('STAMP1');
  });

  it('NEXTDAY delivery is service level NEXT_DAY; other types keep their name', () => {
    const level = (deliveryType: DeliveryType) => only(reservationRequest([post({ deliveryType })], ctx()).reservations);
    expect(level('NEXTDAY')).toMatchObject({ delivery_type: 'NEXTDAY', service_level: 'NEXT_DAY' });
    expect(level('STANDARD')).toMatchObject({ delivery_type: 'STANDARD', service_level: 'STANDARD' });
    expect(level('EXPRESS')).toMatchObject({ delivery_type: 'EXPRESS', service_level: 'EXPRESS' });
  });

  it('the recipient contact gets the country prefix when it has none', () => {
    const contact = (code: string, typed: string) => only(reservationRequest([post({}, { contact: typed })], ctx(code)).reservations).recipient.contact;
    expect(contact('sg', '91234567')).toBe('+6591234567');
    expect(contact('my', '0123456789')).toBe('+60123456789');
    expect(contact('ph', '9171234567')).toBe('+639171234567');
  });

  it('a contact typed with its own plus is kept', () => {
    const r = only(reservationRequest([post({}, { contact: '+6591234567' })], ctx('sg')).reservations);
    expect(r.recipient.contact).toBe('+6591234567');
  });

  it('the recipient carries the form values, trimmed, and the consignee id', () => {
    const r = only(reservationRequest([post()], ctx()).reservations).recipient;
    expect(r).toMatchObject({
      name: 'Ann Lee', address1: '1 Road', address2: 'Unit 2', postcode: '654321', state: 'Central', city: 'Singapore',
      locality: 'Bishan', email: 'ann@example.com', latitude: 1.35, longitude: 103.85, consignee_info_id: 77,
    });
    expect(r.country.toLowerCase()).toBe('sg');
  });

  it('the sender is the shipper', () => {
    const s = only(reservationRequest([post()], ctx()).reservations).sender;
    expect(s).toMatchObject({ name: 'Liz', contact: '+6581112222', email: 'liz@example.com', address1: '9 Sender St', address2: '#01-01', postcode: '123456' });
  });

  it('billing zone and address level ids go with the recipient only when quick address is on', () => {
    const off = only(reservationRequest([post()], ctx('my', false)).reservations).recipient;
    for (const key of Object.keys(ZONE)) expect(off).not.toHaveProperty(key);
    const on = only(reservationRequest([post()], ctx('my', true)).reservations).recipient;
    expect(on).toMatchObject(ZONE);
  });
});

describe('packRequest', () => {
  function pack(parts: Partial<PackValue> = {}): ParcelForm {
    const p = newParcel('PACK', ALL_TYPES, { packId: 'PK-1' });
    return { ...p, imageUrl: 'https://img.example/pk1.png', recipient: { ...recipient(), packId: ' PK-1 ', description: ' Shoes ', ...parts } };
  }

  it('adds the pack id, pack description and image to each reservation, on the same request head', () => {
    const req = packRequest([pack()], ctx());
    expect(req).toMatchObject({ dp_id: 42, shipper_id: 301, global_shipper_id: 9301 });
    const r = only(req.reservations);
    expect(r).toMatchObject({ pack_id: 'PK-1', description: 'Shoes', image_url: 'https://img.example/pk1.png' });
    expect(r.recipient.contact).toBe('+6591234567');
    expect(r.insured_value).toBe(0);
    expect(r.cod).toBeNull();
  });
});

describe('priceRequest (spec part 1 §3 "Price request", §9)', () => {
  it('fixed size S, order type NORMAL, timeslot NONE, and the shipper global id', () => {
    const req = priceRequest(post(), SHIPPER, DP, SG, false);
    expect(req).toMatchObject({ size: 'S', order_type: 'NORMAL', timeslot_type: 'NONE', global_shipper_id: 9301 });
  });

  it('weight, from the point to the recipient', () => {
    const req = priceRequest(post({ weight: '3.5' }), SHIPPER, DP, SG, false);
    expect(req).toMatchObject({ weight: 3.5, from_latitude: 1.3, from_longitude: 103.8, to_latitude: 1.35, to_longitude: 103.85 });
  });

  it('insured value 0 when insurance is off, COD value only when COD is on', () => {
    expect(priceRequest(post({ insuredValue: '300', codValue: '50' }), SHIPPER, DP, SG, false)).toMatchObject({ insured_value: 0, cod_value: 0 });
    expect(priceRequest(post({ insurance: true, insuredValue: '300', cod: true, codValue: '50' }), SHIPPER, DP, SG, false))
      .toMatchObject({ insured_value: 300, cod_value: 50 });
  });

  it('billing zone, its metadata and the l1/l2/l3 ids only when quick address is on', () => {
    const off = priceRequest(post(), SHIPPER, DP, SG, false);
    for (const key of Object.keys(ZONE)) expect(off).not.toHaveProperty(key);
    expect(priceRequest(post(), SHIPPER, DP, SG, true)).toMatchObject(ZONE);
  });

  it('asks the next-day enum for NEXTDAY (part 1 §7)', () => {
    expect(priceRequest(post({ deliveryType: 'NEXTDAY' }), SHIPPER, DP, SG, false).delivery_type).toBe('NEXT_DAY');
  });

  it('quotes the Philippine insured value even without the insurance tick, as the order carries it', () => {
    const ph = country('ph');
    expect(priceRequest(post({ insuredValue: '500' }), SHIPPER, DP, ph, false).insured_value).toBe(500);
  });
});
