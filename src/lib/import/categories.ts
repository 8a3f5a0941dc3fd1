/**
 * Category names → our 12 category slugs (src/lib/reference/categories.ts). Accepts our own names and slugs
 * ("Restoranlar", "saglik", "SAĞLIK") and Google Maps business categories in Turkish and English
 * ("Kebapçı", "Diş kliniği", "Kuaför", "Oto yıkama", "Hotel", "Cafe", …), compared Turkish-folded.
 * A name not in the table and not ending in one of the few unambiguous words below ("… restoranı",
 * "… hotel", "… kliniği") is unmapped: the row is reported, never guessed.
 */
import { categorySeeds } from '#lib/reference/categories.ts';
import { foldTurkish } from '#lib/turkish.ts';

export type CategorySlug = (typeof categorySeeds)[number]['slug'];

/** Google category names (Turkish and English) by our slug. */
const GOOGLE_CATEGORIES: Readonly<Record<string, readonly string[]>> = {
  restoranlar: [
    'Restoran', 'Restaurant', 'Lokanta', 'Esnaf lokantası', 'Kebapçı', 'Kebap restoranı', 'Kebab shop', 'Kebab restaurant',
    'Türk restoranı', 'Turkish restaurant', 'Adana kebap restoranı', 'Ocakbaşı', 'Mangal restoranı', 'Barbecue restaurant',
    'Dönerci', 'Döner kebap restoranı', 'Doner kebab restaurant', 'Köfteci', 'Köfte restoranı', 'Meatball restaurant',
    'Pideci', 'Pide restoranı', 'Pide salonu', 'Lahmacuncu', 'Lahmacun restoranı', 'Çiğ köfteci', 'Çiğ köfte restoranı',
    'Tantuni restoranı', 'Tantuni restaurant', 'Kokoreççi', 'Çorbacı', 'Çorba restoranı', 'Soup restaurant', 'İşkembeci',
    'Balık restoranı', 'Seafood restaurant', 'Fish restaurant', 'Pizzacı', 'Pizza restoranı', 'Pizza restaurant',
    'Pizza delivery', 'Hamburger restoranı', 'Hamburger restaurant', 'Burger restaurant', 'Fast food restoranı',
    'Fast food restaurant', 'Büfe', 'Snack bar', 'Takeout restaurant', 'Paket servisi restoranı', 'Meal takeaway',
    'Steak house', 'Steakhouse', 'Et restoranı', 'Et lokantası', 'Kahvaltı restoranı', 'Kahvaltı salonu',
    'Breakfast restaurant', 'Brunch restaurant', 'Ev yemekleri restoranı', 'Home cooking restaurant', 'Aile restoranı',
    'Family restaurant', 'Açık büfe restoran', 'Buffet restaurant', 'Bistro', 'Diner', 'Food court', 'Yemek alanı',
    'İtalyan restoranı', 'Italian restaurant', 'Çin restoranı', 'Chinese restaurant', 'Japon restoranı', 'Japanese restaurant',
    'Suşi restoranı', 'Sushi restaurant', 'Akdeniz restoranı', 'Mediterranean restaurant', 'Ortadoğu restoranı',
    'Middle Eastern restaurant', 'Vejetaryen restoranı', 'Vegetarian restaurant', 'Vegan restoranı', 'Vegan restaurant',
    'Kumpirci', 'Mantı restoranı', 'Gözlemeci', 'Tavuk restoranı', 'Chicken restaurant', 'Chicken wings restaurant',
  ],
  oteller: [
    'Otel', 'Hotel', 'Butik otel', 'Boutique hotel', 'Pansiyon', 'Guest house', 'Misafirhane', 'Hostel', 'Motel',
    'Apart otel', 'Apart hotel', 'Aparthotel', 'Tatil köyü', 'Resort hotel', 'Resort', 'Bed & breakfast',
    'Bed and breakfast', 'Inn', 'Lodging', 'Konaklama', 'Extended stay hotel', 'Business hotel', 'İş oteli',
    '2 yıldızlı otel', '3 yıldızlı otel', '4 yıldızlı otel', '5 yıldızlı otel', '2-star hotel', '3-star hotel', '4-star hotel', '5-star hotel',
  ],
  kafeler: [
    'Kafe', 'Cafe', 'Café', 'Kafeterya', 'Cafeteria', 'Kahve dükkanı', 'Coffee shop', 'Kahveci', 'Kahvehane', 'Coffee house',
    'Coffee roasters', 'Kahve kavurma', 'Çay bahçesi', 'Tea garden', 'Çay evi', 'Tea house', 'Çay ocağı', 'Pastane',
    'Pastry shop', 'Patisserie', 'Tatlıcı', 'Dessert shop', 'Tatlı dükkanı', 'Baklavacı', 'Künefeci', 'Dondurmacı',
    'Ice cream shop', 'Dondurma dükkanı', 'Waffle dükkanı', 'Nargile kafe', 'Nargile salonu', 'Hookah bar', 'Hookah lounge',
    'Internet kafe', 'Internet cafe', 'Kitap kafe', 'Book cafe', 'Kedi kafe', 'Cat cafe', 'Bubble tea shop', 'Juice shop', 'Meyve suyu dükkanı',
  ],
  barlar: [
    'Bar', 'Pub', 'Irish pub', 'Gastropub', 'Birahane', 'Bira barı', 'Beer hall', 'Beer bar', 'Beer garden', 'Bira bahçesi',
    'Gece kulübü', 'Night club', 'Nightclub', 'Dans kulübü', 'Dance club', 'Kokteyl barı', 'Cocktail bar', 'Şarap barı',
    'Wine bar', 'Meyhane', 'Turkish tavern', 'Tavern', 'Lounge', 'Karaoke bar', 'Karaoke', 'Canlı müzik barı', 'Live music bar',
    'Live music venue', 'Sports bar', 'Spor barı', 'Rock bar', 'Jazz bar', 'Caz barı',
  ],
  gelinlik: [
    'Gelinlik mağazası', 'Gelinlikçi', 'Gelinlik', 'Bridal shop', 'Bridal store', 'Wedding dress shop', 'Wedding store',
    'Gelinlik kiralama', 'Wedding dress rental service', 'Abiye mağazası', 'Abiyeci', 'Evening dress store', 'Formal wear store',
    'Nişanlık mağazası', 'Damatlık mağazası', 'Gelinlik tasarımcısı', 'Bridal designer', 'Moda tasarımcısı', 'Fashion designer',
  ],
  saglik: [
    'Hastane', 'Hospital', 'Özel hastane', 'Private hospital', 'Devlet hastanesi', 'General hospital', 'Üniversite hastanesi',
    'University hospital', 'Klinik', 'Clinic', 'Medical clinic', 'Tıp merkezi', 'Medical center', 'Medical centre',
    'Sağlık merkezi', 'Health center', 'Aile sağlığı merkezi', 'Poliklinik', 'Polyclinic', 'Diş kliniği', 'Dental clinic',
    'Diş hekimi', 'Dentist', 'Diş hastanesi', 'Dental hospital', 'Ağız ve diş sağlığı merkezi', 'Ortodontist', 'Orthodontist',
    'Eczane', 'Pharmacy', 'Drugstore', 'Doktor', 'Doctor', 'Physician', 'Hekim', 'Göz doktoru', 'Ophthalmologist',
    'Göz hastanesi', 'Eye care center', 'Göz kliniği', 'Fizik tedavi merkezi', 'Fizik tedavi kliniği', 'Physical therapy clinic',
    'Physiotherapist', 'Fizyoterapist', 'Psikolog', 'Psychologist', 'Psikiyatrist', 'Psychiatrist', 'Diyetisyen', 'Dietitian',
    'Nutritionist', 'Tıbbi laboratuvar', 'Medical laboratory', 'Tahlil laboratuvarı', 'Radyoloji merkezi', 'Radiologist',
    'Çocuk doktoru', 'Pediatrician', 'Kadın doğum uzmanı', 'Gynecologist', 'Obstetrician-gynecologist', 'Dermatolog',
    'Dermatologist', 'Kardiyolog', 'Cardiologist', 'Acil servis', 'Emergency room', 'Diyaliz merkezi', 'Dialysis center',
    'Tüp bebek merkezi', 'Fertility clinic', 'Estetik cerrah', 'Plastic surgeon', 'Kulak burun boğaz uzmanı', 'Otolaryngologist',
    'Ortopedist', 'Orthopedic surgeon', 'Üroloji', 'Urologist', 'Nöroloji', 'Neurologist', 'Sağlık', 'Medical spa',
  ],
  guzellik: [
    'Güzellik salonu', 'Beauty salon', 'Güzellik merkezi', 'Kuaför', 'Hair salon', 'Hairdresser', 'Kadın kuaförü',
    'Bayan kuaförü', 'Erkek kuaförü', "Men's hair salon", 'Unisex kuaför', 'Berber', 'Barber shop', 'Barbershop',
    'Tırnak salonu', 'Nail salon', 'Manikür pedikür salonu', 'Cilt bakım merkezi', 'Skin care clinic', 'Cilt bakım salonu',
    'Spa', 'Day spa', 'Masaj salonu', 'Massage spa', 'Massage therapist', 'Lazer epilasyon merkezi', 'Hair removal service',
    'Epilasyon merkezi', 'Makyaj sanatçısı', 'Make-up artist', 'Kaş tasarım stüdyosu', 'Eyebrow bar', 'Solaryum', 'Tanning salon',
    'Hamam', 'Turkish bath', 'Hammam', 'Kalıcı makyaj', 'Permanent make-up clinic', 'Beauty', 'Güzellik',
  ],
  alisveris: [
    'Alışveriş merkezi', 'AVM', 'Shopping mall', 'Shopping center', 'Shopping centre', 'Mall', 'Outlet', 'Outlet mall',
    'Outlet store', 'Büyük mağaza', 'Department store', 'Çarşı', 'Kapalı çarşı', 'Bazaar', 'Pazar yeri', 'Market',
    'Süpermarket', 'Supermarket', 'Hipermarket', 'Hypermarket', 'Bakkal', 'Grocery store', 'Giyim mağazası', 'Clothing store',
    'Ayakkabı mağazası', 'Shoe store', 'Kitabevi', 'Book store', 'Bookstore', 'Elektronik mağazası', 'Electronics store',
    'Mobilya mağazası', 'Furniture store', 'Kuyumcu', 'Jewelry store', 'Oyuncak mağazası', 'Toy store', 'Kozmetik mağazası',
    'Cosmetics store', 'Hediyelik eşya mağazası', 'Gift shop', 'Spor malzemeleri mağazası', 'Sporting goods store', 'Mağaza', 'Store',
  ],
  spor: [
    'Spor salonu', 'Gym', 'Fitness center', 'Fitness centre', 'Fitness merkezi', 'Fitness salonu', 'Pilates stüdyosu',
    'Pilates studio', 'Yoga stüdyosu', 'Yoga studio', 'Yüzme havuzu', 'Swimming pool', 'Public swimming pool', 'Spor kulübü',
    'Sports club', 'Spor kompleksi', 'Sports complex', 'Spor merkezi', 'Sports center', 'Sports centre', 'Halı saha',
    'Futbol sahası', 'Soccer field', 'Dövüş sanatları okulu', 'Martial arts school', 'Martial arts club', 'Boks salonu',
    'Boxing gym', 'CrossFit salonu', 'Crossfit gym', 'Tenis kortu', 'Tennis court', 'Tenis kulübü', 'Tennis club',
    'Basketbol sahası', 'Basketball court', 'Stadyum', 'Stadium', 'Bowling salonu', 'Bowling alley', 'Tırmanış salonu',
    'Climbing gym', 'Kadın spor salonu', "Women's gym",
  ],
  egitim: [
    'Okul', 'School', 'Özel okul', 'Private school', 'İlkokul', 'Primary school', 'Elementary school', 'Ortaokul',
    'Middle school', 'Lise', 'High school', 'Anaokulu', 'Kindergarten', 'Preschool', 'Kreş', 'Nursery school', 'Day care center',
    'Dil okulu', 'Language school', 'Dil kursu', 'Sürücü kursu', 'Driving school', 'Dershane', 'Tutoring service',
    'Etüt merkezi', 'Kurs merkezi', 'Eğitim merkezi', 'Education center', 'Educational institution', 'Training centre',
    'Training center', 'Üniversite', 'University', 'College', 'Kolej', 'Müzik okulu', 'Music school', 'Müzik kursu',
    'Dans okulu', 'Dance school', 'Bilgisayar kursu', 'Computer training school', 'Özel eğitim kurumu', 'Special education school',
    'Meslek okulu', 'Vocational school', 'Sanat okulu', 'Art school', 'Eğitim',
  ],
  otomotiv: [
    'Oto tamirhanesi', 'Oto tamir', 'Oto servis', 'Oto servisi', 'Araba tamircisi', 'Car repair', 'Auto repair shop',
    'Car repair and maintenance service', 'Mechanic', 'Oto yıkama', 'Car wash', 'Lastikçi', 'Lastik mağazası', 'Tire shop',
    'Tyre shop', 'Otomobil bayii', 'Araba bayii', 'Car dealer', 'Oto galeri', 'Used car dealer', 'Oto yedek parça',
    'Oto yedek parça mağazası', 'Auto parts store', 'Araç kiralama', 'Araç kiralama acentesi', 'Car rental agency', 'Car rental',
    'Rent a car', 'Oto boya', 'Kaporta', 'Oto kaporta', 'Auto body shop', 'Oto elektrik', 'Auto electrical service',
    'Oto ekspertiz', 'Car inspection station', 'Motosiklet bayii', 'Motorcycle dealer', 'Motosiklet tamircisi',
    'Motorcycle repair shop', 'Oto kuaför', 'Car detailing service', 'Auto detailing', 'Benzin istasyonu', 'Gas station',
    'Akaryakıt istasyonu', 'Oto cam', 'Auto glass shop', 'Çekici', 'Towing service', 'Otomotiv',
  ],
  piknik: [
    'Piknik alanı', 'Picnic ground', 'Picnic area', 'Park', 'City park', 'Şehir parkı', 'Millet bahçesi', 'Mesire yeri',
    'Mesire alanı', 'Recreation area', 'Tabiat parkı', 'Nature preserve', 'Milli park', 'National park', 'Botanik bahçesi',
    'Botanical garden', 'Kamp alanı', 'Campground', 'Camping', 'Yayla', 'Piknik',
  ],
};

