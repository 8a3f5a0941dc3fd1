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
  // "… bar" is decided by the keywords: an "Espresso bar" is a cafe, a "Bar & grill" a restaurant
  [/ (bari|pub)$/, 'barlar'],
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

/**
 * Keywords of a kind of place, in Turkish and English (folded), for category names not in the table
 * (decision 015: "Ciğerci", "Oto elektrikçi", "Coffee roastery", "Donut shop"…). A keyword matches the
 * beginning of a word of the name ("ciger" → "Ciğerci"); a keyword ending in "$" matches a whole word
 * only ("oto$", "bar$"), one with a space consecutive words. The rules are tried in this order, so what
 * is eaten or drunk decides before the kind of shop or venue: "Espresso bar" is a cafe, "Bar & grill" a
 * restaurant, "Coffee store" a cafe, "Meşrubat dükkanı" a shop.
 */
const KEYWORD_RULES: ReadonlyArray<readonly [CategorySlug, readonly string[]]> = [
  ['kafeler', ['kafe', 'cafe', 'coffee', 'kahve', 'espresso', 'pastane', 'pastahane', 'patisserie', 'pastry', 'bakery', 'firin', 'donut', 'doughnut',
    'tatli', 'baklava', 'kunefe', 'dondurma', 'ice cream', 'gelato', 'cay bahcesi', 'cay evi', 'tea$', 'nargile', 'hookah', 'simit', 'borek', 'waffle',
    'cake', 'dessert', 'unlu mamul', 'roaster', 'kurabiye', 'lokum', 'sekerleme', 'confectioner', 'chocolate', 'cikolata', 'juice', 'smoothie']],
  ['restoranlar', ['restoran', 'restaurant', 'lokanta', 'kebap', 'kebab', 'ciger', 'lahmacun', 'pide', 'doner', 'kofte', 'balik restoran', 'balik evi', 'fish restaurant', 'seafood',
    'pizza', 'burger', 'grill', 'izgara', 'brasserie', 'bistro', 'steak', 'yemek', 'sofra', 'ocakbasi', 'corba', 'tantuni', 'kokorec', 'manti',
    'gozleme', 'kumpir', 'durum', 'tavuk', 'chicken', 'sushi', 'diner', 'fast food', 'food court', 'meze', 'kahvalti', 'breakfast', 'brunch', 'mutfak', 'cuisine',
    'catering', 'kasap izgara', 'iskembe', 'mangal', 'sandwich', 'sandvic', 'tost', 'noodle', 'taco', 'falafel']],
  ['oteller', ['otel', 'hotel', 'pansiyon', 'hostel', 'motel', 'konaklama', 'lodging', 'resort', 'misafirhane', 'guest house', 'apart']],
  ['saglik', ['hastane', 'hospital', 'klinik', 'clinic', 'poliklinik', 'tip merkez', 'medical', 'saglik', 'dis hekim', 'dis klinik', 'dental',
    'dentist', 'eczane', 'pharmacy', 'doktor', 'doctor', 'hekim', 'fizik tedavi', 'physio', 'fizyoterapi', 'psikolog', 'psycholog', 'laboratuvar',
    'laboratory', 'optik', 'optician', 'gozluk', 'veteriner', 'veterinar', 'diyetisyen', 'dietitian', 'ortodont', 'cerrah', 'surgeon', 'radyoloji']],
  ['guzellik', ['kuafor', 'berber', 'barber', 'hair', 'guzellik', 'beauty', 'nail', 'tirnak', 'spa$', 'masaj', 'massage', 'epilasyon', 'cilt bakim',
    'skin care', 'makyaj', 'make up', 'makeup', 'hamam', 'kas tasarim', 'solaryum', 'tanning', 'manikur', 'pedikur', 'waxing']],
  ['egitim', ['okul', 'school', 'kolej', 'college', 'kurs', 'course', 'dershane', 'etut', 'egitim', 'education', 'akademi', 'academy', 'anaokul', 'kres',
    'kindergarten', 'preschool', 'universite', 'university', 'tutor', 'training', 'ogretim']],
  ['otomotiv', ['oto$', 'otomotiv', 'auto', 'car$', 'arac', 'araba', 'lastik', 'tire$', 'tyre', 'galeri', 'rent a car', 'motor', 'akaryakit',
    'petrol', 'benzin', 'gas station', 'otopark', 'parking', 'mechanic', 'tamirci', 'tamirhane', 'kaporta', 'egzoz', 'aku$', 'vehicle']],
  ['spor', ['spor', 'sport', 'gym', 'fitness', 'pilates', 'yoga', 'yuzme', 'swim', 'havuz', 'hali saha', 'futbol', 'football', 'soccer', 'tenis',
    'tennis', 'boks', 'boxing', 'karate', 'dovus', 'martial', 'crossfit', 'stadyum', 'stadium', 'bowling', 'tirmanis', 'climbing', 'basketbol']],
  ['gelinlik', ['gelin', 'bridal', 'wedding', 'dugun', 'abiye', 'nisanlik', 'terzi', 'tailor', 'damatlik', 'kina', 'nikah', 'evening dress']],
  ['piknik', ['piknik', 'picnic', 'mesire', 'park$', 'parki', 'bahcesi', 'garden', 'yayla', 'kamp', 'camp', 'turistik', 'tourist', 'attraction',
    'plaj', 'beach', 'selale', 'waterfall', 'tabiat', 'nature', 'gol$', 'golu', 'lake', 'baraj', 'orman', 'forest', 'seyir', 'scenic', 'viewpoint']],
  ['barlar', ['bar$', 'bari', 'pub$', 'birahane', 'meyhane', 'gece kulub', 'night club', 'nightclub', 'lounge', 'tavern', 'karaoke', 'kokteyl',
    'cocktail', 'wine', 'sarap', 'beer', 'bira']],
  ['alisveris', ['magaza', 'store', 'shop', 'market', 'dukkan', 'carsi', 'avm', 'mall', 'outlet', 'bakkal', 'grocery', 'kuyumcu', 'jewel', 'butik',
    'boutique', 'giyim', 'clothing', 'ayakkabi', 'shoe', 'kitap', 'book', 'kirtasiye', 'mesrubat', 'tekel', 'elektronik', 'mobilya', 'furniture',
    'cicek', 'florist', 'hediyelik', 'gift', 'kozmetik', 'oyuncak', 'toy', 'supermarket', 'manav', 'kasap', 'butcher', 'bazaar', 'pazar', 'satis',
    'bayi', 'toptan', 'wholesale']],
];

