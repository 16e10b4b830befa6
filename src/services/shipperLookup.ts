import type { ComponentType } from 'react';
import { defineService } from '@kernel';

/** A shipper as the portal keeps it (GET 2.0/shippers answers these camelCase fields). */
export interface Shipper {
  id: number;
  globalId: number;
  externalId: string | null;
  name: string;
  liaisonName: string;
  liaisonEmail: string;
  liaisonContact: string;
  liaisonAddress: string;
  liaisonAddress2: string;
  liaisonPostcode: string;
  isDefault: boolean;
  isPrepaid: boolean;
  isCodEnabled: boolean;
}

export interface ShipperPickerProps {
  selected: Shipper | null;
  onSelect: (shipper: Shipper | null) => void;
  disabled?: boolean;
}

/** Finding the shipper behind a parcel or a file row, and letting the operator pick one. */
export interface ShipperLookup {
  /** Shippers with this contact number, country prefix included (`+6591234567`). */
  searchByContact(contactNo: string): Promise<Shipper[]>;
  getById(id: number): Promise<Shipper>;
  getByExternalId(externalId: string): Promise<Shipper>;
  /** Search by number, pick one, make one the point's default. */
  Picker: ComponentType<ShipperPickerProps>;
}

export const SHIPPER_LOOKUP = defineService<ShipperLookup>('shipperLookup', 'finds shippers by contact number or id, with a picker');
