/** All advertising copy in one place (Turkish sentence case; the spec's toasts and messages verbatim). */
import type { AdPackage, AdStatus } from '#lib/contract/advertising.ts';

export const AD_COPY = {
  label: 'Reklam',
  sponsored: 'Sponsorlu',
  tabs: { paketler: 'Paketler', avantajlar: 'Avantajlar', iletisim: 'İletişim' },
  perMonth: '/ 30 gün',
  popular: 'En popüler',
  choose: 'Bu paketi seç',
  chosen: 'Seçildi',
  packageChosenTitle: 'Paket Seçildi',
  packageChosen: (name: string) => `${name} paketi seçildi. Formu doldurarak talebinizi gönderebilirsiniz.`,
  packageErrorTitle: 'Hata',
  packageError: 'Paket seçilirken bir hata oluştu. Sayfa yeniden yüklenecek.',
  sendErrorTitle: 'Hata',
  sendError: 'Reklam talebi gönderilirken bir hata oluştu',
  requestErrorTitle: 'Hata!',
  requestError: 'Bir hata oluştu. Lütfen tekrar deneyin.',
  sentTitle: 'Reklam Talebi Gönderildi',
  sent: 'Talebiniz alındı. Satış ekibimiz en kısa sürede sizinle iletişime geçecek.',
  successTitle: 'Başarılı!',
  benefitsTitle: 'Neden Adana Rehberi’nde reklam?',
  benefits: [
    { icon: 'user', title: 'Geniş kitle', text: 'Adana’da restoran, otel, güzellik salonu ve daha fazlasını arayan ziyaretçilere ulaşın.' },
    { icon: 'star', title: 'Görünürlük', text: 'Ana sayfada, kategori sayfalarında ve sitenin altında “Reklam” etiketiyle öne çıkın.' },
    { icon: 'clock', title: 'Hızlı sonuç', text: 'Satış ekibimiz 24 saat içinde döner; reklamınız hazırlandıktan sonra hemen yayına alınır.' },
    { icon: 'grid', title: 'Analitik', text: 'Reklamınızın kaç kez gösterildiğini ve tıklandığını kendi sayacımızla ölçer, size bildiririz.' },
    { icon: 'sparkles', title: 'Marka bilinirliği', text: 'Görsel, başlık ve özelliklerle işletmenizi Adana’da tanınır kılın.' },
    { icon: 'shield-check', title: 'Güvenilir platform', text: 'Yalnızca incelenip onaylanan işletmelerin yer aldığı yerel bir rehber.' },
  ],
  start: 'Hemen başla',
  contactTitle: 'Satış ekibimizle iletişime geçin',
  contactText: 'Formu doldurun; satış ekibimiz 24 saat içinde sizi arayarak reklamınızı birlikte planlasın.',
  toForm: 'Reklam talep formuna geç',
  back: 'Geri',
  send: 'Talebi gönder',
  sending: 'Gönderiliyor…',
  successHeading: 'Talebiniz alındı',
  successText: 'Teşekkürler! satış ekibimiz 24 saat içinde sizinle iletişime geçecek.',
  nextSteps: [
    { title: 'İletişim', text: 'Satış ekibimiz sizi arar, ihtiyaçlarınızı dinler.' },
    { title: 'Özelleştirme', text: 'Reklamınızın görselini, metnini ve özelliklerini birlikte hazırlarız.' },
    { title: 'Yayına alma', text: 'Onayınızla reklamınız “Reklam” etiketiyle yayına girer.' },
  ],
  home: 'Ana sayfaya dön',
  total: 'Toplam',
  discount: (p: number) => `%${p} indirim`,
  noDiscount: 'İndirimsiz',
  months: (n: number) => `${n} ay`,
  fields: {
    businessName: 'İşletme adı',
    contactPerson: 'İletişim kişisi',
    email: 'E-posta',
    phone: 'Telefon',
    packageType: 'Paket',
    duration: 'Süre',
    message: 'Mesajınız',
  },
  optional: '(isteğe bağlı)',
  phoneHint: 'Örn. 0532 123 45 67',
  choosePackage: 'Paket seçin',
  processTitle: 'Nasıl çalışır?',
  process: [
    { title: 'Paketinizi seçin', text: 'İhtiyacınıza uygun paketi ve süreyi belirleyin.' },
    { title: 'Formu gönderin', text: 'İletişim bilgilerinizi bırakın; toplam tutarı hemen görün.' },
    { title: 'Reklamınızı hazırlayalım', text: 'Satış ekibimiz 24 saat içinde iletişime geçer ve reklamınızı hazırlar.' },
    { title: 'Yayına alalım', text: 'Reklamınız “Reklam” etiketiyle sitede yayına girer.' },
  ],
} as const;

export const PACKAGE_EXTRAS: Record<AdPackage, string[]> = {
  basic: [],
  premium: ['Instagram ve Facebook paylaşımı', 'Öne çıkan işletme'],
  enterprise: ['Ana sayfa banner’ı', 'Özel açılış sayfası', 'API entegrasyonu'],
};

export const PACKAGE_LABEL: Record<AdPackage, string> = { basic: 'Temel', premium: 'Premium', enterprise: 'Kurumsal' };

export const STATUS_LABEL: Record<AdStatus, string> = {
  contact_pending: 'İletişim bekliyor',
  contacted: 'İletişime geçildi',
  customized: 'Hazırlandı',
  live: 'Yayında',
  ended: 'Sona erdi',
  cancelled: 'İptal edildi',
};
