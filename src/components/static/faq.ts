/**
 * The FAQ (spec §2: 8 questions, one open at a time). Answers are paragraphs with [text](href) links.
 * Times quoted here follow the product: review 1–3 working days, a first look within 24 hours, edits
 * published within 2 working days.
 */
import { SITE } from '#lib/site.ts';

export interface FaqItem {
  id: string;
  question: string;
  answer: string[];
}

export const FAQ: FaqItem[] = [
  {
    id: 'nedir',
    question: 'Adana Rehberi nedir, kullanmak ücretli mi?',
    answer: [
      `${SITE.name}, Adana'daki restoranları, kafeleri, otelleri, sağlık ve güzellik merkezlerini ve daha birçok işletmeyi tek yerde bulabileceğiniz yerel bir rehberdir. Ziyaretçiler için tamamen ücretsizdir ve işletmelere göz atmak için hesap açmanız gerekmez.`,
    ],
  },
  {
    id: 'nasil-ararim',
    question: 'Aradığım işletmeyi nasıl bulurum?',
    answer: [
      'Sayfanın üstündeki arama kutusuna işletmenin adını, bir yemeği veya hizmeti yazın; yazarken öneriler görünür. Türkçe karakterleri yazmanız gerekmez: “sukru usta” da “Şükrü Usta”yı bulur.',
      '[Arama sayfasında](/search) sonuçları kategori ve ilçeye göre daraltabilir, puana veya isme göre sıralayabilir ve aynı sonuçları [haritada](/map) görebilirsiniz.',
    ],
  },
  {
    id: 'favoriler',
    question: 'Favorilerim nerede saklanıyor?',
    answer: [
      'Bir işletmenin kalp simgesine dokunduğunuzda işletme [Favorilerim](/favorites) sayfasına eklenir. Hesap açmadıysanız favorileriniz yalnızca bu tarayıcıda saklanır.',
      '[Giriş yaptığınızda](/login) tarayıcınızdaki favoriler hesabınıza eklenir; böylece onları telefonunuzda ve bilgisayarınızda birlikte görebilirsiniz.',
    ],
  },
  {
    id: 'isletme-ekleme',
    question: 'İşletmemi nasıl eklerim, ücreti var mı?',
    answer: [
      'İşletme eklemek ücretsizdir. [İşletme ekle](/add-business) sayfasındaki formu doldurun, isterseniz CSV dosyasıyla birden çok işletmeyi birlikte gönderin.',
      'Gönderdiğiniz e-posta adresine bir doğrulama bağlantısı gelir. Doğrulanan başvurular genellikle 24 saat içinde incelemeye alınır ve 1–3 iş günü içinde yayına alınır; sonucu e-postayla bildiririz.',
    ],
  },
  {
    id: 'bilgi-guncelleme',
    question: 'İşletme bilgilerimi nasıl güncellerim?',
    answer: [
      '[İşletme sahibi olarak kaydolduktan](/business-owner-register) ve belgeleriniz onaylandıktan sonra işletme panelinizden adres, telefon, çalışma saatleri ve fotoğrafları güncelleyebilirsiniz. Değişiklikler incelendikten sonra en geç 2 iş günü içinde yayına alınır.',
    ],
  },
  {
    id: 'yanlis-bilgi',
    question: 'Bir işletmenin bilgileri yanlış veya işletme kapanmış. Ne yapmalıyım?',
    answer: [
      `Bize [${SITE.email}](${SITE.emailHref}) adresinden işletmenin adını ve neyin yanlış olduğunu yazın. Bilgiyi işletmeyle birlikte kontrol eder, gerekirse düzeltir veya kaydı yayından kaldırırız.`,
    ],
  },
  {
    id: 'one-cikan',
    question: '“Öne çıkan” işletmeler nasıl belirleniyor, nasıl reklam verebilirim?',
    answer: [
      'Öne çıkan işletmeler, reklam paketi veya premium plan satın alan ya da editörlerimizin seçtiği işletmelerdir ve her zaman “Öne çıkan” rozetiyle işaretlenir. Arama sonuçlarındaki sıralama ise aramanızla ne kadar eşleştiğine göre yapılır; eşit eşleşen işletmeler arasında Temel veya Premium plan kullananlar üstte ve “Öncelikli · ücretli plan” etiketiyle gösterilir (kural: [Neden üstte?](/advertise#neden-ustte)). Puana, isme veya yorum sayısına göre sıraladığınızda bu öncelik uygulanmaz.',
      'Ücretli reklam paketlerini ve işletme sahibi planlarını [Reklam ver](/advertise) sayfasında inceleyebilirsiniz.',
      '1 ay ücretsiz reklam için [1 ay ücretsiz reklam](/ucretsiz-reklam) sayfasındaki formu doldurun: e-posta adresinizi ve isterseniz işletmenizin adını bırakırsınız, ödeme bilgisi istemeyiz. Ekibimiz size e-postayla ulaşır, reklamınızı birlikte hazırlarız; reklam “Reklam” etiketiyle 30 gün yayında kalır ve süre bitince kendiliğinden durur.',
    ],
  },
  {
    id: 'puanlar',
    question: 'Puanlar ve değerlendirmeler nasıl hesaplanıyor?',
    answer: [
      'Puanlar yalnızca bu sitede, hesabı olan ziyaretçilerin yazdığı ve editörlerimizin onayladığı değerlendirmelerden hesaplanır. Başka sitelerdeki puanları kopyalamayız; işletmeler de puanlarını satın alamaz veya değiştiremez.',
    ],
  },
];
