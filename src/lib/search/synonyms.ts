/**
 * What people mean: the guide's table of everyday words, loanwords and English phrases used in Turkey,
 * and what businesses call the same thing (decision 015). ONE maintained table; applied at query time by
 * `candidateTerms` (query.ts), so every driver and every page strategy sees the same terms.
 *
 * An entry ("concept"):
 *  - `say`: what visitors type. Matched as whole query words after folding (ç→c, ş→s…), also through
 *    their stems ("dişçiler" → "dişçi"); several words must come one after the other ("rent a car").
 *    One-letter words and function words are dropped first, exactly as the query drops them.
 *  - `find`: what businesses write. Each word is matched as a word beginning (with its Turkish stems
 *    and softened consonant: "kliniği" finds "Klinik" and "Kliniği"); several words must be adjacent
 *    in one field ("diş klinik" finds "Özel Diş Kliniği", not "Diş" in the name and "klinik" in the
 *    address). The words the visitor typed always stay terms too.
 *  - `kind`: the category the concept belongs to (the autocomplete proposes it), or null.
 *  - `example`: a real-looking business name the concept must find (every entry is tested).
 *
 * Rules of thumb when adding entries: prefer phrases over short single words ("oto servis", not "oto",
 * which would find every business with "Otopark"); never map to a word of another kind of place; words
 * in `say` are never typo-corrected into something else (see `conceptFor` and plan.ts): a visitor who
 * typed "hastane" sees hospitals or nothing, never a "pastane".
 */
import { foldTurkish } from '#lib/turkish.ts';
import { minimalPrefixes, softened, stems } from './suffixes.ts';
import { queryTokens } from './tokenize.ts';
import { chooseCorrections, type Correction } from './typo.ts';

export interface Concept {
  say: readonly string[];
  find: readonly string[];
  kind: string | null;
  example: string;
}

