/**
 * OpenStreetMap tags → the guide's categories and Turkish subcategories (PD23, "OpenStreetMap import"):
 * the one table, read in the order of `CATEGORY_KEYS` (a place tagged `amenity=restaurant` and `shop=bakery`
 * is a restaurant). A feature none of the table names (a bench, a toilet, a bus stop) is not a business and
 * is skipped and counted.
 *
 * | key        | values → category |
 * | ---------- | ----------------- |
 * | amenity    | restaurant, fast_food, food_court, ice_cream → restoranlar; cafe → kafeler; bar, pub, biergarten, nightclub → barlar; pharmacy, clinic, dentist, doctors, hospital, veterinary → saglik; school, kindergarten, language_school, university, college, driving_school, music_school → egitim; car_wash, car_rental, fuel → otomotiv |
 * | shop       | bakery, pastry, confectionery, coffee, tea → kafeler; hairdresser, beauty, cosmetics, perfumery, massage → guzellik; car, car_repair, car_parts, tyres, motorcycle → otomotiv; bridal, wedding → gelinlik; every other shop → alisveris |
 * | tourism    | hotel, guest_house, hostel, motel, apartment → oteller; picnic_site, camp_site, viewpoint → piknik |
 * | leisure    | fitness_centre, sports_centre, swimming_pool, sports_hall, stadium → spor; picnic_table (not a business), park → piknik |
 * | healthcare | any → saglik |
 * | craft      | tailor, dressmaker → gelinlik; car_repair → otomotiv; other crafts → none (skipped as not listed) |
 * | office     | educational_institution, tutoring → egitim |
 */
import type { CategorySlug } from './categories.ts';

type Table = Readonly<Record<string, CategorySlug>>;

const AMENITY: Table = {
  restaurant: 'restoranlar',
  fast_food: 'restoranlar',
  food_court: 'restoranlar',
  ice_cream: 'restoranlar',
  cafe: 'kafeler',
  bar: 'barlar',
  pub: 'barlar',
  biergarten: 'barlar',
  nightclub: 'barlar',
  pharmacy: 'saglik',
  clinic: 'saglik',
  dentist: 'saglik',
  doctors: 'saglik',
  hospital: 'saglik',
  veterinary: 'saglik',
  school: 'egitim',
  kindergarten: 'egitim',
  language_school: 'egitim',
  university: 'egitim',
  college: 'egitim',
  driving_school: 'egitim',
  music_school: 'egitim',
  car_wash: 'otomotiv',
  car_rental: 'otomotiv',
  fuel: 'otomotiv',
};
const SHOP_SPECIAL: Table = {
  bakery: 'kafeler',
  pastry: 'kafeler',
  confectionery: 'kafeler',
  coffee: 'kafeler',
  tea: 'kafeler',
  hairdresser: 'guzellik',
  beauty: 'guzellik',
  cosmetics: 'guzellik',
  perfumery: 'guzellik',
  massage: 'guzellik',
  car: 'otomotiv',
  car_repair: 'otomotiv',
  car_parts: 'otomotiv',
  tyres: 'otomotiv',
  motorcycle: 'otomotiv',
  bridal: 'gelinlik',
  wedding: 'gelinlik',
};
const TOURISM: Table = {
  hotel: 'oteller',
  guest_house: 'oteller',
  hostel: 'oteller',
  motel: 'oteller',
  apartment: 'oteller',
  picnic_site: 'piknik',
  camp_site: 'piknik',
  viewpoint: 'piknik',
};
const LEISURE: Table = {
  fitness_centre: 'spor',
  sports_centre: 'spor',
  swimming_pool: 'spor',
  sports_hall: 'spor',
  stadium: 'spor',
  picnic_site: 'piknik',
  park: 'piknik',
};
const CRAFT: Table = { tailor: 'gelinlik', dressmaker: 'gelinlik', car_repair: 'otomotiv' };
const OFFICE: Table = { educational_institution: 'egitim', tutoring: 'egitim' };

/** The keys read for a category, in order. */
export const CATEGORY_KEYS = ['amenity', 'shop', 'tourism', 'leisure', 'healthcare', 'craft', 'office'] as const;

