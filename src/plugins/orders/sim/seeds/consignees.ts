/**
 * Saved consignees (GET 1.0/consignees?contact=), four recipient numbers per country: the second number has two
 * consignees so the portal shows its choice list. State, city and locality are rows of the kernel's zone table
 * (src/sim/zones.ts) and postcodes have the country's length; a unit test checks both. The seeded send parcels use
 * the same people as recipients.
 */
import type { CountryCode } from '@kernel';
import type { ConsigneeChoice } from '../../api/types';
import { countryIndex } from '@sim/kit';
import { countryOf } from '../countries';
import { emailOf } from '@sim/kit';

export interface SeedConsignee extends ConsigneeChoice {
  contact: string;
}

type Row = [contact: string, name: string, address: string, postcode: string, state: string, city: string, locality: string];

const ROWS: Partial<Record<CountryCode, Row[]>> = {
  sg: [
    ['+6581234501', 'Lim Hui Min', 'Blk 123 Lorong 1 Toa Payoh #05-12', '310123', 'Central', 'Toa Payoh', 'Toa Payoh Central'],
    ['+6581234502', 'Ahmad bin Ismail', 'Blk 201 Tampines Street 21 #08-1034', '521201', 'East', 'Tampines', 'Tampines East'],
    ['+6581234502', 'Nur Aisyah binte Ahmad', 'Blk 10 Bedok North Avenue 4 #03-21', '460010', 'East', 'Bedok', 'Bedok North'],
    ['+6581234503', 'Rajesh Kumar', 'Blk 15 Clementi Avenue 2 #10-05', '120015', 'West', 'Clementi', 'Clementi Central'],
    ['+6581234504', 'Chen Xiao Ling', '2 Orchard Turn #12-01', '238801', 'Central', 'Orchard', 'Somerset'],
  ],
  id: [
    ['+6281311112201', 'Budi Santoso', 'Jl. Tebet Raya No. 45', '12810', 'DKI Jakarta', 'Jakarta Selatan', 'Tebet'],
    ['+6281311112202', 'Dewi Lestari', 'Jl. Ir. H. Juanda No. 120', '40135', 'Jawa Barat', 'Kota Bandung', 'Coblong'],
    ['+6281311112202', 'Rina Lestari', 'Jl. Cisitu Lama No. 8', '40135', 'Jawa Barat', 'Kota Bandung', 'Coblong'],
    ['+6281311112203', 'Agus Wijaya', 'Jl. Raya Gubeng No. 44', '60281', 'Jawa Timur', 'Kota Surabaya', 'Gubeng'],
    ['+6281311112204', 'Made Sudarma', 'Jl. Sidakarya No. 9', '80224', 'Bali', 'Kota Denpasar', 'Denpasar Selatan'],
  ],
  th: [
    ['+66812345601', 'Somchai Jaidee', '99/12 Soi Ngamwongwan 15', '11000', 'Nonthaburi', 'Mueang Nonthaburi', 'Bang Kraso'],
    ['+66812345602', 'Malee Srisuk', '45 Nimmanhaemin Soi 9', '50200', 'Chiang Mai', 'Mueang Chiang Mai', 'Suthep'],
    ['+66812345602', 'Nattaya Srisuk', '12 Ratchadamnoen Road', '50200', 'Chiang Mai', 'Mueang Chiang Mai', 'Si Phum'],
    ['+66812345603', 'Anan Thongdee', '250 Silom Road', '10500', 'Bangkok', 'Bang Rak', 'Si Lom'],
    ['+66812345604', 'Pranee Kaewkla', '88 Thalang Road', '83000', 'Phuket', 'Mueang Phuket', 'Talat Yai'],
  ],
  my: [
    ['+60123456701', 'Nurul Huda binti Ahmad', '12 Jalan SS 2/55', '47300', 'Selangor', 'Petaling Jaya', 'SS2'],
    ['+60123456702', 'Tan Mei Ling', '8 Jalan Bukit Bintang', '55100', 'Wilayah Persekutuan Kuala Lumpur', 'Kuala Lumpur', 'Bukit Bintang'],
    ['+60123456702', 'Tan Wei Jie', '21 Jalan Cerdas, Taman Connaught', '56000', 'Wilayah Persekutuan Kuala Lumpur', 'Kuala Lumpur', 'Cheras'],
    ['+60123456703', 'Muthu a/l Raman', '33 Lebuh Chulia', '10200', 'Pulau Pinang', 'Timur Laut', 'George Town'],
    ['+60123456704', 'Siti Aminah binti Yusof', '5 Jalan Tampoi 7/4', '81200', 'Johor', 'Johor Bahru', 'Tampoi'],
  ],
  ph: [
    ['+639171234501', 'Maria Santos', '123 Kalayaan Avenue', '1101', 'Metro Manila', 'Quezon City', 'Diliman'],
    ['+639171234502', 'Jose Reyes', '45 Jupiter Street', '1209', 'Metro Manila', 'Makati', 'Bel-Air'],
    ['+639171234502', 'Ana Reyes', '7 Polaris Street', '1209', 'Metro Manila', 'Makati', 'Bel-Air'],
    ['+639171234503', 'Carlo Mendoza', 'Unit 5B, 32nd Street', '1634', 'Metro Manila', 'Taguig', 'Fort Bonifacio'],
    ['+639171234504', 'Liza Garcia', '88 Gorordo Avenue', '6000', 'Cebu', 'Cebu City', 'Lahug'],
  ],
  vn: [
    ['+84901234501', 'Nguyễn Văn An', '25 Hàng Bạc', '100000', 'Hà Nội', 'Hoàn Kiếm', 'Hàng Bạc'],
    ['+84901234502', 'Trần Thị Bích', '120 Võ Văn Tần', '700000', 'Hồ Chí Minh', 'Quận 3', 'Võ Thị Sáu'],
    ['+84901234502', 'Trần Minh Khoa', '15 Thảo Điền', '700000', 'Hồ Chí Minh', 'Thủ Đức', 'Thảo Điền'],
    ['+84901234503', 'Lê Hoàng Nam', '45 Bạch Đằng', '550000', 'Đà Nẵng', 'Hải Châu', 'Thạch Thang'],
    ['+84901234504', 'Phạm Thu Hà', '8 Hai Bà Trưng', '900000', 'Cần Thơ', 'Ninh Kiều', 'Tân An'],
  ],
  mm: [
    ['+959420123401', 'U Kyaw Min', 'No. 45, Inya Road', '11041', 'Yangon', 'Kamayut', 'Hledan'],
    ['+959420123402', 'Daw Aye Aye', 'No. 12, Golden Valley Road', '11201', 'Yangon', 'Bahan', 'Golden Valley'],
    ['+959420123402', 'Ma Thida', 'No. 78, Kaba Aye Pagoda Road', '11061', 'Yangon', 'Mayangon', 'Kaba Aye'],
    ['+959420123403', 'Ko Zaw Win', 'No. 30, 84th Street', '05021', 'Mandalay', 'Chanayethazan', 'Zegyo'],
    ['+959420123404', 'Daw Hnin Wai', 'No. 9, Yazathingaha Road', '15011', 'Naypyitaw', 'Ottarathiri', 'Thabyegone'],
  ],
  ma: [
    ['+212612345601', 'Youssef El Amrani', '12 Boulevard d\'Anfa', '20050', 'Casablanca-Settat', 'Casablanca', 'Anfa'],
    ['+212612345602', 'Fatima Zahra Benali', '8 Avenue de France', '10090', 'Rabat-Salé-Kénitra', 'Rabat', 'Agdal'],
    ['+212612345602', 'Khadija Benali', '22 Rue Oued Ziz', '10090', 'Rabat-Salé-Kénitra', 'Rabat', 'Agdal'],
    ['+212612345603', 'Mehdi Tazi', '45 Avenue Mohammed V', '40000', 'Marrakech-Safi', 'Marrakech', 'Guéliz'],
    ['+212612345604', 'Salma Idrissi', '3 Rue de Fès', '90000', 'Tanger-Tétouan-Al Hoceïma', 'Tanger', 'Malabata'],
  ],
};