export const CONCEPTS: readonly Concept[] = [
  // Restoranlar ----------------------------------------------------------------------------------
  {
    say: ['restoran', 'restaurant', 'lokanta', 'yemek yeri'],
    find: ['restoran', 'restaurant', 'lokanta'],
    kind: 'restoranlar',
    example: 'Hacı Usta Lokantası',
  },
  { say: ['ev yemekleri', 'esnaf lokantası'], find: ['ev yemek', 'esnaf lokanta'], kind: 'restoranlar', example: 'Anne Eli Ev Yemekleri' },
  { say: ['ocakbaşı', 'mangal'], find: ['ocakbaşı', 'mangal', 'kebap'], kind: 'restoranlar', example: 'Mangal Keyfi Kebap' },
  { say: ['ciğerci', 'ciğer'], find: ['ciğer'], kind: 'restoranlar', example: 'Meşhur Ciğerci Mehmet' },
  {
    say: ['lahmacun', 'lahmacuncu', 'pide', 'pideci'],
    find: ['lahmacun', 'pide', 'fırın lahmacun'],
    kind: 'restoranlar',
    example: 'Meşhur Lahmacun Salonu',
  },
  { say: ['dönerci', 'döner'], find: ['döner', 'dürüm'], kind: 'restoranlar', example: 'Dürümcü Kardeşler Döner' },
  { say: ['balıkçı', 'balık restoranı', 'fish'], find: ['balık', 'fish', 'seafood'], kind: 'restoranlar', example: 'Sahil Balık Evi' },
  { say: ['burger', 'hamburger', 'hamburgerci'], find: ['burger', 'hamburger'], kind: 'restoranlar', example: 'Adana Burger House' },
  { say: ['pizza', 'pizzacı', 'pizzeria'], find: ['pizza', 'pizzeria'], kind: 'restoranlar', example: 'Napoli Pizzeria' },
  { say: ['fast food', 'hızlı yemek'], find: ['fast food', 'burger', 'pizza', 'döner'], kind: 'restoranlar', example: 'Fast Food Durağı' },
  {
    say: ['kahvaltı', 'kahvaltıcı', 'breakfast', 'serpme kahvaltı'],
    find: ['kahvaltı', 'breakfast'],
    kind: 'restoranlar',
    example: 'Köy Kahvaltı Evi',
  },
  { say: ['çiğ köfte', 'çiğköfte', 'çiğköfteci'], find: ['çiğ köfte', 'çiğköfte'], kind: 'restoranlar', example: 'Komagene Çiğ Köfte' },
  { say: ['köfteci', 'köfte'], find: ['köfte'], kind: 'restoranlar', example: 'Tarihi Köfteci' },
  { say: ['tantuni', 'tantunici'], find: ['tantuni'], kind: 'restoranlar', example: 'Mersin Tantuni' },
  { say: ['şalgam', 'şalgamcı'], find: ['şalgam'], kind: 'restoranlar', example: 'Acılı Şalgam Evi' },
  { say: ['meyhane', 'rakı balık'], find: ['meyhane', 'rakı balık'], kind: 'barlar', example: 'Eski Dostlar Meyhanesi' },
  // Kafeler ---------------------------------------------------------------------------------------
  { say: ['kafe', 'cafe', 'café', 'kafeterya'], find: ['kafe', 'cafe', 'kafeterya', 'coffee'], kind: 'kafeler', example: 'Işık Cafe' },
  {
    say: ['kahve', 'kahveci', 'coffee', 'coffee shop', 'kahve dükkanı'],
    find: ['kahve', 'coffee', 'espresso'],
    kind: 'kafeler',
    example: 'Espresso Lab',
  },
  { say: ['kahvehane', 'kıraathane'], find: ['kahvehane', 'kıraathane', 'kahvesi'], kind: 'kafeler', example: 'Şehir Kıraathanesi' },
  {
    say: ['pastane', 'pastahane', 'pasta', 'patisserie', 'pastacı'],
    find: ['pastane', 'pastahane', 'patisserie', 'pastry'],
    kind: 'kafeler',
    example: 'İnci Pastanesi',
  },
  { say: ['tatlıcı', 'tatlı', 'dessert'], find: ['tatlı', 'baklava', 'künefe', 'dessert'], kind: 'kafeler', example: 'Güllüoğlu Baklava' },
  { say: ['baklavacı', 'baklava'], find: ['baklava'], kind: 'kafeler', example: 'Koçak Baklava' },
  { say: ['künefe', 'künefeci'], find: ['künefe'], kind: 'kafeler', example: 'Hatay Künefe Salonu' },
  {
    say: ['fırın', 'fırıncı', 'ekmek', 'bakery', 'unlu mamul', 'unlu mamuller'],
    find: ['fırın', 'ekmek', 'bakery', 'unlu mamul'],
    kind: 'kafeler',
    example: 'Tarihi Taş Fırın',
  },
  {
    say: ['dondurma', 'dondurmacı', 'ice cream'],
    find: ['dondurma', 'ice cream', 'gelato'],
    kind: 'kafeler',
    example: 'Maraş Dondurmacısı',
  },
  {
    say: ['nargile', 'nargileci', 'shisha', 'hookah'],
    find: ['nargile', 'shisha', 'hookah'],
    kind: 'kafeler',
    example: 'Keyif Nargile Cafe',
  },
  // Barlar ----------------------------------------------------------------------------------------
  { say: ['bar', 'pub', 'birahane'], find: ['pub', 'birahane'], kind: 'barlar', example: 'Kuzey Pub' },
  { say: ['gece kulübü', 'club', 'disko'], find: ['gece kulüb', 'club', 'disko'], kind: 'barlar', example: 'Sky Club Adana' },
  // Oteller ---------------------------------------------------------------------------------------
  { say: ['otel', 'hotel', 'konaklama'], find: ['otel', 'hotel'], kind: 'oteller', example: 'Taşköprü Butik Otel' },
  {
    say: ['pansiyon', 'apart', 'apart otel', 'hostel'],
    find: ['pansiyon', 'apart otel', 'hostel'],
    kind: 'oteller',
    example: 'Sahil Pansiyon',
  },
  // Gelinlik --------------------------------------------------------------------------------------
  {
    say: ['gelinlik', 'gelinlikçi', 'wedding dress'],
    find: ['gelinlik', 'bridal', 'gelin'],
    kind: 'gelinlik',
    example: 'Beyaz Gelinlik Evi',
  },
  { say: ['abiye', 'nişanlık', 'nikah elbisesi'], find: ['abiye', 'nişanlık', 'nikah'], kind: 'gelinlik', example: 'Zarif Abiye Nişanlık' },
  {
    say: ['düğün salonu', 'düğün', 'kına', 'wedding'],
    find: ['düğün', 'wedding', 'kına', 'balo salon'],
    kind: null,
    example: 'Saray Düğün Salonu',
  },
  { say: ['terzi', 'tadilat'], find: ['terzi'], kind: null, example: 'Usta Terzi Ahmet' },
  // Sağlık ----------------------------------------------------------------------------------------
  {
    // "diş kliniği" and "diş hekimi" are what businesses write: typed, they search as they are (every word
    // must match, no phrase), which finds the same places at a fraction of the cost (npm run bench -- search)
    say: ['dişçi', 'diş doktoru', 'dentist'],
    find: ['diş hekim', 'diş klinik', 'ağız', 'dental', 'dentist', 'diş poliklinik'],
    kind: 'saglik',
    example: 'Özel Gülüş Diş Kliniği',
  },
  {
    say: ['hastane', 'hastahane', 'hospital'],
    find: ['hastane', 'hastahane', 'hospital', 'tıp merkez'],
    kind: 'saglik',
    example: 'Özel Seyhan Hastanesi',
  },
  {
    say: ['doktor', 'doctor', 'hekim', 'muayenehane'],
    find: ['doktor', 'doctor', 'hekim', 'klinik', 'muayene', 'poliklinik', 'tıp merkez'],
    kind: 'saglik',
    example: 'Dr. Ayşe Kaya Muayenehanesi',
  },
  {
    say: ['klinik', 'poliklinik', 'sağlık merkezi'],
    find: ['klinik', 'poliklinik', 'sağlık merkez', 'tıp merkez'],
    kind: 'saglik',
    example: 'Çukurova Polikliniği',
  },
  { say: ['eczane', 'eczacı', 'pharmacy', 'nöbetçi eczane'], find: ['eczane', 'pharmacy'], kind: 'saglik', example: 'Umut Eczanesi' },
  {
    say: ['fizik tedavi', 'fizyoterapi', 'fizyoterapist', 'physiotherapy'],
    find: ['fizik tedavi', 'fizyoterapi', 'physiotherap'],
    kind: 'saglik',
    example: 'Hareket Fizik Tedavi Merkezi',
  },
  {
    say: ['psikolog', 'psikiyatrist', 'terapist'],
    find: ['psikolog', 'psikiyatr', 'terapi'],
    kind: 'saglik',
    example: 'Uzman Psikolog Ece Demir',
  },
  { say: ['gözlükçü', 'optik', 'gözlük'], find: ['optik', 'gözlük'], kind: 'saglik', example: 'Net Optik' },
  {
    say: ['veteriner', 'veteriner kliniği', 'vet', 'hayvan hastanesi'],
    find: ['veteriner', 'vet klinik', 'pet klinik', 'hayvan hastane'],
    kind: 'saglik',
    example: 'Pati Veteriner Kliniği',
  },
  {
    say: ['laboratuvar', 'tahlil', 'laboratuar'],
    find: ['laboratuvar', 'laboratuar', 'tahlil'],
    kind: 'saglik',
    example: 'Merkez Tıbbi Laboratuvar',
  },
  {
    say: ['göz doktoru', 'göz hastanesi', 'göz kliniği'],
    find: ['göz hastane', 'göz klinik', 'göz merkez', 'göz hekim'],
    kind: 'saglik',
    example: 'Dünya Göz Hastanesi',
  },
  // Güzellik --------------------------------------------------------------------------------------
  {
    say: ['berber', 'erkek kuaförü', 'erkek kuaför', 'barber', 'barbershop'],
    find: ['berber', 'erkek kuaför', 'barber'],
    kind: 'guzellik',
    example: 'Makas Erkek Kuaförü',
  },
  {
    say: ['kuaför', 'kuafor', 'hairdresser', 'coiffeur', 'saç'],
    find: ['kuaför', 'hair', 'coiffeur', 'saç tasarım'],
    kind: 'guzellik',
    example: 'Saç Tasarım Stüdyosu',
  },
  {
    say: ['bayan kuaförü', 'kadın kuaförü'],
    find: ['bayan kuaför', 'kadın kuaför', 'kuaför'],
    kind: 'guzellik',
    example: 'Nil Bayan Kuaförü',
  },
  {
    say: ['güzellik salonu', 'güzellik merkezi', 'estetisyen', 'beauty'],
    find: ['güzellik', 'beauty', 'estetik'],
    kind: 'guzellik',
    example: 'Ela Güzellik Merkezi',
  },
  {
    say: ['manikür', 'pedikür', 'tırnak', 'nail'],
    find: ['manikür', 'pedikür', 'tırnak', 'nail'],
    kind: 'guzellik',
    example: 'Nail Art Stüdyo',
  },
  { say: ['epilasyon', 'lazer epilasyon', 'ağda'], find: ['epilasyon', 'ağda'], kind: 'guzellik', example: 'Pürüzsüz Lazer Epilasyon' },
  { say: ['cilt bakımı', 'cilt bakım'], find: ['cilt bakım', 'güzellik'], kind: 'guzellik', example: 'Işıltı Cilt Bakım' },
  {
    say: ['spa', 'hamam', 'masaj', 'türk hamamı'],
    find: ['spa merkez', 'hamam', 'masaj', 'massage', 'wellness'],
    kind: 'guzellik',
    example: 'Merkez Türk Hamamı',
  },
  // Alışveriş -------------------------------------------------------------------------------------
  {
    say: ['avm', 'alışveriş merkezi', 'mall', 'outlet'],
    find: ['avm', 'alışveriş merkez', 'mall', 'outlet'],
    kind: 'alisveris',
    example: 'Optimum Outlet AVM',
  },
  {
    say: ['market', 'süpermarket', 'bakkal', 'grocery'],
    find: ['market', 'bakkal', 'grocery'],
    kind: 'alisveris',
    example: 'Mahalle Bakkalı',
  },
  { say: ['manav', 'meyve sebze'], find: ['manav', 'meyve sebze'], kind: 'alisveris', example: 'Taze Manav' },
  { say: ['kasap', 'butcher'], find: ['kasap', 'butcher', 'et ürün'], kind: 'alisveris', example: 'Kardeşler Kasap' },
  { say: ['çarşı', 'pasaj', 'bedesten'], find: ['çarşı', 'pasaj', 'bedesten'], kind: 'alisveris', example: 'Çarşı Pasajı' },
  {
    say: ['kitapçı', 'kitabevi', 'kırtasiye', 'bookstore'],
    find: ['kitap', 'kırtasiye', 'book'],
    kind: 'alisveris',
    example: 'Uğur Kitabevi',
  },
  { say: ['çiçekçi', 'çiçek', 'florist'], find: ['çiçek', 'flower', 'florist'], kind: 'alisveris', example: 'Gül Çiçekçilik' },
  { say: ['kuyumcu', 'altın', 'jewelry'], find: ['kuyumcu', 'jewel', 'mücevher'], kind: 'alisveris', example: 'Parlak Kuyumculuk' },
  {
    say: ['giyim', 'mağaza', 'clothing'],
    find: ['giyim', 'mağaza', 'clothing', 'tekstil', 'butik giyim'],
    kind: 'alisveris',
    example: 'Moda Giyim Mağazası',
  },
  { say: ['ayakkabı', 'ayakkabıcı', 'shoe'], find: ['ayakkabı', 'shoe'], kind: 'alisveris', example: 'Adım Ayakkabı' },
  {
    say: ['telefoncu', 'cep telefonu', 'gsm', 'telefon tamiri'],
    find: ['telefon', 'gsm', 'iletişim', 'mobile'],
    kind: 'alisveris',
    example: 'Hat GSM İletişim',
  },
  { say: ['meşrubat', 'tekel', 'büfe'], find: ['meşrubat', 'tekel', 'büfe'], kind: 'alisveris', example: 'Köşe Büfe' },
  // Spor ------------------------------------------------------------------------------------------
  {
    say: ['spor salonu', 'gym', 'fitness', 'jimnastik salonu'],
    find: ['spor salon', 'gym', 'fitness', 'spor merkez'],
    kind: 'spor',
    example: 'Form Fitness Salonu',
  },
  { say: ['pilates', 'yoga'], find: ['pilates', 'yoga'], kind: 'spor', example: 'Denge Pilates Stüdyosu' },
  {
    say: ['havuz', 'yüzme', 'yüzme havuzu', 'swimming pool'],
    find: ['havuz', 'yüzme', 'aquapark', 'swimming'],
    kind: 'spor',
    example: 'Olimpik Yüzme Havuzu',
  },
  { say: ['halı saha', 'halısaha', 'futbol sahası'], find: ['halı saha', 'halısaha', 'futbol'], kind: 'spor', example: 'Yıldız Halı Saha' },
  {
    say: ['dövüş sporları', 'boks', 'kick boks', 'karate', 'tekvando'],
    find: ['boks', 'karate', 'tekvando', 'taekwondo', 'dövüş', 'mma'],
    kind: 'spor',
    example: 'Şampiyon Boks Kulübü',
  },
  // Eğitim ----------------------------------------------------------------------------------------
  {
    say: ['kreş', 'anaokulu', 'yuva', 'gündüz bakımevi', 'kindergarten'],
    find: ['kreş', 'anaokul', 'yuva', 'gündüz bakım', 'kindergarten', 'okul öncesi'],
    kind: 'egitim',
    example: 'Minikler Anaokulu',
  },
  {
    say: ['dershane', 'etüt', 'etüt merkezi', 'kurs', 'özel ders'],
    find: ['dershane', 'etüt', 'kurs', 'eğitim merkez'],
    kind: 'egitim',
    example: 'Başarı Etüt Merkezi',
  },
  {
    say: ['dil kursu', 'ingilizce kursu', 'yabancı dil', 'english course'],
    find: ['dil kurs', 'yabancı dil', 'english', 'language', 'ingilizce'],
    kind: 'egitim',
    example: 'Global Yabancı Dil Kursu',
  },
  {
    say: ['sürücü kursu', 'ehliyet', 'direksiyon'],
    find: ['sürücü kurs', 'ehliyet', 'direksiyon', 'sürücü'],
    kind: 'egitim',
    example: 'Güven Sürücü Kursu',
  },
  { say: ['okul', 'kolej', 'school'], find: ['okul', 'kolej', 'school', 'college'], kind: 'egitim', example: 'Bilim Koleji' },
  {
    say: ['müzik kursu', 'müzik okulu'],
    find: ['müzik kurs', 'müzik okul', 'müzik akademi', 'konservatuvar'],
    kind: 'egitim',
    example: 'Nota Müzik Akademisi',
  },
  // Otomotiv --------------------------------------------------------------------------------------
  {
    say: ['araba', 'otomobil', 'oto'],
    find: ['araç', 'otomobil', 'oto servis', 'oto galeri', 'oto kiralama', 'oto yıkama', 'otomotiv'],
    kind: 'otomotiv',
    example: 'Yıldız Oto Servis',
  },
  {
    say: ['rent a car', 'araç kiralama', 'araba kiralama', 'oto kiralama', 'kiralık araç', 'kiralık araba', 'car rental'],
    find: ['araç kiralama', 'oto kiralama', 'rent a car', 'rentacar', 'car rental', 'kiralık araç'],
    kind: 'otomotiv',
    example: 'Çukurova Rent A Car',
  },
  {
    say: ['oto tamirci', 'tamirci', 'oto tamir', 'oto sanayi', 'oto servis', 'sanayi'],
    find: ['oto tamir', 'oto servis', 'oto sanayi', 'oto bakım'],
    kind: 'otomotiv',
    example: 'Usta Oto Tamir',
  },
  { say: ['oto elektrik', 'oto elektrikçi'], find: ['oto elektrik'], kind: 'otomotiv', example: 'Kıvılcım Oto Elektrik' },
  {
    say: ['lastikçi', 'lastik', 'rot balans'],
    find: ['lastik', 'rot balans', 'tyre', 'tire'],
    kind: 'otomotiv',
    example: 'Hızlı Lastik Rot Balans',
  },
  {
    say: ['oto yıkama', 'araç yıkama', 'car wash'],
    find: ['oto yıkama', 'araç yıkama', 'car wash'],
    kind: 'otomotiv',
    example: 'Parlak Oto Yıkama',
  },
  {
    say: ['benzinlik', 'akaryakıt', 'benzin istasyonu', 'petrol'],
    find: ['akaryakıt', 'petrol', 'benzin', 'opet', 'shell'],
    kind: 'otomotiv',
    example: 'Merkez Petrol Akaryakıt',
  },
  {
    say: ['oto galeri', 'galeri', 'ikinci el araç'],
    find: ['oto galeri', 'galeri', 'otomotiv'],
    kind: 'otomotiv',
    example: 'Güven Oto Galeri',
  },
  { say: ['otopark', 'park yeri', 'parking'], find: ['otopark', 'parking'], kind: 'otomotiv', example: 'Merkez Katlı Otopark' },
  // Piknik ve gezilecek yerler --------------------------------------------------------------------
  {
    say: ['piknik', 'mesire', 'mesire alanı', 'piknik alanı'],
    find: ['piknik', 'mesire'],
    kind: 'piknik',
    example: 'Çatalan Mesire Alanı',
  },
  { say: ['park', 'bahçe', 'millet bahçesi'], find: ['park', 'bahçe', 'millet bahçe'], kind: 'piknik', example: 'Merkez Park' },
  {
    say: ['gezilecek yerler', 'turistik yer', 'tarihi yer', 'müze', 'museum'],
    find: ['müze', 'museum', 'turistik', 'tarihi yer', 'ören yeri', 'köprü'],
    kind: null,
    example: 'Adana Arkeoloji Müzesi',
  },
  {
    say: ['yayla', 'kamp', 'kamp alanı', 'camping'],
    find: ['yayla', 'kamp alan', 'kamping', 'camping'],
    kind: 'piknik',
    example: 'Karaisalı Kamp Alanı',
  },
  // Hizmetler -------------------------------------------------------------------------------------
  { say: ['noter'], find: ['noter'], kind: null, example: 'Seyhan 5. Noterliği' },
  { say: ['avukat', 'hukuk bürosu', 'lawyer'], find: ['avukat', 'hukuk'], kind: null, example: 'Yılmaz Hukuk Bürosu' },
  {
    say: ['emlakçı', 'emlak', 'gayrimenkul', 'real estate'],
    find: ['emlak', 'gayrimenkul', 'real estate'],
    kind: null,
    example: 'Güven Emlak',
  },
  { say: ['kargo', 'kurye'], find: ['kargo', 'kurye', 'cargo'], kind: null, example: 'Hızlı Kargo Şubesi' },
  { say: ['banka', 'atm', 'bankamatik'], find: ['banka', 'bank'], kind: null, example: 'Ziraat Bankası Seyhan Şubesi' },
  { say: ['matbaa', 'fotokopi', 'baskı'], find: ['matbaa', 'fotokopi', 'baskı', 'print'], kind: null, example: 'Renk Matbaacılık' },
  { say: ['fotoğrafçı', 'fotoğraf stüdyosu'], find: ['fotoğraf', 'photo'], kind: null, example: 'Anı Fotoğraf Stüdyosu' },
  { say: ['çilingir', 'anahtarcı'], find: ['çilingir', 'anahtar'], kind: null, example: 'Acil Çilingir' },
  {
    say: ['kuru temizleme', 'çamaşırhane', 'laundry'],
    find: ['kuru temizleme', 'çamaşırhane', 'laundry'],
    kind: null,
    example: 'Beyaz Kuru Temizleme',
  },
  { say: ['cami', 'mescit'], find: ['cami', 'mescit'], kind: null, example: 'Sabancı Merkez Camii' },
];

