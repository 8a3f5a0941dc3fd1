/**
 * The words of /about. The figures on the page are the real counts from the build (published businesses,
 * categories, districts); the prototype's "500+ businesses" and "50k+ monthly visitors" appear only as
 * clearly labelled goals (GOALS), never as facts.
 */
import { SITE } from '#lib/site.ts';

export const ABOUT = {
  title: 'Hakkımızda',
  lead: `${SITE.name}, Adana'daki işletmeleri güncel ve doğru bilgilerle tek yerde bulmanız için ${SITE.foundedYear} yılında Adana'da kuruldu.`,
  missionTitle: 'Misyonumuz',
  mission: [
    "Adana'da bir kebapçı, bir diş kliniği ya da hafta sonu için bir piknik alanı ararken doğru bilgiye birkaç saniyede ulaşmanızı istiyoruz: adres, telefon, çalışma saatleri ve konum, hepsi bir arada ve Türkçe.",
    'Yerel işletmelerin de büyük platformların gölgesinde kalmadan, ücretsiz bir kayıtla mahallelerindeki müşterilere ulaşabilmesini sağlıyoruz.',
  ],
  storyTitle: 'Hikâyemiz',
  story: [
    `${SITE.name} ${SITE.foundedYear} yılında, Adana'da yaşayan ve şehrin işletmelerine dair güncel bilgiyi bulmakta zorlanan küçük bir ekip tarafından kuruldu. Eski telefon numaraları, kapanmış dükkânlar ve farklı sitelere dağılmış bilgiler yerine tek, güvenilir bir kaynak hayal ettik.`,
    "İlk günden beri her kaydı yayına almadan önce inceliyor, Seyhan'dan Karaisalı'ya beş ilçenin işletmelerini kategori, ilçe ve harita üzerinden bulunabilir kılıyoruz. Rehberi, işletme sahiplerinden ve ziyaretçilerden gelen geri bildirimlerle büyütmeye devam ediyoruz.",
  ],
  figuresTitle: 'Rakamlarla Adana Rehberi',
  figuresNote: (date: string) => `${date} itibarıyla yayındaki kayıtlar.`,
  figureLabels: {
    businesses: 'yayındaki işletme',
    categories: 'kategori',
    districts: 'ilçe',
  },
  goalsTitle: 'Hedeflerimiz',
  valuesTitle: 'Değerlerimiz',
  values: [
    {
      icon: 'map-pin',
      title: 'Yerellik',
      text: "Yalnızca Adana'ya odaklanıyoruz; semtleri, sokakları ve şehrin alışkanlıklarını biliyoruz.",
    },
    {
      icon: 'check-circle',
      title: 'Doğruluk',
      text: 'Her işletme yayından önce incelenir; hatalı bilgileri bildirdiğinizde hızla düzeltiriz.',
    },
    {
      icon: 'star',
      title: 'Tarafsızlık',
      text: 'Puanlar yalnızca bu sitede yazılan, onaylanmış değerlendirmelerden gelir; reklamlar her zaman “Öne çıkan” olarak işaretlenir.',
    },
    {
      icon: 'shield-check',
      title: 'Gizlilik',
      text: 'Reklam çerezi kullanmayız; favorilerinizi hesap açmadan tutabilirsiniz. Ayrıntılar Gizlilik Politikası’nda.',
    },
  ],
  ctaTitle: 'İşletmeniz rehberde yer alsın',
  ctaText: 'İşletmenizi ücretsiz ekleyin; inceleme genellikle 1–3 iş günü sürer.',
  ctaPrimary: 'İşletmenizi ücretsiz ekleyin',
  ctaSecondary: 'Bize ulaşın',
} as const;

/** Goals, shown as goals: the prototype's figures were aspirations, not measurements. */
export const GOALS = [
  { value: '500+', label: 'kayıtlı işletme' },
  { value: '50.000+', label: 'aylık ziyaretçi' },
] as const;
