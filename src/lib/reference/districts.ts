/**
 * The 5 central districts of Adana (spec §9). Centres are the approximate district centres from
 * docs reference.md (sources disagree; use OpenStreetMap boundaries for anything exact).
 * Postal codes: the ranges listed in reference.md; they let importers derive a district from an address.
 */
export interface DistrictSeed {
  name: string;
  slug: string;
  latitude: number;
  longitude: number;
  postalCodes: string[];
  /** Well-known neighbourhoods (reference.md), used by the sample data and address hints. */
  neighbourhoods: string[];
}

export const districtSeeds: readonly DistrictSeed[] = [
  {
    name: 'Seyhan',
    slug: 'seyhan',
    latitude: 37.0,
    longitude: 35.325,
    // "About 01010–01200" per reference.md; listed without the codes of the other districts. Decision 015:
    // real addresses write "01060 Seyhan" (01060 was guessed as Yüreğir's) and "01150 Çukurova" (moved).
    postalCodes: [
      '01010',
      '01020',
      '01030',
      '01040',
      '01050',
      '01060',
      '01070',
      '01090',
      '01100',
      '01110',
      '01120',
      '01130',
      '01140',
      '01160',
      '01190',
      '01200',
    ],
    neighbourhoods: ['Reşatbey', 'Cemalpaşa', 'Gazipaşa', 'Ziyapaşa', 'Kurtuluş', 'Gürselpaşa', 'Döşeme', 'Tepebağ'],
  },
  {
    name: 'Yüreğir',
    slug: 'yuregir',
    latitude: 36.99,
    longitude: 35.345,
    // Not verified: reference.md has no source for Yüreğir's codes; 01080/01220 are assumed (01060 is Seyhan's).
    postalCodes: ['01080', '01220'],
    neighbourhoods: ['Kiremithane', 'Levent', 'Yamaçlı', 'Cumhuriyet', 'Serinevler', 'Dadaloğlu', 'Akıncılar', 'Sinanpaşa'],
  },
  {
    name: 'Çukurova',
    slug: 'cukurova',
    latitude: 37.04,
    longitude: 35.28,
    // 01150: real Çukurova addresses ("… 01150 Çukurova/Adana", decision 015).
    postalCodes: ['01150', '01170', '01360', '01780'],
    neighbourhoods: ['Güzelyalı', 'Yurt', 'Toros', 'Huzurevleri', 'Beyazevler', 'Mahfesığmaz', 'Karslılar', 'Kurttepe'],
  },
  {
    name: 'Sarıçam',
    slug: 'saricam',
    latitude: 37.03,
    longitude: 35.42,
    // 01330: real Sarıçam addresses ("… 01330 Sarıçam/Adana", decision 015).
    postalCodes: ['01250', '01330', '01340', '01410', '01460', '01790'],
    neighbourhoods: ['Buruk', 'Beyceli', 'Gültepe', 'Yeşiltepe', 'Balcalı', 'İncirlik'],
  },
  {
    name: 'Karaisalı',
    slug: 'karaisali',
    latitude: 37.26,
    longitude: 35.06,
    postalCodes: ['01770'],
    neighbourhoods: ['Merkez'],
  },
];

export type DistrictName = 'Seyhan' | 'Yüreğir' | 'Çukurova' | 'Sarıçam' | 'Karaisalı';
