/** Names, shops and hubs of the demo parcels, per country (others fall back to the Singapore lists). */
export interface CountryPeople {
  first: readonly string[];
  last: readonly string[];
  shops: readonly string[];
  hubs: readonly string[];
  drivers: readonly string[];
}

const PEOPLE: Readonly<Record<string, CountryPeople>> = {
  sg: {
    first: ['Wei Ling', 'Ahmad', 'Priya', 'Jun Jie', 'Siti', 'Marcus', 'Hui Min', 'Ravi'],
    last: ['Tan', 'Lim', 'Rahman', 'Nair', 'Ong', 'Goh', 'Lee', 'Koh'],
    shops: ['Orchid Gadgets Pte Ltd', 'Lion City Apparel', 'Merlion Home Living', 'Kopi Corner Supplies'],
    hubs: ['Singapore Sort Hub (Tuas)', 'Singapore East Hub (Changi)'],
    drivers: ['Hafiz Salleh', 'Kelvin Yeo', 'Rajesh Kumar'],
  },
  id: {
    first: ['Budi', 'Siti', 'Agus', 'Dewi', 'Rizky', 'Putri', 'Andi', 'Ayu'],
    last: ['Santoso', 'Wulandari', 'Pratama', 'Lestari', 'Saputra', 'Hidayat', 'Kusuma', 'Nugroho'],
    shops: ['Toko Batik Sekar', 'Rumah Kopi Nusantara', 'Gadget Murah Jaya', 'Dapur Bunda Online'],
    hubs: ['Hub Cakung Jakarta', 'Hub Bandung Kopo'],
    drivers: ['Joko Susilo', 'Eko Prasetyo', 'Dimas Aditya'],
  },
  th: {
    first: ['Somchai', 'Suda', 'Anan', 'Kanya', 'Niran', 'Ploy', 'Wichai', 'Malee'],
    last: ['Srisuk', 'Chaiyaporn', 'Wongsawat', 'Thongdee', 'Boonmee', 'Rattanakul', 'Saetang', 'Kaewmanee'],
    shops: ['Siam Silk House', 'Bangkok Gadget Store', 'Baan Herb Shop', 'Chiang Mai Crafts'],
    hubs: ['Bang Na Sorting Hub', 'Lat Krabang Hub'],
    drivers: ['Prasert Kongsri', 'Sakda Panya', 'Thana Inthong'],
  },
  my: {
    first: ['Ahmad', 'Mei Ling', 'Suresh', 'Nurul', 'Wei Jie', 'Farah', 'Kumar', 'Aisyah'],
    last: ['Abdullah', 'Tan', 'Pillai', 'Ismail', 'Wong', 'Hassan', 'Lim', 'Yusof'],
    shops: ['Kedai Batik Cantik', 'KL Gadget Hub', 'Rumah Rempah Online', 'Penang Craft Co'],
    hubs: ['Shah Alam Sort Hub', 'Johor Bahru Hub'],
    drivers: ['Azlan Rahim', 'Chong Kah Wai', 'Muthu Raman'],
  },
  ph: {
    first: ['Juan', 'Maria', 'Jose', 'Ana', 'Mark', 'Grace', 'Paolo', 'Liza'],
    last: ['Dela Cruz', 'Santos', 'Reyes', 'Garcia', 'Mendoza', 'Bautista', 'Ramos', 'Aquino'],
    shops: ['Manila Gadget Stop', 'Cebu Dried Mango Co', 'Pinoy Threads', 'Bahay Kubo Home'],
    hubs: ['Pasig Sort Hub', 'Cebu Mandaue Hub'],
    drivers: ['Ramon Villanueva', 'Arnel Cruz', 'Jun Torres'],
  },
  vn: {
    first: ['Lan', 'Minh', 'Hương', 'Tuấn', 'Mai', 'Hùng', 'Thảo', 'Dũng'],
    last: ['Nguyễn', 'Trần', 'Lê', 'Phạm', 'Hoàng', 'Võ', 'Đặng', 'Bùi'],
    shops: ['Shop Áo Dài Hà Nội', 'Cà Phê Sài Gòn Online', 'Điện Thoại Giá Tốt', 'Gốm Bát Tràng'],
    hubs: ['Kho phân loại Tân Bình', 'Kho Long Biên'],
    drivers: ['Nguyễn Văn Nam', 'Trần Quốc Bảo', 'Lê Đức Anh'],
  },
  mm: {
    first: ['Aung', 'Su', 'Kyaw', 'Hnin', 'Zaw', 'Thida', 'Min', 'Ei'],
    last: ['Htet', 'Myat', 'Lin', 'Wai', 'Oo', 'Aye', 'Naing', 'Phyo'],
    shops: ['Shwe Longyi Shop', 'Yangon Mobile Mart', 'Golden Tea Leaf', 'Mandalay Crafts'],
    hubs: ['Yangon Hlaing Tharyar Hub', 'Mandalay Hub'],
    drivers: ['Ko Thet Naing', 'Ko Zaw Min', 'Ko Aung Ko'],
  },
  ma: {
    first: ['Youssef', 'Fatima', 'Mohamed', 'Khadija', 'Omar', 'Salma', 'Hamza', 'Imane'],
    last: ['El Amrani', 'Benali', 'Tazi', 'Alaoui', 'Berrada', 'Idrissi', 'Chraibi', 'Fassi'],
    shops: ['Atlas Artisanat', 'Casa Tech Store', 'Argan Naturel', 'Souk Mode en Ligne'],
    hubs: ['Hub de tri Casablanca', 'Hub Rabat Salé'],
    drivers: ['Rachid Bennani', 'Karim Ouazzani', 'Said Lahlou'],
  },
};

export function peopleOf(country: string): CountryPeople {
  return PEOPLE[country] ?? (PEOPLE.sg as CountryPeople);
}