// -------------------------------------------------------------------------------------------------
// Applying the table to a query's words
// -------------------------------------------------------------------------------------------------

/**
 * A search term: one word beginning ("kebap"), or a phrase of adjacent word beginnings whose words may
 * each have alternative spellings, written "dis klinik|klinig" (words separated by a space, a word's
 * alternatives by "|"). query.ts renders it as `(dis:* <-> (klinik:* | klinig:*))`.
 */
export type Term = string;

const uniq = <T>(xs: readonly T[]) => [...new Set(xs)];

/** The words of a term, each with its alternatives. */
export function termWords(term: Term): string[][] {
  return term.split(' ').map((w) => w.split('|'));
}

/** Whether a term is a phrase of several words. */
export const isPhrase = (term: Term) => term.includes(' ');

/** One `find` entry as a term: folded words, each with its stems and softened forms as alternatives. */
export function findTerm(text: string): Term[] {
  const words = foldTurkish(text)
    .split(/[^a-z0-9]+/)
    .filter((w) => w.length > 0);
  if (words.length === 0) return [];
  // written in their base form: the word and its softened last consonant ("klinik" → "klinig" of "kliniği");
  // no stems (the stemmer would cut "karate" to "kara", which begins "Karaisalı")
  const alternatives = words.map((w) => minimalPrefixes([w, softened(w) ?? w]));
  // one word: its alternatives are separate terms (the planner keeps those the dictionary knows)
  if (alternatives.length === 1) return alternatives[0]!;
  return [alternatives.map((a) => a.join('|')).join(' ')];
}

