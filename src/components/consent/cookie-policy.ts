/**
 * /cookies (Çerez politikası; decision 014): what this site stores in the browser, why, for how long, and under
 * which consent category (KVKK and the Authority's cookie guide). Rendered by LegalDocument.astro.
 */
import type { LegalDocument } from '#content/legal.ts';
import { CONSENT_TEXT_VERSION } from '#lib/consent.ts';

export const COOKIE_POLICY: LegalDocument = {
  title: 'Çerez politikası',
  description: 'Adana Rehberi tarayıcınızda neyi, neden ve ne kadar süreyle saklar; çerez tercihlerinizi nasıl değiştirirsiniz.',
  updatedAt: CONSENT_TEXT_VERSION,
  intro: [
    'Bu sayfa, Sitenin tarayıcınızda sakladığı çerezleri ve benzeri bilgileri (tarayıcı deposu) listeler. Zorunlu olanlar dışında hiçbir şey açık onayınız olmadan saklanmaz; reddetmek kabul etmek kadar kolaydır. Kişisel verilerin işlenmesine ilişkin tüm bilgiler [Gizlilik politikası](/privacy) sayfasındadır.',
  ],
  sections: [
    {
      id: 'zorunlu',
      title: 'Zorunlu (her zaman açık)',
      blocks: [
        {
          p: 'Sitenin çalışması ve sizin istediğiniz bir hizmetin sunulması için gereklidir; KVKK ve Kurul’un çerez rehberi uyarınca onay gerekmez.',
        },
        {
          dl: [
            ['ar_session (çerez)', 'Giriş yaptığınızda oturumunuzu tanır. HttpOnly, 30 gün veya çıkış yapana kadar.'],
            ['ar_login (çerez)', 'Giriş kodunu isteyen tarayıcıyı tanır. 15 dakika.'],
            ['adana_consent (tarayıcı deposu)', 'Çerez tercihiniz: seçim, zaman ve metin sürümü. Siz değiştirene veya silene kadar.'],
            ['adana_favorites (tarayıcı deposu)', 'Hesap açmadan eklediğiniz favoriler; sunucuya gönderilmez.'],
            ['adana_promo_popup (tarayıcı deposu)', 'Ücretsiz reklam penceresini kapattığınızı veya formu gönderdiğinizi hatırlar.'],
          ],
        },
      ],
    },
    {
      id: 'istatistik',
      title: 'İstatistik (yalnızca onayınızla)',
      blocks: [
        {
          p: 'Hangi sayfaların ne kadar ziyaret edildiğini anlamamızı sağlar. Sonuçlar yalnızca toplu olarak [Ziyaretçi istatistikleri](/analytics) sayfasında gösterilir.',
        },
        {
          dl: [
            [
              'adana_session_id (tarayıcı deposu)',
              'Zaman damgası ve rastgele metinden oluşan oturum kimliği; ziyaret kayıtlarıyla birlikte gönderilir. Onayınızı geri aldığınızda silinir.',
            ],
            [
              'window.dataLayer olayları',
              'Sayfa görüntüleme (page_view), işletme görüntüleme (business_view), işletme etkileşimi (business_action) ve işletme başvurusu (business_submission). Sayfada kalır; üçüncü bir tarafa gönderilmez.',
            ],
          ],
        },
        {
          p: 'Onay vermezseniz ziyaretiniz yine sayılır, ancak tarayıcınızda hiçbir kimlik saklanmaz ve analiz olayı oluşturulmaz. Sunucuda hiçbir durumda IP adresi saklanmaz; ham ziyaret kayıtları 90 gün sonra silinir.',
        },
      ],
    },
    {
      id: 'pazarlama',
      title: 'Pazarlama (yalnızca onayınızla)',
      blocks: [
        {
          p: 'Şu anda pazarlama veya reklam çerezi kullanmıyoruz. İleride reklam ölçümü eklenirse yalnızca bu kategoriye onay verdiyseniz çalışır ve bu sayfada listelenir.',
        },
      ],
    },
    {
      id: 'tercihler',
      title: 'Tercihlerinizi değiştirmek',
      blocks: [
        {
          p: 'Seçiminizi dilediğiniz an her sayfanın altındaki “Çerez tercihleri” bağlantısıyla değiştirebilirsiniz. Her seçim, zamanı ve bildirim metninin sürümüyle (IP adresi olmadan) kayıt altına alınır. Tarayıcı ayarlarınızdan da çerezleri ve site verilerini silebilirsiniz.',
        },
      ],
    },
  ],
};