/** Turkish subcategories of the values people see on the page (values not listed show none). */
const SUBCATEGORY: Readonly<Record<string, string>> = {
  restaurant: 'Restoran',
  fast_food: 'Fast food',
  food_court: 'Yemek alanı',
  ice_cream: 'Dondurmacı',
  cafe: 'Kafe',
  bar: 'Bar',
  pub: 'Pub',
  biergarten: 'Bira bahçesi',
  nightclub: 'Gece kulübü',
  pharmacy: 'Eczane',
  clinic: 'Klinik',
  dentist: 'Diş hekimi',
  doctors: 'Muayenehane',
  hospital: 'Hastane',
  veterinary: 'Veteriner',
  school: 'Okul',
  kindergarten: 'Anaokulu',
  language_school: 'Dil okulu',
  university: 'Üniversite',
  college: 'Yüksekokul',
  driving_school: 'Sürücü kursu',
  music_school: 'Müzik okulu',
  car_wash: 'Oto yıkama',
  car_rental: 'Araç kiralama',
  fuel: 'Akaryakıt istasyonu',
  bakery: 'Fırın',
  pastry: 'Pastane',
  confectionery: 'Şekerci',
  coffee: 'Kahveci',
  tea: 'Çaycı',
  hairdresser: 'Kuaför',
  beauty: 'Güzellik salonu',
  cosmetics: 'Kozmetik',
  perfumery: 'Parfümeri',
  massage: 'Masaj salonu',
  car: 'Oto galeri',
  car_repair: 'Oto tamirhanesi',
  car_parts: 'Oto yedek parça',
  tyres: 'Lastikçi',
  motorcycle: 'Motosiklet',
  bridal: 'Gelinlik',
  wedding: 'Düğün',
  hotel: 'Otel',
  guest_house: 'Pansiyon',
  hostel: 'Hostel',
  motel: 'Motel',
  apartment: 'Apart otel',
  picnic_site: 'Piknik alanı',
  camp_site: 'Kamp alanı',
  viewpoint: 'Seyir noktası',
  fitness_centre: 'Spor salonu',
  sports_centre: 'Spor merkezi',
  swimming_pool: 'Yüzme havuzu',
  sports_hall: 'Spor salonu',
  stadium: 'Stadyum',
  park: 'Park',
  tailor: 'Terzi',
  dressmaker: 'Terzi',
  supermarket: 'Süpermarket',
  convenience: 'Bakkal',
  clothes: 'Giyim',
  shoes: 'Ayakkabı',
  mall: 'Alışveriş merkezi',
  butcher: 'Kasap',
  greengrocer: 'Manav',
  florist: 'Çiçekçi',
  jewelry: 'Kuyumcu',
  optician: 'Optik',
  books: 'Kitapçı',
  stationery: 'Kırtasiye',
  electronics: 'Elektronik',
  mobile_phone: 'Cep telefonu',
  furniture: 'Mobilya',
  hardware: 'Hırdavat',
  kiosk: 'Büfe',
  department_store: 'Mağaza',
};

/** `cuisine` values in Turkish (the subcategory of a restaurant or a café). */
const CUISINE: Readonly<Record<string, string>> = {
  kebab: 'Kebapçı',
  turkish: 'Türk mutfağı',
  pizza: 'Pizzacı',
  burger: 'Hamburgerci',
  coffee_shop: 'Kahve dükkanı',
  doner: 'Dönerci',
  lahmacun: 'Lahmacun salonu',
  pide: 'Pide salonu',
  fish: 'Balık restoranı',
  seafood: 'Deniz ürünleri',
  chicken: 'Tavukçu',
  steak_house: 'Et restoranı',
  regional: 'Yöresel mutfak',
  ice_cream: 'Dondurmacı',
  cake: 'Pastane',
  dessert: 'Tatlıcı',
  breakfast: 'Kahvaltı salonu',
  sandwich: 'Sandviççi',
  soup: 'Çorbacı',
  italian: 'İtalyan restoranı',
  chinese: 'Çin restoranı',
  japanese: 'Japon restoranı',
  sushi: 'Suşi',
  asian: 'Asya mutfağı',
  international: 'Dünya mutfağı',
  meat: 'Et restoranı',
  tea: 'Çay bahçesi',
  bakery: 'Fırın',
  kokorec: 'Kokoreççi',
  cig_kofte: 'Çiğ köfteci',
  meatball: 'Köfteci',
};

/** The category of a feature's tags, the key and value that decided it, or null (not a business). */
export function osmCategory(tags: Readonly<Record<string, string>>): { slug: CategorySlug; key: string; value: string } | null {
  for (const key of CATEGORY_KEYS) {
    const value = tags[key]?.split(';')[0]?.trim();
    if (!value || value === 'no' || value === 'vacant') continue;
    let slug: CategorySlug | undefined;
    if (key === 'amenity') slug = AMENITY[value];
    else if (key === 'shop') slug = SHOP_SPECIAL[value] ?? 'alisveris';
    else if (key === 'tourism') slug = TOURISM[value];
    else if (key === 'leisure') slug = LEISURE[value];
    else if (key === 'healthcare') slug = 'saglik';
    else if (key === 'craft') slug = CRAFT[value];
    else if (key === 'office') slug = OFFICE[value];
    if (slug) return { slug, key, value };
  }
  return null;
}

