/**
 * The legal texts of the site in one place, so the same words are used on /terms, /privacy, /about and in
 * any form that links to them: Kullanım Koşulları (9 sections) and Gizlilik ve Çerez Politikası / KVKK
 * aydınlatma metni (10 sections).
 *
 * !! NOT LEGAL ADVICE. These texts were drafted by the engineering team from the public texts of KVKK
 * !! (Law 6698, as amended by Law 7499 in 2024), Law 5651, Law 6563 and its regulation, and the Authority's
 * !! cookie guide. A lawyer must review them before the site goes live, and again whenever what the site
 * !! collects changes. Items in [square brackets] in OPERATOR must be filled in by the operator.
 *
 * Inline links are written as [text](href) and rendered by src/components/static/LegalDocument.astro.
 * Change a text → change its `updatedAt` (shown on the page in tr-TR).
 */
import { SITE } from '#lib/site.ts';

const env: Record<string, string | undefined> = typeof process !== 'undefined' && process.env ? process.env : {};
const fromEnv = (name: string, placeholder: string) => env[name]?.trim() || placeholder;

/**
 * The data controller (veri sorumlusu) and site operator. The operator sets OPERATOR_LEGAL_NAME,
 * OPERATOR_ADDRESS, OPERATOR_REGISTRY_NUMBER and OPERATOR_KEP (src/platform/config.ts); until then the pages show
 * the [bracketed] placeholders and a production build warns (`legalPlaceholders`).
 */
export const OPERATOR = {
  brand: SITE.name,
  /** The operator's registered name (ticari unvan) or, for a sole trader, full name. */
  legalName: fromEnv('OPERATOR_LEGAL_NAME', '[İşletmecinin ticari unvanı]'),
  /** Registered address. */
  address: fromEnv('OPERATOR_ADDRESS', '[İşletmecinin açık adresi], Adana'),
  /** MERSİS or tax number, when there is one. */
  registryNumber: fromEnv('OPERATOR_REGISTRY_NUMBER', '[MERSİS / vergi numarası]'),
  /** Registered electronic mail (KEP) address, for KVKK applications. */
  kep: fromEnv('OPERATOR_KEP', '[KEP adresi]'),
  email: SITE.email,
  emailHref: SITE.emailHref,
  phone: SITE.phoneDisplay,
  phoneHref: SITE.phoneHref,
} as const;

/** The operator settings still showing a [placeholder] on the legal pages (a production build warns). */
export function legalPlaceholders(): string[] {
  const fields = {
    OPERATOR_LEGAL_NAME: OPERATOR.legalName,
    OPERATOR_ADDRESS: OPERATOR.address,
    OPERATOR_REGISTRY_NUMBER: OPERATOR.registryNumber,
    OPERATOR_KEP: OPERATOR.kep,
  };
  return Object.entries(fields)
    .filter(([, value]) => value.startsWith('['))
    .map(([name]) => name);
}

export type LegalBlock = { p: string } | { ul: string[] } | { ol: string[] } | { h3: string } | { dl: [term: string, detail: string][] };

export interface LegalSection {
  /** Anchor on the page (#id). */
  id: string;
  title: string;
  blocks: LegalBlock[];
}

export interface LegalDocument {
  title: string;
  description: string;
  /** ISO date of the last change. */
  updatedAt: string;
  intro: string[];
  sections: LegalSection[];
}

const contactLine = `[${OPERATOR.email}](${OPERATOR.emailHref}) e-posta adresinden veya ${OPERATOR.phone} numaralı telefondan`;

// -------------------------------------------------------------------------------------------------------
// Kullanım Koşulları (spec: 9 sections)