/** Words of a folded name (letters and digits). */
const nameWords = (folded: string) => folded.split(/[^a-z0-9]+/).filter(Boolean);

function keywordMatches(words: readonly string[], keyword: string): boolean {
  const whole = keyword.endsWith('$');
  const parts = (whole ? keyword.slice(0, -1) : keyword).split(' ');
  return words.some((_, i) =>
    parts.every((p, k) => {
      const w = words[i + k];
      if (w === undefined) return false;
      return whole || k < parts.length - 1 ? w === p : w.startsWith(p);
    }),
  );
}

/** The category of a name from its keywords (the first rule that matches), or null. */
export function categoryFromKeywords(value: string | null | undefined): CategorySlug | null {
  const words = nameWords(foldTurkish(value).replace(/&/g, ' '));
  if (words.length === 0) return null;
  for (const [slug, keywords] of KEYWORD_RULES) if (keywords.some((k) => keywordMatches(words, k))) return slug;
  return null;
}

/** Our category slug for a category name, or null when it is not one we know. */
export function mapCategory(value: string | null | undefined): CategorySlug | null {
  const folded = foldTurkish(value).replace(/[’']/g, "'");
  if (!folded) return null;
  const exact = TABLE.get(folded);
  if (exact) return exact;
  for (const [re, slug] of SUFFIX_RULES) if (re.test(folded)) return slug;
  return categoryFromKeywords(folded);
}

/**
 * The category of a row from every category name it carries (the main one first), each by the table,
 * then its endings, then its keywords; with the name that decided. Null when none decides.
 */
export function decideCategory(names: readonly string[]): { slug: CategorySlug; from: string } | null {
  for (const name of names) {
    const slug = mapCategory(name);
    if (slug) return { slug, from: name };
  }
  return null;
}

/**
 * Google's English category names → the Turkish subcategory shown on pages (decision 015). Folded English
 * keys. Names neither here nor Turkish are not shown (`turkishSubcategory`).
 */
const ENGLISH_TO_TURKISH: Readonly<Record<string, string>> = {
  restaurant: 'Restoran', 'turkish restaurant': 'Türk restoranı', 'kebab shop': 'Kebapçı', 'kebab restaurant': 'Kebapçı',
  'doner kebab restaurant': 'Dönerci', 'meatball restaurant': 'Köfteci', 'barbecue restaurant': 'Mangal restoranı',
  'seafood restaurant': 'Balık restoranı', 'fish restaurant': 'Balık restoranı', 'pizza restaurant': 'Pizzacı', 'pizza delivery': 'Pizzacı',
  'hamburger restaurant': 'Hamburgerci', 'burger restaurant': 'Hamburgerci', 'fast food restaurant': 'Fast food restoranı',
  'breakfast restaurant': 'Kahvaltı salonu', 'brunch restaurant': 'Kahvaltı salonu', 'home cooking restaurant': 'Ev yemekleri',
  'family restaurant': 'Aile restoranı', 'buffet restaurant': 'Açık büfe restoran', 'steak house': 'Et restoranı', steakhouse: 'Et restoranı',
  'soup restaurant': 'Çorbacı', 'chicken restaurant': 'Tavuk restoranı', 'greek restaurant': 'Yunan restoranı', 'italian restaurant': 'İtalyan restoranı',
  'chinese restaurant': 'Çin restoranı', 'japanese restaurant': 'Japon restoranı', 'sushi restaurant': 'Suşi restoranı',
  'mediterranean restaurant': 'Akdeniz restoranı', 'middle eastern restaurant': 'Ortadoğu restoranı', 'vegetarian restaurant': 'Vejetaryen restoranı',
  'vegan restaurant': 'Vegan restoranı', brasserie: 'Brasserie', bistro: 'Bistro', 'bar & grill': 'Izgara restoranı', 'bar and grill': 'Izgara restoranı',
  'grill': 'Izgara restoranı', 'takeout restaurant': 'Paket servis restoranı', 'meal takeaway': 'Paket servis restoranı', 'snack bar': 'Büfe',
  cafe: 'Kafe', café: 'Kafe', 'coffee shop': 'Kahve dükkanı', 'coffee store': 'Kahve dükkanı', 'coffee house': 'Kahvehane',
  'coffee roasters': 'Kahve kavurma', 'coffee roastery': 'Kahve kavurma', 'espresso bar': 'Espresso bar', bakery: 'Fırın', 'pastry shop': 'Pastane',
  patisserie: 'Pastane', 'dessert shop': 'Tatlıcı', 'donut shop': 'Donutçu', 'ice cream shop': 'Dondurmacı', 'tea house': 'Çay evi',
  'tea garden': 'Çay bahçesi', 'hookah bar': 'Nargile kafe', 'hookah lounge': 'Nargile kafe', 'juice shop': 'Meyve suyu', 'cake shop': 'Pastane',
  bar: 'Bar', pub: 'Pub', 'cocktail bar': 'Kokteyl barı', 'wine bar': 'Şarap barı', 'night club': 'Gece kulübü', nightclub: 'Gece kulübü',
  'beer hall': 'Birahane', 'live music venue': 'Canlı müzik mekânı', 'sports bar': 'Spor barı', lounge: 'Lounge',
  hotel: 'Otel', 'boutique hotel': 'Butik otel', 'guest house': 'Pansiyon', hostel: 'Hostel', motel: 'Motel', 'apart hotel': 'Apart otel',
  'bridal shop': 'Gelinlik mağazası', 'wedding dress shop': 'Gelinlik mağazası', 'formal wear store': 'Abiye mağazası', tailor: 'Terzi',
  'wedding service': 'Düğün hizmeti', 'wedding venue': 'Düğün salonu',
  hospital: 'Hastane', 'private hospital': 'Özel hastane', clinic: 'Klinik', 'medical clinic': 'Klinik', 'medical center': 'Tıp merkezi',
  'dental clinic': 'Diş kliniği', dentist: 'Diş hekimi', pharmacy: 'Eczane', doctor: 'Doktor', 'physical therapy clinic': 'Fizik tedavi merkezi',
  physiotherapist: 'Fizyoterapist', psychologist: 'Psikolog', 'medical laboratory': 'Tıbbi laboratuvar', optician: 'Optik', veterinarian: 'Veteriner',
  'beauty salon': 'Güzellik salonu', 'hair salon': 'Kuaför', hairdresser: 'Kuaför', 'barber shop': 'Berber', barbershop: 'Berber',
  'nail salon': 'Tırnak salonu', spa: 'Spa', 'day spa': 'Spa', 'massage spa': 'Masaj salonu', 'turkish bath': 'Hamam',
  'shopping mall': 'Alışveriş merkezi', 'shopping center': 'Alışveriş merkezi', 'outlet mall': 'Outlet', supermarket: 'Süpermarket',
  'grocery store': 'Bakkal', 'clothing store': 'Giyim mağazası', 'shoe store': 'Ayakkabı mağazası', 'book store': 'Kitabevi', bookstore: 'Kitabevi',
  'jewelry store': 'Kuyumcu', 'electronics store': 'Elektronik mağazası', 'furniture store': 'Mobilya mağazası', florist: 'Çiçekçi',
  'gift shop': 'Hediyelik eşya', 'butcher shop': 'Kasap', 'convenience store': 'Market',
  gym: 'Spor salonu', 'fitness center': 'Fitness merkezi', 'pilates studio': 'Pilates stüdyosu', 'yoga studio': 'Yoga stüdyosu',
  'swimming pool': 'Yüzme havuzu', 'sports club': 'Spor kulübü', 'soccer field': 'Halı saha', 'martial arts school': 'Dövüş sanatları okulu',
  school: 'Okul', 'private school': 'Özel okul', kindergarten: 'Anaokulu', preschool: 'Anaokulu', 'language school': 'Dil okulu',
  'driving school': 'Sürücü kursu', 'tutoring service': 'Etüt merkezi', 'music school': 'Müzik okulu', university: 'Üniversite',
  'auto repair shop': 'Oto tamir', 'car repair': 'Oto tamir', 'car wash': 'Oto yıkama', 'car rental agency': 'Araç kiralama',
  'car dealer': 'Oto galeri', 'used car dealer': 'Oto galeri', 'tire shop': 'Lastikçi', 'gas station': 'Akaryakıt istasyonu',
  'auto electrical service': 'Oto elektrik', parking: 'Otopark', 'parking lot': 'Otopark',
  park: 'Park', 'picnic ground': 'Piknik alanı', 'tourist attraction': 'Turistik yer', 'campground': 'Kamp alanı', 'nature preserve': 'Tabiat parkı',
  'historical landmark': 'Tarihi yer', museum: 'Müze',
};

/** Turkish letters, or Turkish endings on a word ("Terzi", "Ciğerci", "Kahvehane", "Salonu"). */
const TURKISH_RE = /[çğıöşüİÇĞÖŞÜ]|(?:ci|cu|si|su|hane|evi|lari|leri|ler|lar|i|u)\b/i;
/** Words that make a category name English ("Nail technician", "Notary public", "Pet store"). */
const ENGLISH_RE =
  /\b(shop|store|restaurant|center|centre|service|services|agency|club|school|clinic|studio|house|hall|office|company|dealer|repair|station|court|field|venue|attraction|technician|public|specialist|supplier|contractor|consultant|lounge|bar|the|and|of|for)\b/i;

/**
 * The subcategory shown on pages from a category name: Turkish names as they are, Google's English
 * names translated by the table, other English names not shown (null).
 */
export function turkishSubcategory(value: string | null | undefined): string | null {
  const text = (value ?? '').trim();
  if (!text) return null;
  const translated = ENGLISH_TO_TURKISH[foldTurkish(text).replace(/\s+/g, ' ')];
  if (translated) return translated;
  if (TURKISH_RE.test(text)) return text;
  return ENGLISH_RE.test(text) ? null : text;
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
