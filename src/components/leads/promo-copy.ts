/** The free-advertising popup's and /ucretsiz-reklam's Turkish text (spec §1, §5, §8). */
export const PROMO_COPY = {
  title: '1 ay ücretsiz reklam',
  text: 'İşletmenizi Adana Rehberi’nde 30 gün boyunca ücretsiz tanıtın. E-posta adresinizi bırakın, ekibimiz reklamınızı birlikte hazırlamak için size ulaşsın.',
  value: 'Değeri',
  today: 'Bugün',
  email: 'E-posta',
  businessName: 'İşletme adı',
  optional: '(isteğe bağlı)',
  consentLink: 'Aydınlatma metni',
  submit: 'Ücretsiz reklamımı al',
  sending: 'Gönderiliyor...',
  close: 'Kapat',
  successTitle: 'Harika!',
  successText:
    'Son bir adım: e-posta adresinize gönderdiğimiz bağlantıyı açarak onay verin. Onayınızdan sonra ekibimiz 1 ay ücretsiz reklamınız için sizinle iletişime geçecek.',
  errorTitle: 'Hata',
  errorText: 'Bir hata oluştu. Lütfen tekrar deneyin.',
  another: 'Başka bir işletme için gönder',
} as const;
