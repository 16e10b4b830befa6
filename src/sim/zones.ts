import type { CountryCode } from '../kernel/types';

/** A zone of GET 1.0/dp-zones: three address levels and a centre point. */
export interface SimZone {
  l1Name: string;
  l2Name: string;
  l3Name: string;
  latitude: number;
  longitude: number;
}

type Row = [l1: string, l2: string, l3: string, latitude: number, longitude: number];

// Compact rows keep the table readable; real region > city/district > neighbourhood names, approximate centres.
const ROWS: Partial<Record<CountryCode, Row[]>> = {
  sg: [
    ['Central', 'Downtown Core', 'Raffles Place', 1.284, 103.8515],
    ['Central', 'Orchard', 'Somerset', 1.3006, 103.8389],
    ['Central', 'Bukit Merah', 'Tiong Bahru', 1.2857, 103.827],
    ['Central', 'Toa Payoh', 'Toa Payoh Central', 1.3343, 103.8563],
    ['East', 'Tampines', 'Tampines East', 1.3546, 103.954],
    ['East', 'Bedok', 'Bedok North', 1.3331, 103.9322],
    ['North', 'Woodlands', 'Woodlands East', 1.4382, 103.789],
    ['North', 'Yishun', 'Yishun Central', 1.4295, 103.8355],
    ['North-East', 'Sengkang', 'Sengkang Town Centre', 1.3917, 103.895],
    ['North-East', 'Hougang', 'Hougang Central', 1.3712, 103.8925],
    ['West', 'Jurong West', 'Jurong West Central', 1.3404, 103.709],
    ['West', 'Clementi', 'Clementi Central', 1.3151, 103.7652],
  ],
  id: [
    ['DKI Jakarta', 'Jakarta Selatan', 'Kebayoran Baru', -6.2433, 106.799],
    ['DKI Jakarta', 'Jakarta Selatan', 'Tebet', -6.226, 106.853],
    ['DKI Jakarta', 'Jakarta Pusat', 'Menteng', -6.196, 106.83],
    ['DKI Jakarta', 'Jakarta Barat', 'Grogol Petamburan', -6.163, 106.789],
    ['Jawa Barat', 'Kota Bandung', 'Coblong', -6.8876, 107.6135],
    ['Jawa Barat', 'Kota Bekasi', 'Bekasi Selatan', -6.248, 106.995],
    ['Banten', 'Kota Tangerang', 'Cipondoh', -6.185, 106.679],
    ['Jawa Tengah', 'Kota Semarang', 'Semarang Tengah', -6.979, 110.418],
    ['Jawa Timur', 'Kota Surabaya', 'Gubeng', -7.275, 112.75],
    ['Bali', 'Kota Denpasar', 'Denpasar Selatan', -8.688, 115.222],
    ['Sumatera Utara', 'Kota Medan', 'Medan Baru', 3.5795, 98.6589],
  ],
  th: [
    ['Bangkok', 'Pathum Wan', 'Lumphini', 13.738, 100.544],
    ['Bangkok', 'Chatuchak', 'Chatuchak', 13.828, 100.56],
    ['Bangkok', 'Bang Rak', 'Si Lom', 13.727, 100.528],
    ['Bangkok', 'Huai Khwang', 'Huai Khwang', 13.777, 100.577],
    ['Nonthaburi', 'Mueang Nonthaburi', 'Bang Kraso', 13.861, 100.509],
    ['Chiang Mai', 'Mueang Chiang Mai', 'Suthep', 18.7961, 98.968],
    ['Chiang Mai', 'Mueang Chiang Mai', 'Si Phum', 18.793, 98.987],
    ['Phuket', 'Mueang Phuket', 'Talat Yai', 7.886, 98.392],
    ['Khon Kaen', 'Mueang Khon Kaen', 'Nai Mueang', 16.432, 102.835],
    ['Chon Buri', 'Bang Lamung', 'Nong Prue', 12.928, 100.887],
  ],
  my: [
    ['Selangor', 'Petaling Jaya', 'SS2', 3.118, 101.622],
    ['Selangor', 'Petaling Jaya', 'Damansara Utama', 3.136, 101.623],
    ['Selangor', 'Subang Jaya', 'USJ 10', 3.045, 101.584],
    ['Selangor', 'Shah Alam', 'Seksyen 13', 3.074, 101.539],
    ['Wilayah Persekutuan Kuala Lumpur', 'Kuala Lumpur', 'Bukit Bintang', 3.1466, 101.711],
    ['Wilayah Persekutuan Kuala Lumpur', 'Kuala Lumpur', 'Cheras', 3.095, 101.745],
    ['Pulau Pinang', 'Timur Laut', 'George Town', 5.4141, 100.3288],
    ['Johor', 'Johor Bahru', 'Tampoi', 1.497, 103.71],
    ['Perak', 'Ipoh', 'Greentown', 4.6, 101.088],
    ['Sabah', 'Kota Kinabalu', 'Luyang', 5.96, 116.09],
  ],
  ph: [
    ['Metro Manila', 'Makati', 'Poblacion', 14.565, 121.03],
    ['Metro Manila', 'Makati', 'Bel-Air', 14.56, 121.027],
    ['Metro Manila', 'Quezon City', 'Diliman', 14.651, 121.049],
    ['Metro Manila', 'Taguig', 'Fort Bonifacio', 14.5509, 121.0503],
    ['Metro Manila', 'Manila', 'Sampaloc', 14.609, 120.993],
    ['Metro Manila', 'Pasig', 'Kapitolyo', 14.571, 121.059],
    ['Cebu', 'Cebu City', 'Lahug', 10.332, 123.899],
    ['Davao del Sur', 'Davao City', 'Poblacion District', 7.07, 125.612],
    ['Laguna', 'Santa Rosa', 'Balibago', 14.287, 121.105],
  ],
  vn: [
    ['Hà Nội', 'Hoàn Kiếm', 'Hàng Bạc', 21.034, 105.852],
    ['Hà Nội', 'Cầu Giấy', 'Dịch Vọng', 21.036, 105.792],
    ['Hà Nội', 'Đống Đa', 'Láng Hạ', 21.014, 105.813],
    ['Hồ Chí Minh', 'Quận 1', 'Bến Nghé', 10.778, 106.702],
    ['Hồ Chí Minh', 'Quận 3', 'Võ Thị Sáu', 10.782, 106.69],
    ['Hồ Chí Minh', 'Bình Thạnh', 'Phường 25', 10.803, 106.715],
    ['Hồ Chí Minh', 'Thủ Đức', 'Thảo Điền', 10.803, 106.732],
    ['Đà Nẵng', 'Hải Châu', 'Thạch Thang', 16.075, 108.22],
    ['Đà Nẵng', 'Sơn Trà', 'An Hải Bắc', 16.067, 108.234],
    ['Cần Thơ', 'Ninh Kiều', 'Tân An', 10.033, 105.785],
    ['Hải Phòng', 'Lê Chân', 'An Biên', 20.856, 106.683],
  ],
  mm: [
    ['Yangon', 'Kamayut', 'Hledan', 16.823, 96.13],
    ['Yangon', 'Bahan', 'Golden Valley', 16.81, 96.155],
    ['Yangon', 'Kyauktada', 'Sule', 16.775, 96.158],
    ['Yangon', 'Mayangon', 'Kaba Aye', 16.854, 96.156],
    ['Yangon', 'North Okkalapa', 'Thanthumar', 16.898, 96.171],
    ['Mandalay', 'Chanayethazan', 'Zegyo', 21.981, 96.083],
    ['Mandalay', 'Mahaaungmye', 'Mandalay South', 21.955, 96.092],
    ['Naypyitaw', 'Ottarathiri', 'Thabyegone', 19.748, 96.118],
    ['Bago', 'Bago', 'Shwemawdaw', 17.337, 96.497],
  ],
  ma: [
    ['Casablanca-Settat', 'Casablanca', 'Maârif', 33.585, -7.633],
    ['Casablanca-Settat', 'Casablanca', 'Anfa', 33.592, -7.67],
    ['Casablanca-Settat', 'Casablanca', 'Sidi Belyout', 33.595, -7.616],
    ['Casablanca-Settat', 'Mohammedia', 'El Alia', 33.686, -7.383],
    ['Rabat-Salé-Kénitra', 'Rabat', 'Agdal', 33.995, -6.85],
    ['Rabat-Salé-Kénitra', 'Salé', 'Tabriquet', 34.045, -6.803],
    ['Marrakech-Safi', 'Marrakech', 'Guéliz', 31.635, -8.01],
    ['Tanger-Tétouan-Al Hoceïma', 'Tanger', 'Malabata', 35.775, -5.78],
    ['Fès-Meknès', 'Fès', 'Saïss', 34.02, -5.0],
    ['Souss-Massa', 'Agadir', 'Talborjt', 30.425, -9.597],
  ],
};

