/**
 * Every Turkish text of the import engine and the Google-link parser in one place, so the wording stays
 * the same in the browser preview, the functions and the command line.
 */
import { IMPORT_LIMITS } from './types.ts';

const n = (value: number) => new Intl.NumberFormat('tr-TR').format(value);
const mb = (bytes: number) => `${n(Math.round(bytes / (1024 * 1024)))} MB`;
/** At most 8 names, then "ve N sütun daha". */
const listed = (names: string[]) =>
  names.length > 8 ? `${names.slice(0, 8).join(', ')} ve ${n(names.length - 8)} sütun daha` : names.join(', ');
const quote = (s: string) => `"${s.length > 60 ? s.slice(0, 57) + '…' : s}"`;

export const importMessages = {
  // Whole file
  notCsv: 'Lütfen geçerli bir CSV dosyası seçin',
  noData: 'İçe aktarılacak veri bulunamadı',
  binary: 'Lütfen geçerli bir CSV dosyası seçin: bu dosya metin değil (ikili veri içeriyor).',
  excel:
    'Lütfen geçerli bir CSV dosyası seçin: bu bir Excel (.xlsx) dosyası. Excel’de “Farklı Kaydet → CSV UTF-8” ile kaydedip yeniden deneyin.',
  tooLarge: `Dosya çok büyük: en fazla ${mb(IMPORT_LIMITS.maxFileBytes)} olabilir. Dosyayı parçalara bölüp ayrı ayrı yükleyin.`,
  tooManyRows: `Dosyada ${n(IMPORT_LIMITS.maxRows)} satırdan fazla kayıt var. Bir seferde en fazla ${n(IMPORT_LIMITS.maxRows)} satır içe aktarılabilir; dosyayı parçalara bölün.`,
  brokenQuotes: (line: number) =>
    `CSV dosyası okunamadı: ${n(line)}. satırda kapanmamış ya da hatalı bir tırnak işareti (") var. Dosyayı düzeltip yeniden deneyin.`,
  missingColumns: (columns: string[]) =>
    `Dosyada zorunlu sütunlar eksik: ${columns.join(', ')}. Şablonu indirip başlık satırını ona göre düzenleyin.`,
  badFormat: 'Biçim "standard" ya da "google" olmalıdır.',
  badRows: 'İşletmeler bir satır listesi olmalıdır.',

  // Rows
  missingCategory: 'Kategori eksik',
  unknownCategory: (value: string) =>
    `Kategori tanınmadı: ${quote(value)}. Geçerli kategorilerden birini yazın (ör. Restoranlar, Kafeler, Sağlık).`,
  unknownGoogleCategory: (value: string) => `Google kategorisi sitemizdeki kategorilerden biriyle eşleşmedi: ${quote(value)}`,
  missingAddress: 'Adres eksik',
  missingDistrict:
    'İlçe eksik: ilçe sütununa ya da adrese (ör. "01120 Seyhan/Adana") Seyhan, Yüreğir, Çukurova, Sarıçam veya Karaisalı yazın.',
  unknownDistrict: (value: string) => `İlçe tanınmadı: ${quote(value)}. İlçe Seyhan, Yüreğir, Çukurova, Sarıçam veya Karaisalı olmalıdır.`,
  badPhone: (value: string) => `Telefon numarası geçerli bir Türkiye numarası değil: ${quote(value)}`,
  badWhatsapp: (value: string) => `WhatsApp numarası geçerli bir Türkiye cep telefonu değil: ${quote(value)}`,
  badEmail: (value: string) => `E-posta adresi geçersiz: ${quote(value)}`,
  badWebsite: (value: string) => `Web sitesi geçerli bir adres değil: ${quote(value)}`,
  badPriceRange: (value: string) => `Fiyat aralığı tanınmadı: ${quote(value)}. Ucuz, Orta, Pahalı veya Ücretsiz yazın.`,
  badCoordinate: (value: string) => `Koordinat bir sayı değil: ${quote(value)}`,
  halfCoordinates: 'Enlem ve boylam birlikte verilmelidir.',
  outsideAdana:
    'Koordinatlar Adana dışında. Enlem 36,5–38,3 ve boylam 34,7–36,5 arasında olmalıdır (enlem ile boylam yer değiştirmiş olabilir).',
  badHours: (day: string, value: string) => `Çalışma saatleri okunamadı (${day}): ${quote(value)}`,
  badHoursDay: (value: string) => `Çalışma saatlerindeki gün tanınmadı: ${quote(value)}`,
  permanentlyClosed: 'İşletme kalıcı olarak kapanmış (Google: permanentlyClosed), içe aktarılmadı.',
  tooLong: (field: string, max: number) => `${field} en fazla ${n(max)} karakter olabilir.`,
  badCid: (value: string) => `Google cid bir sayı olmalıdır: ${quote(value)}`,
  extraColumns:
    'Bu satırda başlık satırından fazla sütun var: değerlerden birinde tırnak içine alınmamış bir ayırıcı (virgül ya da noktalı virgül) olabilir.',
  badLines: 'Satır numaraları (lines) satırlarla aynı sayıda pozitif tam sayı olmalıdır.',
  outsideAdanaRow: (where: string) => `İşletme Adana dışında (${where}): rehber yalnızca Adana’daki işletmeleri içerir.`,
  undecidedCategory: (value: string) => `Kategori belirlenemedi: ${quote(value)}. Kategorisi seçilmek üzere onay kuyruğuna alındı.`,
  /** The summary line of an admin's or the operator's import (decision 015). */
  categoryToChoose: (count: number) => `${n(count)} satır kategori seçilmek üzere onay kuyruğuna gönderildi.`,

  // Warnings: an optional field left out, the business imported (decision 015)
  fieldDropped: (reason: string) => `${reason.replace(/\.$/, '')}; bu alan boş bırakıldı, işletme içe aktarıldı.`,

  // What a file held that the guide does not take (decision 015): said once for the file, not per line
  leftOutColumns: (columns: string[], why: string) => `${why} Alınmayan sütunlar: ${listed(columns)}.`,
  extraEmails: (rows: number) =>
    `${n(rows)} satırda birden fazla e-posta adresi vardı: işletmenin tek e-posta alanı olduğu için ilk geçerli adres alındı, diğerleri alınmadı.`,
  extraPhones: (rows: number) =>
    `${n(rows)} satırda birden fazla telefon numarası vardı: işletmenin tek telefon alanı olduğu için ilk geçerli numara alındı, diğerleri alınmadı.`,

  // OpenStreetMap (PD23)
  notOsm: 'Bu dosya OpenStreetMap verisi değil: Overpass JSON, GeoJSON ya da .osm (XML) dosyası seçin.',
  brokenOsm: (format: string) => `OpenStreetMap dosyası okunamadı (${format}): dosya bozuk ya da yarım kalmış olabilir.`,
  /** An admin's or the operator's OSM import: the row waits in the queue for a district (not skipped). */
  districtToChoose:
    'İlçe seçilmeli: addr:district, addr:city, mahalle ya da posta kodu yok ya da tanınmadı. İlçesi seçilmek üzere onay kuyruğuna alındı.',
  /** The summary line of those rows. */
  districtToChooseCount: (count: number) => `${n(count)} satır ilçe seçilmek üzere onay kuyruğuna gönderildi.`,
  missingDistrictOsm:
    'İlçe belirlenemedi: addr:district, addr:city, mahalle (addr:neighbourhood/addr:suburb) ya da posta kodu yok ya da tanınmadı.',
  badOsmHours: (value: string) => `OpenStreetMap çalışma saatleri okunamadı ya da sabit bir hafta değil: ${quote(value)}`,
  osmNotBusiness: (count: number) => `${n(count)} nesne işletme değil (bank, tuvalet, durak gibi): alınmadı.`,
  osmUnnamed: (count: number) => `${n(count)} işletmenin adı yok: alınmadı.`,
  osmSocialNotTaken: (count: number) =>
    `${n(count)} Instagram/Facebook bağlantısı alınmadı: işletmenin web sitesi zaten var (rehberde tek web adresi tutulur).`,
  osmAdminsOnly:
    'OpenStreetMap dosyalarını yalnızca yöneticiler içe aktarabilir. İşletmeleri CSV şablonuyla ya da tek tek ekleyebilirsiniz.',
  duplicateOsm: (id: number) => `Bu OpenStreetMap nesnesi zaten kayıtlı (kayıt #${id}).`,
  rejectedOsm: (id: number) => `Bu OpenStreetMap nesnesinden eklenen işletme daha önce reddedildi (kayıt #${id}): güncellenmedi.`,
  osmKept: (count: number) =>
    `${n(count)} işletmede son içe aktarmadan sonra sahibinin ya da bir yöneticinin değiştirdiği alanlar korundu (OpenStreetMap'teki yeni değer alınmadı).`,
  osmUnchanged: (count: number) => `${n(count)} işletmede değişiklik yok.`,
  osmAttribution:
    'Veriler © OpenStreetMap katkıda bulunanlar, ODbL lisansıyla (https://www.openstreetmap.org/copyright): bu verileri gösteren sayfalarda kaynak belirtilmelidir.',

  // Updates (round trip, decision 015)
  updatedById: (id: number) => `Kayıtlı işletme güncellendi (kayıt #${id}).`,

  // Duplicates
  duplicateCid: (id: number) => `Bu işletme zaten kayıtlı (aynı Google cid, kayıt #${id}).`,
  duplicatePlaceId: (id: number) => `Bu işletme zaten kayıtlı (aynı Google yer kimliği, kayıt #${id}).`,
  duplicateName: (id: number) => `Bu işletme zaten kayıtlı (aynı ilçede aynı ad, kayıt #${id}).`,
  duplicateInFile: (line: number) => `Dosyada tekrar eden işletme: ${n(line)}. satırdaki işletmeyle aynı.`,
} as const;