/**
 * Recipients for a country added by config alone: the kernel simulator's made zone table (Region A > City A1 >
 * District A1-1…), numbers in the country's prefix, postcodes of its length; the second number has two.
 */
function madeRows(country: CountryCode): Row[] {
  const { phonePrefix, postcodeLength } = countryOf(country);
  const postcode = '2'.padEnd(postcodeLength, '0');
  return [
    [`${phonePrefix}81234501`, 'Robin Recipient', '10 First Avenue', postcode, 'Region A', 'City A1', 'District A1-1'],
    [`${phonePrefix}81234502`, 'Jordan Recipient', '20 Second Avenue', postcode, 'Region A', 'City A2', 'District A2-1'],
    [`${phonePrefix}81234502`, 'Casey Recipient', '21 Second Avenue', postcode, 'Region A', 'City A2', 'District A2-2'],
    [`${phonePrefix}81234503`, 'Morgan Recipient', '30 Third Avenue', postcode, 'Region B', 'City B1', 'District B1-1'],
  ];
}

/** Ids 101…805: country index, then position. */
export function seedConsignees(country: CountryCode): SeedConsignee[] {
  const ci = countryIndex(country);
  return (ROWS[country] ?? madeRows(country)).map(([contact, name, address, postcode, state, city, locality], i) => ({
    id: ci * 100 + 1 + i,
    contact,
    name,
    email: emailOf(name),
    address_1: address,
    postcode,
    state,
    city,
    locality,
  }));
}