/** The Turkish subcategory: the cuisine first ("kebab" → "Kebapçı"), else the deciding value's name. */
export function osmSubcategory(tags: Readonly<Record<string, string>>, decidingValue: string): string | null {
  const cuisine = tags.cuisine
    ?.split(';')
    .map((c) => CUISINE[c.trim().toLowerCase()])
    .find(Boolean);
  return cuisine ?? SUBCATEGORY[decidingValue] ?? null;
}

/**
 * Amenity tags → the guide's Turkish features (the "Özellikler" list, searchable), in this order:
 *
 * | tag | values → feature |
 * | --- | --- |
 * | wheelchair | yes, designated → Engelli Erişimi; limited → Kısmi engelli erişimi |
 * | outdoor_seating | yes → Açık hava oturma alanı |
 * | internet_access | wlan, yes, wifi, terminal, wired → Wi-Fi (terminal/wired: İnternet) |
 * | takeaway | yes, only → Paket servis |
 * | delivery | yes, only → Eve teslimat |
 * | air_conditioning | yes → Klima |
 * | drive_through | yes → Arabaya servis |
 * | reservation | yes, recommended, required → Rezervasyon |
 * | parking / amenity_parking… | parking=yes, customer → Otopark |
 * | smoking | outside, separated, isolated → Sigara içilebilen alan |
 * | changing_table | yes → Bebek bakım odası |
 * | toilets:wheelchair | yes → Engelli tuvaleti |
 */
const FEATURE_TAGS: ReadonlyArray<[key: string, values: Readonly<Record<string, string>>]> = [
  ['wheelchair', { yes: 'Engelli Erişimi', designated: 'Engelli Erişimi', limited: 'Kısmi engelli erişimi' }],
  ['outdoor_seating', { yes: 'Açık hava oturma alanı' }],
  ['internet_access', { wlan: 'Wi-Fi', yes: 'Wi-Fi', wifi: 'Wi-Fi', terminal: 'İnternet', wired: 'İnternet' }],
  ['takeaway', { yes: 'Paket servis', only: 'Paket servis' }],
  ['delivery', { yes: 'Eve teslimat', only: 'Eve teslimat' }],
  ['air_conditioning', { yes: 'Klima' }],
  ['drive_through', { yes: 'Arabaya servis' }],
  ['reservation', { yes: 'Rezervasyon', recommended: 'Rezervasyon', required: 'Rezervasyon' }],
  ['parking', { yes: 'Otopark', customer: 'Otopark', surface: 'Otopark', underground: 'Otopark', 'multi-storey': 'Otopark' }],
  ['smoking', { outside: 'Sigara içilebilen alan', separated: 'Sigara içilebilen alan', isolated: 'Sigara içilebilen alan' }],
  ['changing_table', { yes: 'Bebek bakım odası' }],
  ['toilets:wheelchair', { yes: 'Engelli tuvaleti' }],
];

/** The features a feature's tags say it has, each once, in the table's order. */
export function osmFeatures(tags: Readonly<Record<string, string>>): string[] {
  const out: string[] = [];
  for (const [key, values] of FEATURE_TAGS) {
    const value = tags[key]?.split(';')[0]?.trim().toLowerCase();
    const feature = value ? values[value] : undefined;
    if (feature && !out.includes(feature)) out.push(feature);
  }
  return out;
}

/**
 * Instagram and Facebook addresses from `contact:instagram`/`instagram` and `contact:facebook`/`facebook`
 * (a full address, or a bare account name as mappers often write it), as https links; null when absent.
 */
export function osmSocialLinks(tags: Readonly<Record<string, string>>): { instagram: string | null; facebook: string | null } {
  const link = (value: string | undefined, host: string): string | null => {
    const v = value?.split(';')[0]?.trim();
    if (!v) return null;
    if (/^https?:\/\//i.test(v))
      return new RegExp(`^https?://([a-z0-9-]+\\.)*${host.replace('.', '\\.')}/`, 'i').test(v) ? v.replace(/^http:/i, 'https:') : null;
    const handle = v.replace(/^@/, '').replace(/^(www\.)?[a-z]+\.com\//i, '');
    return /^[A-Za-z0-9._-]{1,100}$/.test(handle) ? `https://www.${host}/${handle}` : null;
  };
  return {
    instagram: link(tags['contact:instagram'] ?? tags.instagram, 'instagram.com'),
    facebook: link(tags['contact:facebook'] ?? tags.facebook, 'facebook.com'),
  };
}