/**
 * Why the columns of a scraper's export that the import does not read are left out (decision 015), by column
 * (folded as `columnKey`: lower case, no `_`, `/`, spaces). Columns not listed are "other".
 */
export const LEFT_OUT_REASONS: ReadonlyArray<{ test: RegExp; why: string }> = [
  {
    test: /^(reviewcount|reviewrating|reviewsperrating|userreviews|reviewslink|totalscore|reviewscount|reviewsdistribution|reviews|rating|reviewstags|userreviewsextended)/,
    why: 'Google puanları ve yorumları alınmaz: rehberdeki puan yalnızca sitemizdeki yorumlardan hesaplanır.',
  },
  {
    test: /^(images|thumbnail|imageurl|imageurls|imagescount|imagecategories|photos)/,
    why: 'Fotoğraflar alınmaz: Google’daki fotoğrafların hakları çekenlere aittir; fotoğrafları işletme sahibi ya da yönetici yükler.',
  },
  {
    test: /^(populartimes|populartimeshistogram|populartimeslivetext|populartimeslivepercent)/,
    why: 'Yoğun saatler alınmaz: rehberde bu bilgi için bir alan yok.',
  },
  {
    test: /^(reservations|orderonline|menu|tablereservationlinks|bookinglinks|orderby|reservetableurl|googlefoodurl)/,
    why: 'Rezervasyon, sipariş ve menü bağlantıları alınmaz: rehberde bu bağlantılar için alan yok.',
  },
];
export const OTHER_COLUMNS_LEFT_OUT =
  'Rehberde karşılığı olmayan bilgiler (işletme sahibi, özellikler, saat dilimi, arama terimi gibi) alınmaz.';

