/** The words of a listing's filters and results (category pages and /businesses). */
import { formatCount, formatTotal } from '#lib/format.ts';

export const LISTING_COPY = {
  count: (n: number, capped = false) => `${formatTotal(n, capped)} işletme bulundu`,
  shown: (shown: number, total: number, capped = false) =>
    `${formatTotal(total, capped)} işletmeden ${formatCount(shown)} tanesi gösteriliyor`,
  loading: 'Sonuçlar yükleniyor…',
  emptyTitle: 'Bu kriterlere uygun işletme bulunamadı',
  emptyFiltered: 'Arama metnini kısaltmayı, başka bir ilçe seçmeyi ya da "Şimdi açık" filtresini kaldırmayı deneyin.',
  emptyList: 'Bu listede henüz işletme yok.',
  error: 'Sonuçlar yüklenemedi. Bağlantınızı kontrol edip tekrar deneyin.',
  retry: 'Tekrar dene',
  clear: 'Filtreleri temizle',
  openChip: 'Şimdi açık',
  nearSort: 'Yakınımda',
} as const;
