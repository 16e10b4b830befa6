import type { CountryCode } from '../kernel/types';
import { countryIndex, simCountry, simCountryCodes } from './countries';
import { account, type SimAccount } from './demoPoint';
import { zonesOf } from './zones';

export { DEMO_PASSWORD, type SimAccount } from './demoPoint';

/** Every user the simulated server knows: one ordinary point per country, then the variants. */
export const SIM_ACCOUNTS: readonly SimAccount[] = [
  account({
    username: 'sg-demo', userId: 8101, shows: 'Singapore point with every standard permission',
    id: 10101, country: 'sg', name: 'Kim Lian Provision Shop', shortName: 'Kim Lian Toa Payoh',
    address1: '190 Lorong 6 Toa Payoh', address2: '#01-510', city: 'Singapore', postalCode: '310190',
    contact: '+65 6253 4187', latitude: 1.3343, longitude: 103.8563, partnerId: 2101, partnerName: 'Kim Lian Trading', hubId: 11,
  }),
  account({
    username: 'id-demo', userId: 8201, shows: 'Indonesia point with every standard permission',
    id: 20101, country: 'id', name: 'Toko Sumber Rezeki', shortName: 'Sumber Rezeki Kebayoran',
    address1: 'Jl. Kyai Maja No. 12', address2: 'Kebayoran Baru', city: 'Jakarta Selatan', postalCode: '12120',
    contact: '+62 21 7245 318', latitude: -6.2433, longitude: 106.799, partnerId: 2201, partnerName: 'CV Sumber Rezeki', hubId: 21,
    hours: ['07:00:00', '22:00:00', '20:00:00'],
  }),
  account({
    username: 'th-demo', userId: 8301, shows: 'Thailand company-owned point (Send only, no Post)',
    id: 30101, country: 'th', name: 'Somchai Mini Mart', shortName: 'Somchai Chatuchak',
    address1: '112 Phahonyothin Road', address2: 'Chatuchak', city: 'Bangkok', postalCode: '10900',
    contact: '+66 2 939 2210', latitude: 13.828, longitude: 100.56, partnerId: 2301, partnerName: 'Somchai Trading Co., Ltd.', hubId: 31,
  }),
  account({
    username: 'my-demo', userId: 8401, shows: 'Malaysia point with every standard permission',
    id: 40101, country: 'my', name: 'Kedai Runcit Ah Seng', shortName: 'Ah Seng SS2',
    address1: '23 Jalan SS 2/24', address2: 'SS2', city: 'Petaling Jaya', postalCode: '47300',
    contact: '+60 3 7876 5521', latitude: 3.118, longitude: 101.622, partnerId: 2401, partnerName: 'Ah Seng Enterprise', hubId: 41,
  }),
  account({
    username: 'ph-demo', userId: 8501, shows: 'Philippines point with every standard permission',
    id: 50101, country: 'ph', name: "Aling Nena's Sari-Sari Store", shortName: 'Aling Nena Poblacion',
    address1: '5678 P. Burgos Street', address2: 'Poblacion', city: 'Makati City', postalCode: '1210',
    contact: '+63 2 8895 4412', latitude: 14.565, longitude: 121.03, partnerId: 2501, partnerName: 'Nena Santos Trading', hubId: 51,
  }),
  account({
    username: 'vn-demo', userId: 8601, shows: 'Vietnam point with every standard permission',
    id: 60101, country: 'vn', name: 'Tạp hóa Minh Anh', shortName: 'Minh Anh Quận 1',
    address1: '12 Lê Thánh Tôn', address2: 'Phường Bến Nghé, Quận 1', city: 'Hồ Chí Minh', postalCode: '700000',
    contact: '+84 28 3823 6650', latitude: 10.778, longitude: 106.702, partnerId: 2601, partnerName: 'Hộ kinh doanh Minh Anh', hubId: 61,
  }),
  account({
    username: 'mm-demo', userId: 8701, shows: 'Myanmar point with every standard permission',
    id: 70101, country: 'mm', name: 'Shwe Myint Mo Store', shortName: 'Shwe Myint Mo Hledan',
    address1: '105 Pyay Road', address2: 'Hledan, Kamayut Township', city: 'Yangon', postalCode: '11041',
    contact: '+95 1 503 218', latitude: 16.823, longitude: 96.13, partnerId: 2701, partnerName: 'Shwe Myint Mo Co., Ltd.', hubId: 71,
  }),
  account({
    username: 'ma-demo', userId: 8801, shows: 'Morocco point (French by default)',
    id: 80101, country: 'ma', name: 'Épicerie Al Baraka', shortName: 'Al Baraka Maârif',
    address1: '24 Rue Ibnou Mounir', address2: 'Maârif', city: 'Casablanca', postalCode: '20330',
    contact: '+212 522 25 41 90', latitude: 33.585, longitude: -7.633, partnerId: 2801, partnerName: 'Al Baraka SARL', hubId: 81,
    hours: ['09:00:00', '20:00:00', '13:00:00'],
  }),
  account({
    username: 'th-franchise-demo', userId: 8302, shows: 'Thailand franchisee point: Post and Bulk Post appear',
    id: 30102, country: 'th', name: 'Baan Suan Parcel Shop', shortName: 'Baan Suan Nimman',
    address1: '18 Nimmanhaemin Road', address2: 'Suthep, Mueang Chiang Mai', city: 'Chiang Mai', postalCode: '50200',
    contact: '+66 53 210 447', latitude: 18.7961, longitude: 98.968, partnerId: 2302, partnerName: 'Baan Suan Franchise', hubId: 32,
    partnerType: 'FRANCHISEE',
  }),
  account({
    username: 'my-handover-demo', userId: 8402, shows: 'Malaysia point with the new driver handover',
    id: 40102, country: 'my', name: 'Kedai Serbaneka Bestari', shortName: 'Bestari USJ',
    address1: '8 Jalan USJ 10/1', address2: 'USJ 10', city: 'Subang Jaya', postalCode: '47620',
    contact: '+60 3 8024 1190', latitude: 3.045, longitude: 101.584, partnerId: 2402, partnerName: 'Bestari Serbaneka Sdn Bhd', hubId: 42,
    settings: { isNewDriverHandoverEnabled: true },
  }),
  account({
    username: 'ph-newdesign-demo', userId: 8502, shows: 'Philippines point with the new design and the shipper drop-off revamp',
    id: 50102, country: 'ph', name: 'Kapitolyo Corner Store', shortName: 'Kapitolyo Corner',
    address1: '12 East Capitol Drive', address2: 'Kapitolyo', city: 'Pasig City', postalCode: '1603',
    contact: '+63 2 8631 7725', latitude: 14.571, longitude: 121.059, partnerId: 2502, partnerName: 'Kapitolyo Corner Trading', hubId: 52,
    settings: { isShipperDropOffRevampEnabled: true }, newDesign: true,
  }),
  account({
    username: 'id-nocod-demo', userId: 8202, shows: 'Indonesia point without cash on delivery',
    id: 20102, country: 'id', name: 'Warung Bu Sri', shortName: 'Bu Sri Dago',
    address1: 'Jl. Ir. H. Juanda No. 88', address2: 'Coblong', city: 'Bandung', postalCode: '40135',
    contact: '+62 22 250 3381', latitude: -6.8876, longitude: 107.6135, partnerId: 2202, partnerName: 'Warung Bu Sri', hubId: 22,
    settings: { allowCodService: false },
  }),
  account({
    username: 'sg-counter-demo', userId: 8105, shows: 'Singapore point without insights: no Business analytics',
    id: 10103, country: 'sg', name: 'Bedok Parcel Counter', shortName: 'Bedok Counter',
    address1: '208 New Upper Changi Road', address2: '#01-12', city: 'Singapore', postalCode: '460208',
    contact: '+65 6241 7390', latitude: 1.3249, longitude: 103.9329, partnerId: 2103, partnerName: 'Bedok Counter Services', hubId: 13,
    settings: { allowViewInsights: false },
  }),
  account({
    username: 'sg-2fa-demo', userId: 8102, shows: 'Singapore user whose two-factor set-up is overdue',
    id: 10102, country: 'sg', name: 'Tampines Parcel Corner', shortName: 'Tampines Corner',
    address1: '1 Tampines Walk', address2: '#01-23', city: 'Singapore', postalCode: '528523',
    contact: '+65 6786 2290', latitude: 1.3546, longitude: 103.954, partnerId: 2102, partnerName: 'Tampines Corner Pte Ltd', hubId: 12,
    twoFactorPending: true,
  }),
  // Token-login users (identity provider); they have no password.
  account({
    username: 'sso-demo', password: null, email: 'sso.demo@example.com', userId: 8103, shows: 'Token login, already enrolled in two-factor',
    id: 10103, country: 'sg', name: 'Bedok North Minimart', shortName: 'Bedok North',
    address1: 'Blk 511 Bedok North Street 3', address2: '#01-15', city: 'Singapore', postalCode: '460511',
    contact: '+65 6441 0937', latitude: 1.3331, longitude: 103.9322, partnerId: 2103, partnerName: 'Bedok North Minimart', hubId: 12,
  }),
  account({
    username: 'sso-2fa', password: null, email: 'sso.2fa@example.com', userId: 8104, shows: 'Token login that must set up two-factor first',
    id: 10104, country: 'sg', name: 'Jurong West Parcel Point', shortName: 'Jurong West 41',
    address1: 'Blk 498 Jurong West Street 41', address2: '#01-402', city: 'Singapore', postalCode: '640498',
    contact: '+65 6567 3302', latitude: 1.3404, longitude: 103.709, partnerId: 2104, partnerName: 'JW Parcel Point', hubId: 13,
    twoFactorPending: true,
  }),
];