export const googleLinkMessages = {
  blank: 'Lütfen geçerli bir Google işletme bağlantısı girin',
  shortLink:
    'Kısa bağlantılar (maps.app.goo.gl, goo.gl/maps, g.page) internete bağlanmadan çözülemez. Lütfen bağlantıyı tarayıcıda açın ve adres çubuğundaki tam Google Haritalar bağlantısını (https://www.google.com/maps/place/…) yapıştırın.',
  notGoogle: 'Bu bir Google Haritalar bağlantısı değil. Lütfen Google Haritalar’da işletmeyi açıp adres çubuğundaki bağlantıyı yapıştırın.',
  noInfo: 'Bu bağlantıda işletme bilgisi bulunamadı. Lütfen Google Haritalar’da işletmenin kendi sayfasını açıp bağlantısını yapıştırın.',
  tooLong: 'Bağlantı çok uzun. Lütfen yalnızca Google Haritalar bağlantısını yapıştırın.',
  ok: 'Bağlantıdaki bilgiler forma aktarıldı. Lütfen bilgileri kontrol edip eksik alanları tamamlayın.',
  viewOnly: 'Konum, bağlantıdaki haritanın merkezinden alındı; lütfen haritadaki işaretin yerini kontrol edin.',
  outsideAdana: 'Bu konum Adana’nın dışında görünüyor; lütfen haritadaki işareti kontrol edin.',
} as const;

/**
 * The reason of a line without what is particular to it (the quoted value, a number), to group the
 * lines of a summary: `Telefon numarası geçerli bir Türkiye numarası değil: "123"` → `Telefon numarası
 * geçerli bir Türkiye numarası değil`.
 */
export function reasonGroup(reason: string): string {
  // Parentheses first: "(Google: permanentlyClosed)" holds a colon that is not the end of the reason's head.
  const head = reason.replace(/\s*\((?!aynı)[^)]*\)/g, '').split(/:\s/)[0]!;
  return head
    .replace(/,?\s*kayıt #\d+/g, '')
    .replace(/"[^"]*"/g, '')
    .replace(/#?\d[\d.,]*/g, '')
    .replace(/\s+/g, ' ')
    .replace(/[\s.;,]+$/, '')
    .trim();
}

export interface ReasonSummary {
  reason: string;
  count: number;
  /** The lines, in order. */
  lines: number[];
}

/** Lines grouped by reason, the most frequent first (the summary before the list of lines, decision 015). */
export function summarizeReasons(rows: readonly { line: number; reason: string }[]): ReasonSummary[] {
  const groups = new Map<string, ReasonSummary>();
  for (const r of rows) {
    const key = reasonGroup(r.reason);
    const g = groups.get(key) ?? { reason: key, count: 0, lines: [] };
    g.count++;
    g.lines.push(r.line);
    groups.set(key, g);
  }
  return [...groups.values()]
    .map((g) => ({ ...g, lines: [...g.lines].sort((a, b) => a - b) }))
    .sort((a, b) => b.count - a.count || a.reason.localeCompare(b.reason, 'tr'));
}
