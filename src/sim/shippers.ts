/**
 * The company's shippers as the simulated server keeps them: every plugin simulator reads the same list (shipper
 * search, prices, orders, receipts), and the default shipper and signed-up shippers change it until the next reset.
 *
 * Seeded shippers, four per country (spec part 1 §3 Shipper): the first is the default and prepaid, the second is
 * postpaid with an external id, the third has COD off, the fourth is the "Retry Receipts" shipper whose receipts
 * fail generation once with BR_MISSING_INVOICED_AMOUNT_DETAILS. The second and fourth share a contact number, so
 * a search by it lists two shippers. Singapore also has a chain of twelve outlets on one number, for a long list
 * of results (MANY_RESULTS).
 */
import type { components } from '../kernel/api/openapi';
import type { CountryCode } from '../kernel/types';
import { countryIndex, simCountry } from './countries';
import { emailOf } from './text';

/** A shipper row of the server: the contract's Shipper (api/openapi.yaml), what GET 2.0/shippers answers. */
export type SimShipper = components['schemas']['Shipper'];

type Row = [name: string, liaison: string, contact: string, address: string, address2: string, postcode: string, externalId?: string];

const ROWS: Partial<Record<CountryCode, [Row, Row, Row, Row]>> = {
  sg: [
    ['Tan Kah Kee Hardware', 'Tan Wei Ming', '+6591234501', '52 Jalan Besar', '#01-02', '208804'],
    ['Lion City Gadgets Pte Ltd', 'Priya Nair', '+6591234502', '1 Kaki Bukit Road 1', '#03-15 Enterprise One', '415934', 'LCG-SG-1001'],
    ['Mei Ling Home Bakes', 'Wong Mei Ling', '+6591234503', 'Blk 406 Ang Mo Kio Avenue 10', '#07-1187', '560406'],
    ['Orchid Retry Receipts Pte Ltd', 'Goh Siew Lan', '+6591234502', '10 Ubi Crescent', '#05-33 Ubi Techpark', '408564'],
  ],
  id: [
    ['Toko Batik Sekar Arum', 'Siti Rahayu', '+6281234567801', 'Jl. Panglima Polim No. 21', 'Kebayoran Baru', '12160'],
    ['Kopi Nusantara Jaya', 'Andi Pratama', '+6281234567802', 'Jl. Gajah Mada No. 88', 'Gambir', '10130', 'KNJ-ID-1001'],
    ['Dapur Bu Ani', 'Ani Suryani', '+6281234567803', 'Jl. Kemang Raya No. 5', 'Mampang Prapatan', '12730'],
    ['Sembako Makmur Retry Receipts', 'Hendra Gunawan', '+6281234567802', 'Jl. Pluit Raya No. 17', 'Penjaringan', '14440'],
  ],
  th: [
    ['Siam Silk House', 'Somsak Wongsakul', '+66812345001', '35 Sukhumvit Soi 23', 'Khlong Toei Nuea, Watthana', '10110'],
    ['Bangkok Gadget Hub Co., Ltd.', 'Kanokwan Chaiyaporn', '+66812345002', '199 Ratchadaphisek Road', 'Din Daeng', '10400', 'BGH-TH-1001'],
    ['Baan Khanom Thai', 'Ratana Boonmee', '+66812345003', '77 Charoen Krung Road', 'Bang Rak', '10500'],
    ['Lanna Crafts Retry Receipts', 'Prasert Intarasuk', '+66812345002', '14 Tha Phae Road', 'Chang Khlan, Mueang Chiang Mai', '50100'],
  ],
  my: [
    ['Kedai Kain Nurul', 'Nurul Aini', '+60122345601', '18 Jalan Tuanku Abdul Rahman', 'Chow Kit, Kuala Lumpur', '50100'],
    ['Penang Tech Supplies Sdn Bhd', 'Lim Chee Keong', '+60122345602', '72 Jalan Burma', 'Pulau Tikus, George Town', '10250', 'PTS-MY-1001'],
    ['Ah Meng Bakery', 'Chong Ah Meng', '+60122345603', '9 Jalan Hang Jebat', 'Bandar Hilir, Melaka', '75200'],
    ['Borneo Retry Receipts Trading', 'Jessica Liew', '+60122345602', 'Lot 12, Jalan Gaya', 'Kota Kinabalu', '88000'],
  ],
  ph: [
    ['Lola Remedios Kakanin', 'Remedios Cruz', '+639181234501', '23 Maginhawa Street', 'Teachers Village, Quezon City', '1101'],
    ['Manila Gadget Depot Inc.', 'Mark Villanueva', '+639181234502', '1200 EDSA', 'Mandaluyong City', '1550', 'MGD-PH-1001'],
    ['Cebu Dried Mangoes Trading', 'Grace Tan', '+639181234503', '55 Osmeña Boulevard', 'Cebu City', '6000'],
    ['Davao Retry Receipts Trading', 'Rodel Bautista', '+639181234502', '18 J.P. Laurel Avenue', 'Davao City', '8000'],
  ],
  vn: [
    ['Cửa hàng Hoa Sen', 'Nguyễn Thị Lan', '+84912345601', '88 Nguyễn Huệ', 'Phường Bến Nghé, Quận 1, Hồ Chí Minh', '700000'],
    ['Công ty TNHH Sài Gòn Tech', 'Trần Quốc Bảo', '+84912345602', '200 Điện Biên Phủ', 'Quận Bình Thạnh, Hồ Chí Minh', '700000', 'SGT-VN-1001'],
    ['Bánh mì Cô Ba', 'Võ Thị Ba', '+84912345603', '12 Trần Phú', 'Quận Hải Châu, Đà Nẵng', '550000'],
    ['Hà Nội Retry Receipts Shop', 'Đỗ Văn Hùng', '+84912345602', '36 Hàng Đào', 'Quận Hoàn Kiếm, Hà Nội', '100000'],
  ],
  mm: [
    ['Shwe Pyi Tailoring', 'Daw Khin Khin', '+959450123401', 'No. 88, Bogyoke Aung San Road', 'Pabedan Township, Yangon', '11141'],
    ['Yangon Mobile Centre', 'Ko Aung Ko', '+959450123402', 'No. 21, Sule Pagoda Road', 'Kyauktada Township, Yangon', '11182', 'YMC-MM-1001'],
    ['Daw Khin Mya Snacks', 'Daw Khin Mya', '+959450123403', 'No. 5, 35th Street', 'Chanayethazan, Mandalay', '05021'],
    ['Mandalay Retry Receipts Crafts', 'U Than Htut', '+959450123402', 'No. 60, 78th Street', 'Mahaaungmye, Mandalay', '05031'],
  ],
  ma: [
    ['Bazar Atlas', 'Hassan Ouazzani', '+212661234501', '34 Rue Souk Semmarine', 'Médina, Marrakech', '40000'],
    ['Casa Tech SARL', 'Nadia Berrada', '+212661234502', '120 Boulevard Zerktouni', 'Maârif, Casablanca', '20330', 'CTS-MA-1001'],
    ['Pâtisserie Fatima', 'Fatima Alaoui', '+212661234503', '9 Rue Ibn Batouta', 'Agdal, Rabat', '10090'],
    ['Souss Argan Retry Receipts', 'Omar Bakkali', '+212661234502', '45 Avenue Hassan II', 'Talborjt, Agadir', '80000'],
  ],
};

