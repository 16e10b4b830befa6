import type { ShipperLookup } from '@services';
import { getShipper, getShipperByExternalId, searchShippers } from '../api/shipperApi';
import { ShipperPicker } from '../components/ShipperPicker';

/** The shipper lookup other plugins require (bulk checks a file's shippers, handover and collect show them). */
export const shipperLookup: ShipperLookup = {
  searchByContact: searchShippers,
  getById: getShipper,
  getByExternalId: getShipperByExternalId,
  Picker: ShipperPicker,
};