export const TERMS: LegalDocument = {
  title: 'Kullanım koşulları',
  description: "Adana Rehberi'ni kullanırken geçerli olan koşullar: hesaplar, işletme ekleme, değerlendirmeler, reklam ve sorumluluk.",
  updatedAt: '2026-11-22',
  intro: [
    `Bu koşullar, ${SITE.name} internet sitesini (“Site”) ziyaret eden, hesap açan, işletme ekleyen veya reklam hizmeti alan herkes (“Kullanıcı”) için geçerlidir. Siteyi kullanarak bu koşulları kabul etmiş olursunuz; kabul etmiyorsanız lütfen Siteyi kullanmayın.`,
    'Kişisel verilerinizin nasıl işlendiğini [Gizlilik politikası](/privacy) sayfasında ayrıca açıklıyoruz.',
  ],
  sections: [
    {
      id: 'taraflar',
      title: 'Taraflar ve kapsam',
      blocks: [
        {
          p: `Site, ${OPERATOR.legalName} (“${SITE.name}”, “biz”) tarafından işletilir. Adres: ${OPERATOR.address}. İletişim: ${contactLine}.`,
        },
        {
          p: 'Bu koşullar Sitenin tüm sayfalarını, hesapları, işletme sahibi panelini ve Site üzerinden verilen ücretsiz ve ücretli hizmetleri kapsar. Ücretli hizmetlerde ayrıca sipariş veya teklif sırasında size gösterilen özel koşullar geçerlidir; çelişki hâlinde özel koşullar uygulanır.',
        },
      ],
    },
    {
      id: 'hizmet',
      title: 'Hizmetin tanımı',
      blocks: [
        {
          p: `${SITE.name}, Adana'daki işletmeleri kategori, ilçe, metin araması ve harita üzerinden bulmanızı sağlayan bir yerel rehberdir. Ziyaretçiler Siteyi ücretsiz ve hesap açmadan kullanabilir.`,
        },
        {
          p: 'İşletme bilgileri işletmeler veya kullanıcılar tarafından gönderilir ve yayına alınmadan önce incelenir. Bilgilerin doğru ve güncel olması için çalışırız; ancak çalışma saatleri, fiyatlar ve iletişim bilgileri işletmeler tarafından önceden haber verilmeden değiştirilebilir. Önemli bir karar vermeden önce bilgileri işletmeyle doğrulamanızı öneririz.',
        },
        {
          p: 'Site, ziyaretçiler ile işletmeler arasındaki alışverişin, rezervasyonun veya hizmetin tarafı değildir. Bu ilişkilerden doğan talepler ilgili işletmeye yöneltilmelidir.',
        },
      ],
    },
    {
      id: 'hesaplar',
      title: 'Hesaplar ve giriş',
      blocks: [
        {
          p: 'Hesap açmak için adınızı ve e-posta adresinizi, isterseniz telefon numaranızı girersiniz. Şifre kullanmayız: her girişte e-posta adresinize tek kullanımlık bir kod ve bağlantı gönderilir. E-posta hesabınızın güvenliğinden siz sorumlusunuz.',
        },
        {
          ul: [
            'Hesap bilgilerinizin doğru olması ve başkası adına hesap açılmaması gerekir.',
            '13 yaşından küçükler hesap açamaz; 18 yaşından küçükler ücretli hizmet satın alamaz.',
            'Hesabınızı dilediğiniz zaman kapatmayı talep edebilirsiniz; bu koşulları ihlal eden hesapları askıya alabilir veya kapatabiliriz.',
          ],
        },
      ],
    },
    {
      id: 'isletme-ekleme',
      title: 'İşletme ekleme ve içerik kuralları',
      blocks: [
        {
          p: 'İşletme eklemek ücretsizdir. İşletme bilgisi gönderen kişi; bilgilerin doğru olduğunu, işletmeyi temsil etmeye veya bilgileri paylaşmaya yetkili olduğunu ve gönderdiği fotoğraf ve metinler üzerinde gerekli haklara sahip olduğunu kabul eder.',
        },
        {
          p: 'Gönderilen her işletme e-posta doğrulamasından sonra incelenir; yayına alma genellikle 1–3 iş günü sürer. Yanıltıcı, eksik, yinelenen, hukuka aykırı veya Adana dışındaki kayıtları gerekçesini bildirerek reddedebilir ya da yayından kaldırabiliriz.',
        },
        {
          p: 'Gönderdiğiniz içerikleri Sitede, uygulamalarımızda ve Siteyi tanıtan materyallerde gösterilmesi amacıyla, süre ve yer bakımından sınırlı olmaksızın, ücretsiz ve devredilemez biçimde kullanma izni vermiş olursunuz. İşletme yayından kaldırıldığında bu izin de sona erer.',
        },
        {
          p: '“Öne çıkan” rozeti yalnızca yönetici kararıyla veya ücretli bir paket karşılığında verilir ve her zaman açıkça işaretlenir.',
        },
      ],
    },
    {
      id: 'degerlendirmeler',
      title: 'Değerlendirmeler ve kullanıcı içeriği',
      blocks: [
        {
          p: 'Değerlendirme yazmak için hesap gerekir; değerlendirmeler yayından önce incelenir. Sitede gösterilen puanlar ve değerlendirme sayıları yalnızca bu Sitede yazılmış ve onaylanmış değerlendirmelerden hesaplanır.',
        },
        {
          ul: [
            'Kendi deneyiminizi yansıtan, dürüst değerlendirmeler yazın.',
            'Kendi işletmenize veya rakiplerinize değerlendirme yazmayın; karşılığında menfaat sağlanan değerlendirmeler yasaktır.',
            'Hakaret, nefret söylemi, kişisel veri (telefon, adres, plaka vb.) ve reklam içeren metinler yayımlanmaz.',
          ],
        },
      ],
    },
    {
      id: 'ucretli-hizmetler',
      title: 'Reklam, premium üyelik ve ücretli hizmetler',
      blocks: [
        {
          p: 'Reklam paketleri ve işletme sahibi planlarının güncel içerik ve fiyatları [Reklam ver](/advertise) sayfasında yayımlanır; fiyatlar aksi belirtilmedikçe Türk lirası cinsindendir. Bir reklam talebi, satış ekibimizin sizinle iletişime geçmesi için yapılan bir başvurudur; sözleşme, teklifin yazılı olarak onaylanmasıyla kurulur.',
        },
        {
          p: 'Ücretsiz reklam gibi kampanyalar, kampanya sayfasında yazan süre ve koşullarla sınırlıdır. Tüketici sıfatıyla yaptığınız işlemlerde 6502 sayılı Tüketicinin Korunması Hakkında Kanun ve Mesafeli Sözleşmeler Yönetmeliği’nden doğan haklarınız saklıdır.',
        },
      ],
    },
    {
      id: 'yasak-kullanim',
      title: 'Fikri mülkiyet ve yasak kullanım',
      blocks: [
        {
          p: `Sitenin tasarımı, yazılımı, logosu ve bizim hazırladığımız içerikler ${SITE.name}'ne aittir. İşletmelere ait içeriklerin hakları sahiplerindedir.`,
        },
        { p: 'Aşağıdakiler yasaktır; fark edildiğinde erişim engellenebilir ve yasal yollara başvurulabilir:' },
        {
          ul: [
            'Sitedeki verileri otomatik araçlarla toplu olarak kopyalamak (kazıma), yeniden yayımlamak veya ticari amaçla kullanmak.',
            'Siteye, hesaplara veya sunuculara yetkisiz erişmeye çalışmak, güvenlik önlemlerini aşmak veya hizmeti aksatacak yük oluşturmak.',
            'Formlar aracılığıyla istenmeyen ileti, zararlı yazılım veya başkasına ait kişisel veri göndermek.',
          ],
        },
      ],
    },
    {
      id: 'sorumluluk',
      title: 'Sorumluluğun sınırlandırılması',
      blocks: [
        {
          p: 'Siteyi kesintisiz ve hatasız sunmak için makul çabayı gösteririz; bakım, arıza veya dış hizmet sağlayıcılardaki sorunlar nedeniyle hizmet geçici olarak kesilebilir.',
        },
        {
          p: 'İşletmelerin sunduğu ürün ve hizmetlerden, işletmeler tarafından sağlanan bilgilerin doğruluğundan ve Siteden bağlantı verilen üçüncü taraf sitelerin içeriğinden sorumlu değiliz. Kasıt veya ağır ihmalimizden doğan zararlar ile kanunen sınırlandırılamayan sorumluluklarımız saklıdır.',
        },
        { p: `Hatalı bir bilgi veya hukuka aykırı bir içerik görürseniz ${contactLine} bize bildirin; en kısa sürede inceleriz.` },
      ],
    },
    {
      id: 'degisiklikler-hukuk',
      title: 'Değişiklikler, uygulanacak hukuk ve iletişim',
      blocks: [
        {
          p: 'Bu koşulları gerektiğinde güncelleyebiliriz. Güncel metin bu sayfada yayımlanır ve “Son güncelleme” tarihi değişir; önemli değişiklikleri hesap sahiplerine e-postayla da bildiririz.',
        },
        {
          p: 'Bu koşullara Türkiye Cumhuriyeti hukuku uygulanır. Uyuşmazlıklarda Adana mahkemeleri ve icra daireleri yetkilidir; tüketicilerin Tüketici Hakem Heyetlerine ve Tüketici Mahkemelerine başvurma hakkı saklıdır.',
        },
        { p: `Sorularınız için: ${contactLine}.` },
      ],
    },
  ],
};

