import type { ParcelPricing } from '@services';
import { getPrice } from '../api/orderApi';
import { costFromPrice } from '../model/fees';
import { newParcel } from '../model/parcel';
import { priceRequest } from '../model/payloads';
import { emptyRecipient } from '../model/recipient';

/** The order page's pricing for flows that quote without an order: a post parcel with the given fields, priced as such. */
export const parcelPricing: ParcelPricing = {
  newParcel: (deliveryTypes) => {
    const { weight, deliveryType } = newParcel('POST', deliveryTypes);
    return { weight, deliveryType };
  },
  request: (fields, to, sender, dp, country, quickAddress) =>
    priceRequest({ ...newParcel('POST', country.deliveryTypes), ...fields, recipient: { ...emptyRecipient(), ...to } }, sender, dp, country, quickAddress),
  price: (request) => getPrice(request.global_shipper_id, request),
  cost: costFromPrice,
};
