/**
 * The shippers plugin's simulated API (msw): shipper search and look-ups, the point's default shipper, and the
 * sign-up (create, set up, bank proof). The shippers themselves are the kit's list, which prices and orders read too.
 * The portal inserts these handlers after the kernel's fault gate, so ?sim=slow, 500, timeout and 401-next apply to
 * them. Seeded ids: SEEDS.md.
 */
import type { RequestHandler } from 'msw';
import { searchShippers, setDefaultShipper, shipperByExternalId, shipperById } from './handlers/shippers';
import { createShipper, setupShipper, uploadBankProof } from './handlers/shipperSignup';

export { resetShippersSim } from './state';

export const handlers: RequestHandler[] = [
  createShipper,
  setupShipper,
  uploadBankProof,
  searchShippers,
  shipperByExternalId,
  shipperById,
  setDefaultShipper,
];

export default { handlers };