interface CompiledConcept {
  index: number;
  /** Each `say` entry as the query words it becomes. */
  say: string[][];
  terms: Term[];
  kind: string | null;
}

const compiled: readonly CompiledConcept[] = CONCEPTS.map((c, index) => ({
  index,
  say: c.say.map((s) => queryTokens(s)).filter((s) => s.length > 0),
  terms: uniq(c.find.flatMap(findTerm)),
  kind: c.kind,
}));

/** The longest `say` phrase, in query words. */
const LONGEST_SAY = Math.max(...compiled.flatMap((c) => c.say.map((s) => s.length)));

/** Every one-word `say` entry (for typo correction towards a concept). */
export const SAY_WORDS: readonly string[] = uniq(compiled.flatMap((c) => c.say.filter((s) => s.length === 1).map((s) => s[0]!)));

/** Whether a query word is a `say` word: the word or one of its stems. */
function sameWord(token: string, say: string): boolean {
  return token === say || stems(token).includes(say);
}

export interface ConceptMatch {
  /** Index of the first query word covered. */
  start: number;
  /** How many query words the match covers. */
  length: number;
  /** The concepts (several entries may share a phrase, e.g. "kahve" and "kafe" words). */
  concepts: CompiledConcept[];
  /** The `say` entry that matched, in query words ("disci" for the query word "disciler"). */
  said: string;
}

