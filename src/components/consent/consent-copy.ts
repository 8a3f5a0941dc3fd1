/** The cookie banner's Turkish text (its version is CONSENT_TEXT_VERSION in src/lib/consent.ts). */
export const CONSENT_COPY = {
  region: 'Çerez tercihleri',
  title: 'Çerez tercihleriniz',
  text: 'Sitenin çalışması için zorunlu olanlar dışında hiçbir şeyi izniniz olmadan saklamayız. İzin verirseniz ziyaret istatistikleri için tarayıcınızda rastgele bir kimlik tutar ve sayfa görüntülemelerini kaydederiz; pazarlama çerezi şu anda kullanmıyoruz. Seçiminizi dilediğiniz an sayfa altındaki “Çerez tercihleri” ile değiştirebilirsiniz.',
  policy: 'Çerez politikası',
  accept: 'Kabul et',
  reject: 'Reddet',
  settings: 'Ayarlar',
  save: 'Seçimleri kaydet',
  settingsTitle: 'Çerez ayarları',
  categories: {
    necessary: {
      label: 'Zorunlu',
      hint: 'Oturum, giriş ve bu tercihin kendisi. Site bunlarsız çalışmaz; her zaman açıktır.',
    },
    statistics: {
      label: 'İstatistik',
      hint: 'Ziyaret sayımında tarayıcınızda tutulan rastgele kimlik (adana_session_id) ve analiz olayları. IP adresiniz saklanmaz.',
    },
    marketing: {
      label: 'Pazarlama',
      hint: 'Şu anda kullanılmıyor. İleride reklam ölçümü eklenirse yalnızca bu izinle çalışır.',
    },
  },
} as const;
