/** POST 2.2/shippers/{globalId}/price: a quote for one parcel (see pricing.ts for the maths). */
import { badRequest, fail, jsonBody, ok } from '@sim/kit';
import type { PriceResult } from '../../api/types';
import { countryOf, deliveryTypeOf } from '../countries';
import { isPriceFailurePostcode, PRICE_FAILED_MESSAGE, priceOf } from '../pricing';
import { caller, countryHttp, isNumber } from './common';
import { findShipper } from '@sim/kit';

export const quotePrice = countryHttp.post('/2.2/shippers/{globalShipperId}/price', async ({ request, params }) => {
  const who = caller(request, params);
  if (who.response) return who.response;
  const shipper = findShipper(who.country, params.globalShipperId);
  if (!shipper || shipper.globalId !== Number(params.globalShipperId)) return badRequest(`Unknown global shipper id ${params.globalShipperId}.`);
  const body = await jsonBody(request);
  if (!body) return badRequest('The price request must be a JSON object.');
  const deliveryType = deliveryTypeOf(who.country, body.delivery_type);
  if (!deliveryType) {
    return badRequest(`delivery_type must be one of ${countryOf(who.country).deliveryTypes.join(', ')}.`);
  }
  if (!isNumber(body.weight) || body.weight <= 0) return badRequest('weight must be a number greater than 0.');
  const insured = body.insured_value ?? 0;
  const cod = body.cod_value ?? 0;
  if (!isNumber(insured) || insured < 0) return badRequest('insured_value must be a number of 0 or more.');
  if (!isNumber(cod) || cod < 0) return badRequest('cod_value must be a number of 0 or more.');
  if (body.global_shipper_id !== undefined && body.global_shipper_id !== shipper.globalId) {
    return badRequest('global_shipper_id does not match the shipper of the path.');
  }
  if (isPriceFailurePostcode(body.to_postcode)) return fail(500, 'PRICE_FAILED', 'PRICE_FAILED', PRICE_FAILED_MESSAGE);
  const { delivery_fee, insurance_fee, cod_fee, total_tax, total_with_tax } = priceOf(who.country, { deliveryType, weight: body.weight, insuredValue: insured, codValue: cod });
  return ok<PriceResult>({ total_with_tax, total_tax, insurance_fee, delivery_fee, cod_fee });
});