/** Identity-provider tokens the token login accepts, and whose account each one is. */
export const SSO_TOKENS: Readonly<Record<string, string>> = {
  'sso-demo-token': 'sso-demo',
  'sso-2fa-token': 'sso-2fa',
};

/** Password accounts for the README, the start script and the dev panel. */
export interface DemoAccount {
  username: string;
  password: string;
  country: CountryCode;
  shows: string;
}

export const DEMO_ACCOUNTS: readonly DemoAccount[] = demoAccountsOf(SIM_ACCOUNTS);

/** The password accounts with those of countries added by config (for the dev panel, once config is loaded). */
export function demoAccounts(): DemoAccount[] {
  return demoAccountsOf(allAccounts());
}

function demoAccountsOf(list: readonly SimAccount[]): DemoAccount[] {
  return list.flatMap((a) => (a.password === null ? [] : [{ username: a.username, password: a.password, country: a.country, shows: a.shows }]));
}

/** The hand-written accounts, then a `<cc>-demo` point for each country added by config alone. */
export function allAccounts(): SimAccount[] {
  const made = simCountryCodes().filter((c) => !SIM_ACCOUNTS.some((a) => a.username === `${c}-demo`)).map(configDemoAccount);
  return [...SIM_ACCOUNTS, ...made];
}

