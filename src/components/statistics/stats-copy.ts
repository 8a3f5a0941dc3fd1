/** /analytics (spec §2 "Visitor statistics") Turkish text. */
export const STATS_COPY = {
  title: 'Ziyaretçi istatistikleri',
  lead: 'Son 30 günde Adana Rehberi’ni kaç kişinin, hangi ülkelerden ve hangi sayfalarda ziyaret ettiği. Yalnızca toplu sayılar gösterilir.',
  cards: {
    totalVisits: 'Toplam ziyaret',
    uniqueVisitors: 'Tekil ziyaretçi',
    countryCount: 'Ülke sayısı',
    activeDays: 'Aktif gün',
  },
  uniqueHint: 'Her günün tekil ziyaretçilerinin toplamı',
  topCountries: 'En çok ziyaret edilen ülkeler',
  topPages: 'En çok görüntülenen sayfalar',
  lastDays: 'Son 7 gün',
  chartLabel: 'Son 7 günün ziyaret ve tekil ziyaretçi sayıları grafiği; aynı sayılar aşağıdaki tabloda.',
  table: { date: 'Tarih', visits: 'Ziyaret', unique: 'Tekil ziyaretçi' },
  visits: 'ziyaret',
  empty: 'Bu dönemde henüz kaydedilmiş ziyaret yok.',
  /** Pages enter the list with TOP_PAGE_MIN_VISITORS distinct visitors a day (src/features/statistics/rollup.ts). */
  topPagesEmpty: 'Henüz bir günde en az 3 farklı ziyaretçinin açtığı sayfa yok.',
  loading: 'İstatistikler yükleniyor…',
  failed: 'İstatistikler yüklenemedi. Lütfen sayfayı yenileyin.',
  retry: 'Yeniden dene',
  privacy: 'Bilinen botlar ve yönetim sayfaları sayılmaz; IP adresleri saklanmaz.',
} as const;