// -------------------------------------------------------------------------------------------------------
// Gizlilik Politikası / KVKK Aydınlatma Metni (spec: 10 sections)

export const PRIVACY: LegalDocument = {
  title: 'Gizlilik politikası',
  description: 'Adana Rehberi hangi kişisel verileri neden işler, çerezler, saklama süreleri ve KVKK kapsamındaki haklarınız.',
  updatedAt: '2026-11-28',
  intro: [
    `Bu metin, 6698 sayılı Kişisel Verilerin Korunması Kanunu (“KVKK”) m. 10 uyarınca hazırlanan aydınlatma metnidir. ${SITE.name} olarak yalnızca hizmeti sunmak için gereken verileri işler, reklam amaçlı izleme yapmaz ve kişisel verilerinizi satmayız.`,
  ],
  sections: [
    {
      id: 'veri-sorumlusu',
      title: 'Veri sorumlusu',
      blocks: [
        {
          dl: [
            ['Veri sorumlusu', `${OPERATOR.legalName} (${SITE.name})`],
            ['Adres', OPERATOR.address],
            ['MERSİS / vergi no', OPERATOR.registryNumber],
            ['E-posta', `[${OPERATOR.email}](${OPERATOR.emailHref})`],
            ['Telefon', `[${OPERATOR.phone}](${OPERATOR.phoneHref})`],
            ['KEP', OPERATOR.kep],
          ],
        },
      ],
    },
    {
      id: 'islenen-veriler',
      title: 'Hangi verileri işliyoruz?',
      blocks: [
        { h3: 'Hesaplar' },
        {
          p: 'Ad, e-posta adresi ve isteğe bağlı telefon numarası; giriş kodlarının ve oturumların kayıtları (oluşturulma zamanı, tarayıcı bilgisi). Şifre tutmayız.',
        },
        { h3: 'İşletme başvuruları, işletme sahipleri ve reklam talepleri' },
        {
          p: 'İşletme bilgileri ile başvuruyu yapan kişinin adı, e-posta adresi ve telefonu; işletme sahipliği başvurularında vergi numarası ve yüklenen doğrulama belgeleri (yalnızca başvuru sahibi ve yöneticiler erişebilir); reklam talebindeki iletişim bilgileri ve mesaj; ücretsiz reklam fırsatı formunda e-posta adresi, işletme adı ve verdiğiniz iznin kaydı (zaman, onay metni ve sürümü).',
        },
        { h3: 'İşletmelere gönderilen mesajlar' },
        {
          p: 'Bir işletmenin sayfasındaki “Mesaj gönder” formuyla yazdığınızda adınız, e-posta adresiniz, mesajınız ve zamanı; işletmenin yanıtları. Mesajınız, e-posta adresinize gönderdiğimiz bağlantıyı açtıktan sonra işletmeye iletilir. İşletme adınızı ve mesajınızı görür, e-posta adresinizi görmez; yanıtı size biz e-postayla iletiriz. Hesap açmanız gerekmez.',
        },
        { h3: 'Favoriler' },
        {
          p: 'Hesap açmadan eklediğiniz favoriler yalnızca kendi tarayıcınızda saklanır ve bize gönderilmez. Giriş yaptığınızda favorileriniz hesabınıza eklenir ve hesabınızla birlikte saklanır; başkaları göremez.',
        },
        { h3: 'Değerlendirmeler' },
        {
          p: 'Yazdığınız değerlendirme, verdiğiniz puan ve bunların zamanı. Onaylanan değerlendirmeler Sitede herkese açık olarak yayımlanır.',
        },
        { h3: 'Ziyaret istatistikleri' },
        {
          p: 'Ziyaret edilen sayfa (sorgu metni olmadan), yönlendiren sitenin yalnızca alan adı, tarayıcı ailesi ve cihaz türü (tarayıcı kimlik metninin tamamı değil), tarih, barındırma hizmetinin bildirdiği ülke/şehir ve yalnızca istatistik çerezine izin verdiyseniz tarayıcınızda tutulan rastgele bir oturum kimliği. Günlük tekil ziyaretçi sayımı için IP adresiniz ve tarayıcınız, her gün yenilenen ve ertesi gün silinen rastgele bir anahtarla geri döndürülemez biçimde özetlenir (hash); IP adresi hiçbir zaman saklanmaz. Bilinen botlar, ön yüklemeler ve yönetim sayfaları sayılmaz. İzin vermezseniz ziyaretiniz tarayıcınızda hiçbir kimlik saklanmadan, anonim olarak sayılır.',
        },
        { h3: 'İşletme istatistikleri ve arama kelimeleri' },
        {
          p: 'Bir işletme sayfasını açtığınızda, işletme sahibinin istatistikleri için sayfaya nereden geldiğiniz (sitemizdeki arama, kategori listesi, harita, başka bir site ya da doğrudan) ve sitemizde arama yaparak geldiyseniz aradığınız kelimeler kaydedilir. Kelimeler küçük harfe çevrilir ve 60 karakterle sınırlanır; e-posta adresine ya da telefon numarasına benzeyen aramalar hiç kaydedilmez. Ziyaretçi yalnızca ertesi gün silinen günlük anahtarla özetlenmiş biçimde tutulur; IP adresi saklanmaz. İşletme sahibi bir kelimeyi ancak en az 3 farklı ziyaretçi kullandığında görür, kimin aradığını hiçbir zaman görmez.',
        },
        { h3: 'Sunucu kayıtları' },
        {
          p: 'Her istekte sunucu tarafından IP adresi, zaman, istenen adres, yöntem ve yanıt kodu içeren trafik kayıtları tutulur (bkz. Saklama süreleri).',
        },
        {
          p: 'Irk, sağlık, din gibi özel nitelikli kişisel verileri (KVKK m. 6) istemeyiz; lütfen formlara ve belgelere bu tür bilgiler eklemeyin.',
        },
      ],
    },
    {
      id: 'amaclar-hukuki-sebepler',
      title: 'İşleme amaçları ve hukuki sebepler',
      blocks: [
        {
          dl: [
            [
              'Hesabınızı açmak, giriş kodlarını göndermek, favorilerinizi ve değerlendirmelerinizi saklamak',
              'Sözleşmenin kurulması ve ifası (KVKK m. 5/2-c)',
            ],
            [
              'İşletme başvurularını doğrulamak, incelemek ve yayımlamak; işletme sahibi paneli',
              'Sözleşmenin kurulması ve ifası (m. 5/2-c); işletmenin kendisi tarafından alenileştirilen bilgiler için m. 5/2-d',
            ],
            ['Ziyaretçi mesajlarını işletmeye, işletmenin yanıtını ziyaretçiye iletmek', 'Sözleşmenin kurulması ve ifası (m. 5/2-c)'],
            ['Reklam taleplerini yanıtlamak ve teklif hazırlamak', 'Sözleşmenin kurulmasından önceki adımlar (m. 5/2-c)'],
            [
              'Ücretsiz reklam fırsatı ve kampanyalar hakkında ticari elektronik ileti göndermek',
              'Açık rıza (m. 5/1) ve 6563 sayılı Kanun uyarınca önceden alınmış onay. Onay iki adımlıdır: formu gönderdikten sonra e-posta adresinize gelen bağlantıyı açtığınızda kaydedilir; açmazsanız size ticari ileti gönderilmez. Onayınızı dilediğiniz an, her e-postadaki bağlantıyla geri alabilirsiniz; bundan sonra adresiniz engelleme listesine alınır ve hiçbir ticari ileti gönderilmez. Listeden yalnızca siz, yeni bir onay bağlantısını açarak çıkabilirsiniz',
            ],
            [
              'Sitenin güvenliği, kötüye kullanımın ve istenmeyen iletilerin önlenmesi, anonim ziyaret istatistikleri',
              'Meşru menfaat (m. 5/2-f)',
            ],
            [
              '5651 sayılı Kanun kapsamındaki trafik kayıtları, vergi ve muhasebe kayıtları, yetkili makamların talepleri',
              'Kanunlarda öngörülme ve hukuki yükümlülük (m. 5/2-a, ç)',
            ],
            ['Uyuşmazlıklarda haklarımızın korunması', 'Bir hakkın tesisi, kullanılması veya korunması (m. 5/2-e)'],
          ],
        },
      ],
    },
    {
      id: 'cerezler',
      title: 'Çerezler ve tarayıcıda saklanan bilgiler',
      blocks: [
        {
          p: 'Sitenin çalışması için zorunlu olan çerezler için KVKK ve Kurul’un çerez rehberi uyarınca onay gerekmez. İstatistik amaçlı kimlik ve analiz olayları yalnızca çerez bildirimindeki açık onayınızla kullanılır; reddetmek kabul etmek kadar kolaydır ve seçiminizi sayfa altındaki “Çerez tercihleri” ile dilediğiniz an değiştirebilirsiniz. Reklam, yeniden hedefleme veya üçüncü taraf izleme çerezi kullanmayız. Ayrıntılı liste: [Çerez Politikası](/cookies).',
        },
        {
          dl: [
            [
              'ar_session',
              'Zorunlu. Giriş yaptığınızda oturumunuzu tanır. HttpOnly (sayfa kodları okuyamaz), 30 gün veya çıkış yapana kadar.',
            ],
            ['ar_login', 'Zorunlu. Giriş kodunu isteyen tarayıcıyı tanır, böylece kod başka bir tarayıcıda kullanılamaz. 15 dakika.'],
            [
              'adana_favorites (tarayıcı deposu)',
              'Hesap açmadan eklediğiniz favoriler. Sunucuya gönderilmez; tarayıcınızdan silebilirsiniz.',
            ],
            [
              'adana_consent (tarayıcı deposu)',
              'Zorunlu. Çerez tercihinizi (seçim, zaman, metin sürümü) hatırlar. Seçiminiz ayrıca IP adresi olmadan sunucuda kayıt altına alınır.',
            ],
            [
              'adana_session_id (tarayıcı deposu)',
              'İstatistik; yalnızca onayınızla. Ziyaret istatistiklerinde aynı oturumu tanımak için rastgele bir kimlik; adınız veya IP adresinizle ilişkilendirilmez. Onayınızı geri alırsanız silinir.',
            ],
            [
              'adana_promo_popup (tarayıcı deposu)',
              'Zorunlu. Ücretsiz reklam penceresini kapattığınızı veya formu gönderdiğinizi hatırlar, böylece tekrar gösterilmez.',
            ],
          ],
        },
        { p: 'Tarayıcı ayarlarınızdan çerezleri ve site verilerini silebilirsiniz; zorunlu çerezleri engellerseniz giriş yapamazsınız.' },
      ],
    },
    {
      id: 'aktarimlar',
      title: 'Kişisel verilerin aktarılması',
      blocks: [
        {
          p: 'Kişisel verilerinizi satmayız ve reklam amacıyla paylaşmayız. Veriler yalnızca hizmetin sunulması için gerekli olduğu ölçüde şu alıcı gruplarına aktarılır:',
        },
        {
          ul: [
            'Barındırma ve veritabanı hizmet sağlayıcıları (Sitenin ve veritabanının çalıştığı sunucular),',
            'E-posta gönderim hizmeti sağlayıcısı (giriş kodları, doğrulama ve bilgilendirme e-postaları),',
            'Kanunen yetkili kamu kurum ve kuruluşları ile yargı mercileri (yalnızca talep edildiğinde ve kanunun izin verdiği ölçüde).',
          ],
        },
        {
          p: 'Hizmet sağlayıcılarımızın bir kısmının sunucuları yurt dışında olabilir. Yurt dışına aktarım KVKK m. 9 uyarınca, Kurul’un ilan ettiği standart sözleşmeler imzalanarak ve Kurum’a bildirilerek veya kanunda sayılan diğer uygun güvencelerle yapılır.',
        },
      ],
    },
    {
      id: 'saklama-sureleri',
      title: 'Saklama süreleri',
      blocks: [
        {
          dl: [
            [
              'Hesap bilgileri, favoriler, değerlendirmeler',
              'Hesabınız açık olduğu sürece; hesap kapatıldıktan sonra en geç 30 gün içinde silinir veya anonim hâle getirilir.',
            ],
            [
              'İşletmelere gönderilen mesajlar ve yanıtları',
              'Gönderildiği tarihten itibaren 180 gün; sonra otomatik olarak silinir. Onaylanmayan mesajlar 7 gün içinde silinir.',
            ],
            [
              'Giriş kodları ve doğrulama bağlantıları',
              'Giriş kodları 10 dakika, doğrulama bağlantıları 24 saat geçerlidir; süresi dolanlar düzenli olarak silinir.',
            ],
            [
              'İşletme kayıtları ve başvuru belgeleri',
              'İşletme yayında olduğu sürece; reddedilen başvuruların kaydı karar tarihinden itibaren 1 yıl. Doğrulama belgeleri: hiçbir başvuruya eklenmeyenler 2 saat içinde, reddedilen ya da e-posta adresi onaylanmayan başvurularınkiler 30 gün sonra silinir.',
            ],
            [
              'Ticari ileti onay kayıtları',
              'Onayın geçerliliğini yitirdiği tarihten itibaren 3 yıl (Ticari İletişim ve Ticari Elektronik İletiler Hakkında Yönetmelik).',
            ],
            ['Sunucu trafik kayıtları', '5651 sayılı Kanun ve ilgili yönetmelik uyarınca en az 1, en fazla 2 yıl; süre sonunda silinir.'],
            ['İşletme istatistiklerindeki kaynak ve arama kelimesi kayıtları', '90 gün; sonra otomatik olarak silinir.'],
            [
              'Ödeme kayıtları (tutar, yöntem, referans, tarih) ve makbuzlar',
              'Vergi Usul Kanunu ve Türk Ticaret Kanunu’ndaki süreler boyunca (10 yıla kadar).',
            ],
            [
              'Ziyaret istatistikleri',
              'Ham ziyaret kayıtları (IP adresi olmadan) 90 gün; sonra silinir ve yalnızca günlük toplamlar (ziyaret sayısı, tekil ziyaretçi sayısı, ülke ve sayfa sayıları) kalır. Günlük özetleme anahtarı ertesi gün silinir.',
            ],
            ['Çerez tercihi kayıtları', 'Seçimin yapıldığı tarihten itibaren 3 yıl (IP adresi olmadan).'],
            ['Fatura ve muhasebe kayıtları', 'Vergi Usul Kanunu ve Türk Ticaret Kanunu’ndaki süreler boyunca (10 yıla kadar).'],
          ],
        },
        {
          p: 'Süresi dolan veriler, Kişisel Verilerin Silinmesi, Yok Edilmesi veya Anonim Hale Getirilmesi Hakkında Yönetmelik’e uygun olarak silinir, yok edilir veya anonim hâle getirilir.',
        },
      ],
    },
    {
      id: 'haklariniz',
      title: 'KVKK kapsamındaki haklarınız',
      blocks: [
        { p: 'KVKK m. 11 uyarınca veri sorumlusuna başvurarak şu haklarınızı kullanabilirsiniz:' },
        {
          ul: [
            'Kişisel verilerinizin işlenip işlenmediğini öğrenme.',
            'İşlenmişse buna ilişkin bilgi talep etme.',
            'İşlenme amacını ve amacına uygun kullanılıp kullanılmadığını öğrenme.',
            'Yurt içinde veya yurt dışında aktarıldığı üçüncü kişileri bilme.',
            'Eksik veya yanlış işlenmişse düzeltilmesini isteme.',
            'KVKK m. 7’deki şartlar çerçevesinde silinmesini veya yok edilmesini isteme.',
            'Düzeltme, silme ve yok etme işlemlerinin verilerin aktarıldığı üçüncü kişilere bildirilmesini isteme.',
            'Münhasıran otomatik sistemlerle analiz edilmesi sonucunda aleyhinize bir sonuç çıkmasına itiraz etme.',
            'Kanuna aykırı işleme nedeniyle zarara uğramanız hâlinde zararın giderilmesini talep etme.',
          ],
        },
        {
          p: 'Üye hesabınızı ve ona bağlı verileri, giriş yaptıktan sonra [Hesabım](/hesabim) sayfasındaki “Hesabımı sil” ile kendiniz de hemen silebilirsiniz; yayımlanmış değerlendirmeleriniz adınız olmadan kalır.',
        },
        { h3: 'Nasıl başvurabilirsiniz?' },
        {
          p: `Başvurunuzu; adınızı, soyadınızı, T.C. kimlik numaranızı (yabancılar için uyruk ve pasaport/kimlik numarası), tebligat adresinizi, varsa e-posta adresinizi ve talebinizi içerecek şekilde yazılı olarak ${OPERATOR.address} adresine, KEP adresimize (${OPERATOR.kep}), güvenli elektronik veya mobil imzayla ya da Sitede kayıtlı e-posta adresinizden [${OPERATOR.email}](${OPERATOR.emailHref}) adresine iletebilirsiniz (Veri Sorumlusuna Başvuru Usul ve Esasları Hakkında Tebliğ).`,
        },
        {
          p: 'Başvurunuzu en geç 30 gün içinde ücretsiz olarak sonuçlandırırız; işlemin ayrıca bir maliyet gerektirmesi hâlinde Kurul’un belirlediği tarifedeki ücret alınabilir. Yanıtımızı yeterli bulmazsanız, yanıtı öğrendiğiniz tarihten itibaren 30 gün ve her hâlde başvuru tarihinden itibaren 60 gün içinde Kişisel Verileri Koruma Kurulu’na şikâyette bulunabilirsiniz.',
        },
        { p: 'Hesabınızdaki bilgileri ve favorilerinizi ayrıca doğrudan Site üzerinden de güncelleyebilir veya silebilirsiniz.' },
      ],
    },
    {
      id: 'guvenlik',
      title: 'Veri güvenliği',
      blocks: [
        {
          ul: [
            'Site yalnızca şifreli bağlantı (HTTPS) üzerinden sunulur; sıkı bir içerik güvenliği politikası (CSP) uygulanır.',
            'Şifre kullanılmaz; oturum kimlikleri ve giriş kodları veritabanında yalnızca özetlenmiş (hash) olarak tutulur, oturum çerezi sayfa kodlarınca okunamaz.',
            'Yönetici hesapları iki aşamalı doğrulama kullanır; yöneticilerin işlemleri kayıt altına alınır.',
            'Doğrulama belgeleri herkese açık değildir; yalnızca yetkili kişiler erişebilir.',
            'Veritabanı düzenli olarak yedeklenir; erişim yetkileri ihtiyaç ölçüsünde verilir.',
          ],
        },
        { p: 'Bir veri ihlali olduğunda KVKK m. 12 uyarınca Kurul’a ve etkilenen kişilere en kısa sürede bildirimde bulunuruz.' },
      ],
    },
    {
      id: 'cocuklar',
      title: 'Çocukların gizliliği',
      blocks: [
        {
          p: 'Site 13 yaşından küçük çocuklara yönelik değildir. 13 yaşından küçüklerin hesap açmasına, işletme veya reklam başvurusu yapmasına izin vermeyiz ve bilerek bu yaştaki çocuklardan kişisel veri toplamayız. Böyle bir veri topladığımızı fark edersek veya bize bildirilirse derhal sileriz.',
        },
      ],
    },
    {
      id: 'degisiklikler',
      title: 'Bu politikadaki değişiklikler',
      blocks: [
        {
          p: 'İşlediğimiz veriler veya amaçlar değiştiğinde bu metni güncelleriz. Güncel metin her zaman bu sayfadadır ve “Son güncelleme” tarihi değişir; önemli değişiklikleri hesap sahiplerine e-postayla da bildiririz.',
        },
        { p: `Sorularınız için: [${OPERATOR.email}](${OPERATOR.emailHref}).` },
      ],
    },
  ],
};
