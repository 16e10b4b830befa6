/** GET 1.0/consignees?contact=: the saved consignees of a recipient number (an empty list when there are none). */
import { http } from 'msw';
import { badRequest, ok } from '@sim/kit';
import type { ConsigneeChoice } from '../../api/types';
import { nationalDigits } from '../countries';
import { seedConsignees } from '../seeds/consignees';
import { caller, countryPath, query } from './common';

export const searchConsignees = http.get(countryPath('1.0/consignees'), ({ request, params }) => {
  const who = caller(request, params);
  if (who.response) return who.response;
  const raw = query(request).get('contact');
  if (raw === null || raw.trim() === '') return badRequest('contact is required.');
  const wanted = nationalDigits(who.country, raw);
  const found: ConsigneeChoice[] = seedConsignees(who.country)
    .filter((c) => wanted !== '' && nationalDigits(who.country, c.contact) === wanted)
    .map(({ contact: _contact, ...choice }) => choice);
  return ok(found);
});
