/** All the words of the favourites page and the favourite button, in one place. */
import { formatCount } from '#lib/format.ts';

export const FAVORITE_COPY = {
  add: 'Favorilere ekle',
  remove: 'Favorilerden çıkar',
  /** Icon-only buttons name the business too, so a page of cards has distinct names. */
  addNamed: (name: string) => `Favorilere ekle: ${name}`,
  removeNamed: (name: string) => `Favorilerden çıkar: ${name}`,
  added: 'Favorilere eklendi',
  addedText: 'Favorilerim sayfasından tekrar ulaşabilirsiniz.',
  openFavorites: 'Favorilerim',
  removed: 'Favorilerden çıkarıldı',
  undo: 'Geri al',
  addFailed: 'Favorilere eklenemedi',
  removeFailed: 'Favorilerden çıkarılamadı',
  failedText: 'Bağlantınızı kontrol edip tekrar deneyin.',
} as const;

export const FAVORITES_PAGE_COPY = {
  title: 'Favorilerim',
  lead: 'Beğendiğiniz işletmeler burada. Hesap açmadan bu tarayıcıda saklanır; giriş yaptığınızda hesabınıza da eklenir.',
  accountNote: 'Favorileriniz hesabınızla eşitleniyor; her cihazda görebilirsiniz.',
  visitorNote: 'Favorileriniz yalnızca bu tarayıcıda saklanıyor.',
  loginCta: 'Her cihazda görmek için giriş yapın',
  statsLabel: 'Favori özetiniz',
  statTotal: 'Toplam favori',
  statCategories: 'Farklı kategori',
  statRating: 'Ortalama puan',
  noRating: '–',
  filtersLabel: 'Favorileri filtrele',
  queryLabel: 'Favorilerde ara',
  queryPlaceholder: 'İşletme adı, kategori veya ilçe…',
  categoryLabel: 'Kategori',
  allCategories: 'Tüm kategoriler',
  listHeading: 'Favori işletmeleriniz',
  count: (shown: number, total: number) =>
    shown === total ? `${formatCount(total)} favori işletme` : `${formatCount(total)} favoriden ${formatCount(shown)} tanesi gösteriliyor`,
  removeButton: 'Kaldır',
  /** The remove button's name: its visible text first (WCAG 2.5.3), then the business. */
  removeNamed: (label: string, name: string) => `${label}: ${name}`,
  removing: 'Kaldırılıyor…',
  unavailableTitle: 'Bu işletme artık listede değil',
  unavailableText: 'İşletme kaldırılmış veya geçici olarak yayından alınmış olabilir.',
  unavailableRemove: 'Favorilerden kaldır',
  loadingDetails: 'İşletme bilgileri yükleniyor…',
  emptyTitle: 'Henüz favori işletmeniz yok',
  emptyText: 'Beğendiğiniz işletmelerin kartındaki kalp simgesine dokunun; burada listelensinler.',
  emptyCta: 'İşletmeleri keşfet',
  noMatchTitle: 'Eşleşen favori yok',
  noMatchText: 'Aramanızı veya kategori seçiminizi değiştirin.',
  clearFilters: 'Filtreleri temizle',
} as const;
