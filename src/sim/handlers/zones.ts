import { countryCaller } from '../countryCaller';
import { countryHttp } from '../openapiHttp';
import { badRequest, ok } from '../respond';
import { divisionsOf, zonesOf } from '../zones';

/** GET 1.0/dp-zones?system=..: the zones of the path's country. */
export const dpZones = countryHttp.get('/1.0/dp-zones', ({ request, params, query }) => {
  const { country, response } = countryCaller(request, params);
  if (response) return response;
  const system: string | null = query.get('system');
  if (system !== null && system.trim().toLowerCase() !== country) return badRequest(`system ${system} does not match this service.`);
  return ok(zonesOf(country));
});

/** GET 1.0/divisions?l1_address=&l2_address=: quick address in three steps, from the same zone table. */
export const divisions = countryHttp.get('/1.0/divisions', ({ request, params, query }) => {
  const { country, response } = countryCaller(request, params);
  if (response) return response;
  const l1 = query.get('l1_address')?.trim() || undefined;
  const l2 = query.get('l2_address')?.trim() || undefined;
  if (l2 && !l1) return badRequest('l2_address needs l1_address.');
  // Field names carry the level: l1AddressDisplayValue/l1AddressValue, then l2…, then l3….
  return ok(
    divisionsOf(country, l1, l2).map(({ level, value }) => ({
      [`l${level}AddressDisplayValue`]: value,
      [`l${level}AddressValue`]: value,
    })),
  );
});