/** The concepts of a sequence of query words: longest phrases first, left to right, without overlaps. */
export function matchConcepts(tokens: readonly string[]): ConceptMatch[] {
  const out: ConceptMatch[] = [];
  let i = 0;
  while (i < tokens.length) {
    let found: ConceptMatch | null = null;
    for (let len = Math.min(LONGEST_SAY, tokens.length - i); len >= 1 && !found; len--) {
      const window = tokens.slice(i, i + len);
      const fits = (s: string[]) => s.length === len && s.every((w, k) => sameWord(window[k]!, w));
      const concepts = compiled.filter((c) => c.say.some(fits));
      const said = concepts[0]?.say.find(fits);
      if (said) found = { start: i, length: len, concepts, said: said.join(' ') };
    }
    if (found) {
      out.push(found);
      i += found.length;
    } else i++;
  }
  return out;
}

/** The terms a concept match adds (several concepts: all of their terms). */
export function conceptTerms(match: Pick<ConceptMatch, 'concepts'>): Term[] {
  return uniq(match.concepts.flatMap((c) => c.terms));
}

/** The categories of a concept match (for the autocomplete). */
export function conceptKinds(match: Pick<ConceptMatch, 'concepts'>): string[] {
  return uniq(match.concepts.map((c) => c.kind).filter((k): k is string => k !== null));
}

