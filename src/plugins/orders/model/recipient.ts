/** What the recipient and pack forms edit (config/forms/<country>.json renders them). Flat, so a draft is plain JSON. */
export interface RecipientValue {
  contact: string;
  name: string;
  email: string;
  /** The quick-address pick shown in its search box (vn, my, th, id). */
  quickAddress: string;
  postCode: string;
  /** Address levels 1-3: state/province, city, district. */
  state: string;
  city: string;
  district: string;
  address: string;
  address2: string;
  lat: number | null;
  lng: number | null;
  consigneeInfoId: number | null;
  /** Billing zone of the picked location, sent with the price and reservation when quick address is on. */
  l1_id: string;
  l2_id: string;
  l3_id: string;
  billing_zone: string;
  billing_zone_metadata: string;
}

/** The pack form: a pack id and description on top of the recipient's address. */
export interface PackValue extends RecipientValue {
  packId: string;
  description: string;
}

export function emptyRecipient(): RecipientValue {
  return {
    contact: '', name: '', email: '', quickAddress: '', postCode: '', state: '', city: '', district: '', address: '',
    address2: '', lat: null, lng: null, consigneeInfoId: null, l1_id: '', l2_id: '', l3_id: '', billing_zone: '',
    billing_zone_metadata: '',
  };
}

export function emptyPack(): PackValue {
  return { ...emptyRecipient(), packId: '', description: '' };
}