/** Unambiguous endings: "Türk restoranı", "Kore restoranı", "Butik oteli", "Göz kliniği", … */
const SUFFIX_RULES: ReadonlyArray<readonly [RegExp, CategorySlug]> = [
  [/ (restorani|restaurant|lokantasi)$/, 'restoranlar'],
  [/ (oteli|hotel)$/, 'oteller'],
  [/ (kafe|kafesi|cafe)$/, 'kafeler'],
  [/ (bari|bar|pub)$/, 'barlar'],
  [/ (klinigi|clinic|hastanesi|hospital|doktoru|uzmani|doctor|specialist)$/, 'saglik'],
  [/ (kuaforu|hair salon)$/, 'guzellik'],
  [/ (okulu|kursu|school)$/, 'egitim'],
];

const TABLE = new Map<string, CategorySlug>();
for (const c of categorySeeds) {
  TABLE.set(foldTurkish(c.slug), c.slug);
  TABLE.set(foldTurkish(c.name), c.slug);
}
for (const [slug, names] of Object.entries(GOOGLE_CATEGORIES)) {
  for (const name of names) if (!TABLE.has(foldTurkish(name))) TABLE.set(foldTurkish(name), slug);
}

/** Our category slug for a category name, or null when it is not one we know. */
export function mapCategory(value: string | null | undefined): CategorySlug | null {
  const folded = foldTurkish(value).replace(/[’']/g, "'");
  if (!folded) return null;
  const exact = TABLE.get(folded);
  if (exact) return exact;
  for (const [re, slug] of SUFFIX_RULES) if (re.test(folded)) return slug;
  return null;
}

/** True when `value` names one of our own categories (slug or name), not a Google category. */
export function isOwnCategory(value: string | null | undefined): boolean {
  return OWN.has(foldTurkish(value));
}
const OWN = new Set(categorySeeds.flatMap((c) => [foldTurkish(c.slug), foldTurkish(c.name)]));

/** The display name of a slug ("saglik" → "Sağlık"). */
export function categoryName(slug: string): string {
  return categorySeeds.find((c) => c.slug === slug)?.name ?? slug;
}
