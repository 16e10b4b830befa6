/** GET 1.0/consignees?contact=: the saved consignees of a recipient number (an empty list when there are none). */
import { badRequest, ok } from '@sim/kit';
import type { ConsigneeChoice } from '../../api/types';
import { nationalDigits } from '../countries';
import { seedConsignees } from '../seeds/consignees';
import { caller, countryHttp } from './common';

export const searchConsignees = countryHttp.get('/1.0/consignees', ({ request, params, query }) => {
  const who = caller(request, params);
  if (who.response) return who.response;
  const raw: string | null = query.get('contact');
  if (raw === null || raw.trim() === '') return badRequest('contact is required.');
  const wanted = nationalDigits(who.country, raw);
  const found: ConsigneeChoice[] = seedConsignees(who.country)
    .filter((c) => wanted !== '' && nationalDigits(who.country, c.contact) === wanted)
    .map(({ contact: _contact, ...choice }) => choice);
  return ok(found);
});
