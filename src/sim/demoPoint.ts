/**
 * How a demo account and its point are made from the few fields that differ between them (accounts.ts lists them):
 * the permission flags of an ordinary point, opening hours, ids derived from the point id.
 */
import type { CountryCode, DpInfo, DpSettings } from '../kernel/types';

/** The password every demo account shares (shown in the dev panel and the README). */
export const DEMO_PASSWORD = 'demo';

/** One user of the simulated server and the point it operates. */
export interface SimAccount {
  username: string;
  /** null: the account only signs in through the identity provider (token login). */
  password: string | null;
  email: string;
  country: CountryCode;
  userId: number;
  /** What a demo with this account shows (README, start script). */
  shows: string;
  /**
   * Two-factor set-up is overdue until the user finishes enrolment: the logged-in call answers 403 and the
   * status check answers false once, then true (the user enrolled meanwhile).
   */
  twoFactorPending?: boolean;
  dp: DpInfo;
}

/** The permission flags every ordinary demo point has (spec §6); the variants below change one or two. */
const BASE_SETTINGS: Required<Omit<DpSettings, 'isBulkPostAddressLevelsSupported'>> = {
  allowCreatePost: true,
  allowCreatePack: true,
  allowCustomerReturn: true,
  allowShipperSend: true,
  allowPrintAwb: true,
  canCustomerCollect: true,
  canShipperLodgeIn: true,
  allowCodService: true,
  allowViewInsights: true,
  allowViewOrderEventsHistory: true,
  allowBulkProcessParcel: true,
  allowPostOrderEnhancements: true,
  allowManualPackOc: true,
  isNewDriverHandoverEnabled: false,
  isShipperDropOffRevampEnabled: false,
};

const WEEKDAYS = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'] as const;

/** Shops keep long hours, shorter on Sunday. */
function openingHours(open: string, close: string, sundayClose: string): NonNullable<DpInfo['openingHours']> {
  const hours: NonNullable<DpInfo['openingHours']> = {};
  for (const day of WEEKDAYS) hours[day] = [{ startTime: open, endTime: day === 'sunday' ? sundayClose : close }];
  return hours;
}

interface PointInput {
  id: number;
  country: CountryCode;
  name: string;
  shortName: string;
  address1: string;
  address2: string;
  city: string;
  postalCode: string;
  contact: string;
  latitude: number;
  longitude: number;
  partnerId: number;
  partnerName: string;
  hubId: number;
  hours?: [string, string, string];
  partnerType?: string;
  settings?: Partial<DpSettings>;
  newDesign?: boolean;
}

/** A full DpInfo from the few fields that differ between points; ids derive from the point id so they stay unique. */
function point(p: PointInput): DpInfo {
  const [open, close, sundayClose] = p.hours ?? ['08:00:00', '21:00:00', '18:00:00'];
  return {
    id: p.id,
    dpmsId: p.id + 500000,
    name: p.name,
    shortName: p.shortName,
    partnerId: p.partnerId,
    partnerName: p.partnerName,
    partnerType: p.partnerType ?? 'OWNED',
    country: p.country.toUpperCase(),
    systemId: p.country,
    address1: p.address1,
    address2: p.address2,
    city: p.city,
    postalCode: p.postalCode,
    contact: p.contact,
    latitude: p.latitude,
    longitude: p.longitude,
    shipperId: p.id + 7000000,
    legacyShipperId: p.id + 100000,
    globalShipperId: p.id + 9000000,
    hubId: p.hubId,
    type: 'SHOP',
    dpServiceType: 'RETAIL_POINT_NETWORK',
    serviceType: 'PUDO',
    driverCollectionMode: 'CONFIRMATION_CODE',
    maxParcelStayDuration: 2,
    supportedReceiptSizes: ['A4', 'A6'],
    acceptedParcelSizes: ['S', 'M', 'L', 'XL'],
    actualMaxCapacity: 120,
    computedMaxCapacity: 100,
    cutoffHour: 18,
    directions: '',
    distance: 0,
    externalStoreId: `EXT-${p.country.toUpperCase()}-${p.id}`,
    floorNumber: '',
    unitNumber: '',
    isActive: true,
    isHyperlocal: false,
    isNinjaWarehouse: false,
    isPublic: true,
    packsSoldHere: true,
    routeGroupIds: [],
    slots: [],
    openingHours: openingHours(open, close, sundayClose),
    ...BASE_SETTINGS,
    ...p.settings,
    settings: { isNewAkiraDesignsEnabled: p.newDesign ?? false },
  };
}

/** What differs between demo accounts: the user, and the point through PointInput. */
export interface AccountInput extends PointInput {
  username: string;
  shows: string;
  userId: number;
  password?: string | null;
  email?: string;
  twoFactorPending?: boolean;
}

/** A demo account and its point from the few fields that differ. */
export function account(a: AccountInput): SimAccount {
  return {
    username: a.username,
    password: a.password === undefined ? DEMO_PASSWORD : a.password,
    email: a.email ?? `${a.username}@example.com`,
    country: a.country,
    userId: a.userId,
    shows: a.shows,
    twoFactorPending: a.twoFactorPending ?? false,
    dp: point(a),
  };
}