export function findAccount(username: string): SimAccount | undefined {
  return allAccounts().find((a) => a.username === username);
}

/** The two-factor status check is asked by e-mail, or by username for password users. */
export function findAccountByEmailOrUsername(key: string): SimAccount | undefined {
  const wanted = key.trim().toLowerCase();
  return allAccounts().find((a) => a.email.toLowerCase() === wanted || a.username.toLowerCase() === wanted);
}

/** An ordinary point of a country the simulator knows only from its config file: numbers in its prefix. */
function configDemoAccount(code: CountryCode): SimAccount {
  const country = simCountry(code);
  const ci = countryIndex(code);
  const zone = zonesOf(code)[0];
  const name = country?.names?.en ?? code.toUpperCase();
  return account({
    username: `${code}-demo`, userId: 8000 + ci * 10, shows: `An ordinary point in ${name} (a country added by config alone)`,
    id: ci * 10000 + 101, country: code, name: `${name} Demo Point`, shortName: `${name} Demo`,
    address1: '1 Demo Street', address2: '', city: zone?.l2Name ?? name, postalCode: '1'.padEnd(country?.postcodeLength ?? 5, '0'),
    contact: `${country?.phonePrefix ?? '+1'} 2000 0101`, latitude: zone?.latitude ?? 0, longitude: zone?.longitude ?? 0,
    partnerId: 2000 + ci, partnerName: `${name} Demo Partner`, hubId: 10 + ci,
  });
}
