import { http } from 'msw';
import { countryParam, requireAccount } from '../auth';
import { badRequest, notFound, ok } from '../respond';
import { divisionsOf, zonesOf } from '../zones';

/** GET 1.0/dp-zones?system=..: the zones of the path's country. */
export const dpZones = http.get('*/api/:country/1.0/dp-zones', ({ request, params }) => {
  const country = countryParam(params.country);
  if (!country) return notFound(`Unknown country service ${String(params.country)}.`);
  const auth = requireAccount(request, country);
  if (auth.response) return auth.response;
  const system = new URL(request.url).searchParams.get('system');
  if (system !== null && system.trim().toLowerCase() !== country) return badRequest(`system ${system} does not match this service.`);
  return ok(zonesOf(country));
});

/** GET 1.0/divisions?l1_address=&l2_address=: quick address in three steps, from the same zone table. */
export const divisions = http.get('*/api/:country/1.0/divisions', ({ request, params }) => {
  const country = countryParam(params.country);
  if (!country) return notFound(`Unknown country service ${String(params.country)}.`);
  const auth = requireAccount(request, country);
  if (auth.response) return auth.response;
  const query = new URL(request.url).searchParams;
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