type Outlet = [area: string, address: string, address2: string, postcode: string, externalId?: string];

/** One liaison, many shippers: the outlets of a Singapore coffee-shop chain share a contact number. */
export const MANY_RESULTS = {
  country: 'sg' as CountryCode,
  contact: '+6598761234',
  liaison: 'Lim Boon Huat',
  outlets: [
    ['Tampines', '201 Tampines Street 21', '#01-1103', '520201', 'KKC-SG-2001'],
    ['Jurong East', '135 Jurong Gateway Road', '#01-317', '600135'],
    ['Bedok', '216 Bedok North Street 1', '#01-32', '460216', 'KKC-SG-2003'],
    ['Yishun', '925 Yishun Central 1', '', '760925'],
    ['Woodlands', '888 Woodlands Drive 50', '#01-735', '730888'],
    ['Ang Mo Kio', '722 Ang Mo Kio Avenue 8', '#01-2845', '560722', 'KKC-SG-2006'],
    ['Toa Payoh', '190 Lorong 6 Toa Payoh', '#01-566', '310190'],
    ['Clementi', '448 Clementi Avenue 3', '#01-18', '120448'],
    ['Bishan', '279 Bishan Street 24', '', '570279'],
    ['Punggol', '681 Punggol Drive', '#01-04', '820681', 'KKC-SG-2010'],
    ['Sengkang', '261 Compassvale Street', '#01-410', '540261'],
    ['Queenstown', '40 Holland Drive', '#01-51', '270040'],
  ] as Outlet[],
};