/** The concepts whose one-word `say` is exactly this word (or one of its stems). */
export function conceptsOfWord(token: string): CompiledConcept[] {
  return compiled.filter((c) => c.say.some((s) => s.length === 1 && sameWord(token, s[0]!)));
}

/** Whether a query word means something in the table (such a word is never typo-corrected). */
export const isConceptWord = (token: string) => conceptsOfWord(token).length > 0;

/**
 * A mistyped word near a one-word `say` entry ("hastahne" → "hastane", "restorna" → "restoran") means
 * that concept: its terms, plus the dictionary's own corrections (`dictionary`, closest first) that are
 * not words of a concept of another kind ("pastane" is not a kind of hospital). Null when the word is
 * near no concept, or when the dictionary has a strictly closer word (that is the better guess).
 */
export function conceptCorrection(token: string, dictionary: readonly Correction[]): string[] | null {
  const near = chooseCorrections(
    token,
    SAY_WORDS.map((word) => ({ word, businessCount: 1 })),
    SAY_WORDS.length,
  ).filter((c) => !c.prefix);
  if (near.length === 0) return null;
  const best = dictionary.length > 0 ? Math.min(...dictionary.map((c) => c.distance)) : Number.POSITIVE_INFINITY;
  if (best < near[0]!.distance) return null;
  const concepts = uniq(near.flatMap((c) => conceptsOfWord(c.word)));
  const kinds = new Set(concepts.map((c) => c.kind));
  const sameKind = dictionary
    .map((c) => c.word)
    .filter((w) => {
      const of = conceptsOfWord(w);
      return of.length === 0 || of.some((c) => kinds.has(c.kind));
    });
  return uniq([...concepts.flatMap((c) => c.terms), ...sameKind]);
}
