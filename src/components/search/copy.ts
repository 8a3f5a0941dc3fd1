/** All the words of the search page and the header autocomplete, in one place. */
import { formatCount, formatTotal } from '#lib/format.ts';
import type { SearchPageSort } from '#lib/contract/queries.ts';

export const SEARCH_COPY = {
  title: 'İşletme ara',
  lead: "Adana'daki işletmeleri ada, kategoriye, semte veya özelliğe göre arayın; sonuçları ilçe ve kategoriyle daraltın.",
  formLabel: 'İşletme arama ve filtreler',
  queryLabel: 'Aranacak kelime',
  queryPlaceholder: 'Örn. kebap, ışık kafe, diş kliniği…',
  submit: 'Ara',
  categoryLabel: 'Kategori',
  districtLabel: 'İlçe',
  sortLabel: 'Sıralama',
  all: 'Tümü',
  allCategories: 'Tüm kategoriler',
  allDistricts: 'Tüm ilçeler',
  clearFilters: 'Filtreleri temizle',
  clearShort: 'Temizle',
  showOnMap: 'Haritada göster',
  sorts: {
    relevance: 'En uygun',
    rating: 'Puana göre',
    name: 'İsme göre (A-Z)',
    reviews: 'Değerlendirme sayısına göre',
    distance: 'Yakınımda',
  } satisfies Record<SearchPageSort, string>,
  /** Words of the query understood as filters (src/lib/search/intents.ts), as removable chips. */
  intentChips: {
    open: 'Şimdi açık',
    near: 'Yakınımda',
    cheap: 'Ucuz',
    pricey: 'Pahalı',
    onDuty: 'Nöbetçi',
  },
  intentsLabel: 'Aramanızdan anlaşılan filtreler',
  removeIntent: (chip: string) => `${chip}: filtreyi kaldır`,
  nearAsking: 'Konumunuz soruluyor; izin verirseniz sonuçlar size en yakından sıralanır.',
  nearDenied:
    'Konumunuza izin verilmediği için uzaklığa göre sıralayamadık; sonuçlar en uygundan sıralı. İzni tarayıcınızın adres çubuğundan verebilirsiniz.',
  nearUnavailable: 'Konumunuz alınamadı; sonuçlar en uygundan sıralı.',
  onDutyNote: 'Şu an açık olan eczaneleri gösteriyoruz (nöbet listesindekiler dahil).',
  onDutyLink: 'İlçe ilçe bu geceki nöbetçi eczaneler',
  withoutFilters: (q: string) => (q ? `Filtresiz “${q}” ara` : 'Filtreleri kaldırıp ara'),
  opensNext: 'Şu an açık yer yoksa filtreyi kaldırın: kartlarda ne zaman açılacakları yazar.',
  resultsHeading: 'Sonuçlar',
  /** `capped`: the server stopped counting at `n` (X-Total-Count-Capped): "1.000+ sonuç bulundu". */
  count: (n: number, capped = false) => `${formatTotal(n, capped)} sonuç bulundu`,
  loading: 'Sonuçlar yükleniyor…',
  promptTitle: 'Aramak istediğiniz işletmeyi yazın…',
  promptText: 'İşletme adı, yemek, hizmet ya da semt yazabilirsiniz. Şimdilik tüm işletmeler listeleniyor.',
  emptyTitle: 'Sonuç bulunamadı',
  emptyText: (q: string) =>
    q ? `“${q}” için bu filtrelerle eşleşen bir işletme bulamadık.` : 'Seçtiğiniz filtrelerle eşleşen bir işletme bulamadık.',
  suggestionsTitle: 'Şunları deneyebilirsiniz:',
  /** The last one is shown only when a category or district filter is on. */
  suggestions: [
    'Yazımı kontrol edin ya da daha kısa, genel bir kelime deneyin (ör. “kebapçı” yerine “kebap”).',
    'Türkçe karakterleri yazmanız gerekmez: “sukru” da “Şükrü”yü bulur.',
    'Kategori veya ilçe filtresini kaldırın.',
  ],
  browseCategories: 'Kategorilere göz atın',
  allBusinesses: 'Tüm işletmeleri gör',
  shown: (shown: number, total: number, capped = false) =>
    `${formatTotal(total, capped)} sonuçtan ${formatCount(shown)} tanesi gösteriliyor`,
  errorTitle: 'Arama yapılamadı',
  errorText: 'Bağlantınızı kontrol edip tekrar deneyin.',
  retry: 'Tekrar dene',
  noScript: 'Sonuçları görmek için tarayıcınızda JavaScript’i açın veya kategorilere göz atın.',
} as const;

export const SUGGEST_COPY = {
  categories: 'Kategoriler',
  businesses: 'İşletmeler',
  category: 'Kategori',
  businessCount: (n: number) => `${formatCount(n)} işletme`,
  allResults: (q: string) => `“${q}” için tüm sonuçlar`,
  announce: (n: number) => `${formatCount(n)} öneri`,
  listLabel: 'Arama önerileri',
} as const;