/** The chain's outlets, after the country's four shippers: alternately prepaid and postpaid, every third with COD off. */
function outletShippers(country: CountryCode, ci: number, first: number): SimShipper[] {
  if (country !== MANY_RESULTS.country) return [];
  return MANY_RESULTS.outlets.map(([area, address, address2, postcode, externalId], j) => {
    const i = first + j;
    return {
      id: 3000 + ci * 100 + i + 1,
      globalId: 5000000 + ci * 1000 + i + 1,
      externalId: externalId ?? null,
      name: `Kopi Kaki Corner (${area})`,
      liaisonName: MANY_RESULTS.liaison,
      liaisonEmail: emailOf(`${MANY_RESULTS.liaison} ${area}`),
      liaisonContact: MANY_RESULTS.contact,
      liaisonAddress: address,
      liaisonAddress2: address2,
      liaisonPostcode: postcode,
      isDefault: false,
      isPrepaid: j % 2 === 0,
      isCodEnabled: j % 3 !== 2,
    };
  });
}

/** The four shippers of a country added by config alone, with numbers in its prefix and postcodes of its length. */
function madeRows(country: CountryCode): [Row, Row, Row, Row] {
  const { phonePrefix, postcodeLength } = simCountry(country) ?? { phonePrefix: '+0', postcodeLength: 5 };
  const postcode = '1'.padEnd(postcodeLength, '0');
  const cc = country.toUpperCase();
  return [
    ['Demo Prepaid Shop', 'Alex Demo', `${phonePrefix}91234501`, '1 Market Street', 'City A1', postcode],
    ['Demo Postpaid Trading', 'Sam Demo', `${phonePrefix}91234502`, '2 Harbour Road', 'City A2', postcode, `DPT-${cc}-1001`],
    ['Demo Home Bakes', 'Kim Demo', `${phonePrefix}91234503`, '3 Garden Lane', 'City B1', postcode],
    ['Demo Retry Receipts Crafts', 'Lee Demo', `${phonePrefix}91234502`, '4 Station Road', 'City B2', postcode],
  ];
}

/** Position in each country's list of the shipper whose receipts fail generation once (see SEEDS.md). */
export const RETRY_RECEIPTS_INDEX = 3;

/** Legacy ids 3101…3804 and global ids 5001001…5008004 (sg's outlets 3105…3116): country index, then position. */
export function seedShippers(country: CountryCode): SimShipper[] {
  const ci = countryIndex(country);
  const rows = (ROWS[country] ?? madeRows(country)).map(([name, liaison, contact, address, address2, postcode, externalId], i): SimShipper => ({
    id: 3000 + ci * 100 + i + 1,
    globalId: 5000000 + ci * 1000 + i + 1,
    externalId: externalId ?? null,
    name,
    liaisonName: liaison,
    liaisonEmail: emailOf(liaison),
    liaisonContact: contact,
    liaisonAddress: address,
    liaisonAddress2: address2,
    liaisonPostcode: postcode,
    isDefault: i === 0,
    isPrepaid: i === 0 || i === 2,
    isCodEnabled: i !== 2,
  }));
  return [...rows, ...outletShippers(country, ci, rows.length)];
}

/** True for the seeded "Retry Receipts" shipper of the country, by legacy or global id. */
export function isRetryReceiptsShipper(country: CountryCode, shipperId: number | null | undefined): boolean {
  const retry = seedShippers(country)[RETRY_RECEIPTS_INDEX];
  return retry !== undefined && shipperId != null && (shipperId === retry.id || shipperId === retry.globalId);
}

let lists: Partial<Record<CountryCode, SimShipper[]>> = {};

/** The country's shippers as changed so far (seeded on a country's first use; a country added by config too). */
export function shippersOf(country: CountryCode): SimShipper[] {
  return (lists[country] ??= seedShippers(country));
}

/** A shipper by legacy id or global id (the portal keys its list by both). */
export function findShipper(country: CountryCode, id: unknown): SimShipper | undefined {
  const n = typeof id === 'number' ? id : typeof id === 'string' && /^\d+$/.test(id) ? Number(id) : NaN;
  return shippersOf(country).find((s) => s.id === n || s.globalId === n);
}

/** Back to the seeded shippers (part of the simulator's reset). */
export function resetShippers(): void {
  lists = {};
}
