/** Picking a saved consignee fills the recipient's details (spec: name, email, address, postcode, location, id). */
import type { FormValue } from '../../formSpec';
import type { ConsigneeChoice } from './choice';
import { derivedFrom, type LevelField, type Zone } from '../location/cascade';

export function consigneePatch(choice: ConsigneeChoice, zones: readonly Zone[] | null, levels: readonly LevelField[]): FormValue {
  const base = {
    consigneeInfoId: choice.id,
    name: choice.name ?? '',
    email: choice.email ?? '',
    address: choice.address_1 ?? '',
    postCode: choice.postcode ?? '',
    state: choice.state ?? '',
    city: choice.city ?? '',
    district: choice.locality ?? '',
    lat: null,
    lng: null,
  };
  // The saved location's coordinates come from the zone table when it knows the place.
  return { ...base, ...(zones ? derivedFrom(zones, levels, { ...base, l1_id: '', l2_id: '', l3_id: '', billing_zone: '', billing_zone_metadata: '' }) : {}) };
}

/** "Clear recipient details": everything the consignee filled in, back to empty; the number stays. */
export function clearedConsignee(): FormValue {
  return {
    consigneeInfoId: null, name: '', email: '', address: '', address2: '', postCode: '', state: '', city: '', district: '',
    quickAddress: '', lat: null, lng: null, l1_id: '', l2_id: '', l3_id: '', billing_zone: '', billing_zone_metadata: '',
  };
}