/**
 * A country added by config alone has no hand-written table: two regions of two cities of two districts, named by
 * letter and number, around 0°, enough for every address level and the quick-address steps.
 */
function madeRows(): Row[] {
  const rows: Row[] = [];
  for (const r of ['A', 'B']) for (const c of [1, 2]) for (const d of [1, 2]) {
    rows.push([`Region ${r}`, `City ${r}${c}`, `District ${r}${c}-${d}`, c / 10 + d / 100, (r === 'A' ? 1 : 2) / 10]);
  }
  return rows;
}

function rowsOf(country: CountryCode): Row[] {
  return ROWS[country] ?? madeRows();
}

export function zonesOf(country: CountryCode): SimZone[] {
  return rowsOf(country).map(([l1Name, l2Name, l3Name, latitude, longitude]) => ({ l1Name, l2Name, l3Name, latitude, longitude }));
}

/** Distinct values in first-seen order, so the quick-address lists keep the table's order. */
function distinct(values: string[]): string[] {
  return [...new Set(values)];
}

export interface Division {
  level: 1 | 2 | 3;
  value: string;
}

/**
 * The quick-address steps of GET 1.0/divisions: no l1 gives the l1 list, l1 gives its l2 list, l1 and l2 give
 * the l3 list. Matching is case-insensitive because the value is what the client sends back.
 */
export function divisionsOf(country: CountryCode, l1?: string, l2?: string): Division[] {
  const same = (a: string, b: string) => a.localeCompare(b, undefined, { sensitivity: 'accent' }) === 0;
  const rows = rowsOf(country);
  if (!l1) return distinct(rows.map((r) => r[0])).map((value) => ({ level: 1, value }));
  const inL1 = rows.filter((r) => same(r[0], l1));
  if (!l2) return distinct(inL1.map((r) => r[1])).map((value) => ({ level: 2, value }));
  return distinct(inL1.filter((r) => same(r[1], l2)).map((r) => r[2])).map((value) => ({ level: 3, value }));
}
