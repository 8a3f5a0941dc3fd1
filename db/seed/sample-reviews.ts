/**
 * SAMPLE reviews (decision 012): invented, for a fresh installation, demos and tests — never real people's
 * words. They are written by SAMPLE accounts whose addresses end in `@ornek-yorumcu.example` (reserved TLD),
 * which is how the seed, the admin and `reseedSample` tell them apart. Every sample business gets 2–7
 * approved reviews, varied and plausible, spread over the past year; its `rating` and `review_count` are
 * then computed from them like any other business's (never typed in).
 *
 * Deterministic: the same sample set gives the same reviews, so pages and tests are stable.
 */
import type { SampleBusiness } from './businesses/index.ts';

export const SAMPLE_REVIEWER_DOMAIN = 'ornek-yorumcu.example';

export const sampleReviewers: readonly string[] = [
  'Ayşe Kaya',
  'Mehmet Yılmaz',
  'Zeynep Demir',
  'Mustafa Şahin',
  'Elif Çelik',
  'Emre Aydın',
  'Fatma Öztürk',
  'Burak Arslan',
  'Selin Doğan',
  'Hasan Kılıç',
  'Merve Aslan',
  'Oğuz Çetin',
  'Derya Koç',
  'Serkan Kurt',
  'Gizem Özdemir',
  'Ali Polat',
  'Büşra Erdoğan',
  'Cem Yıldız',
  'Esra Güneş',
  'Kaan Aksoy',
];

export const reviewerEmail = (i: number) => `yorumcu${i + 1}@${SAMPLE_REVIEWER_DOMAIN}`;

type Band = 5 | 4 | 3 | 2 | 1;

/** Titles and texts by rating; general enough for any category, specific enough to read as real. */
const TEXTS: Record<Band, { title: string; content: string }[]> = {
  5: [
    {
      title: 'Kesinlikle tavsiye ederim',
      content: 'Çalışanlar çok ilgiliydi, her şey özenle hazırlanmıştı. Beklediğimizden çok daha iyi bir deneyim oldu, tekrar geleceğiz.',
    },
    {
      title: 'Adana’da favorim oldu',
      content: 'İlk kez arkadaş tavsiyesiyle gittim, şimdi düzenli müşterisiyim. Temizlik, güler yüz ve kalite bir arada.',
    },
    {
      title: 'Her şey mükemmeldi',
      content: 'Randevu saatine tam uyuldu, bekletilmedik. Fiyat da aldığımız hizmete göre gayet makul. Ellerinize sağlık.',
    },
    {
      title: 'Çok memnun kaldık',
      content: 'Ailece gittik, çocuklarla bile rahat ettik. Personel sabırlı ve yardımseverdi, ortam ferah ve düzenliydi.',
    },
    {
      title: 'Beklentimin üstünde',
      content: 'Yorumları okuyup gitmiştim, hakkını veriyorlar. Küçük ayrıntılara bile dikkat ediliyor, bu çok hoşuma gitti.',
    },
  ],
  4: [
    {
      title: 'Genel olarak iyi',
      content: 'Hizmet kaliteli ve çalışanlar güler yüzlü. Hafta sonu biraz kalabalık oluyor, hafta içi gitmenizi öneririm.',
    },
    {
      title: 'Güzel bir deneyim',
      content: 'Beklediğimiz gibiydi, özellikle ilgi ve temizlik iyiydi. Otopark biraz sıkıntılı ama yine de tavsiye ederim.',
    },
    {
      title: 'Fiyatına göre başarılı',
      content: 'Fiyat performans açısından gayet iyi. Birkaç dakika bekledik ama sonrasında her şey yolunda gitti.',
    },
    {
      title: 'Tekrar gelirim',
      content: 'Konumu çok rahat, ulaşım kolay. Çalışanlar bilgili ve yardımcı. Küçük eksikler var ama genel olarak memnunum.',
    },
    {
      title: 'İyi ama biraz kalabalık',
      content: 'Yaptıkları işi iyi yapıyorlar. Akşam saatlerinde yoğunluk oluyor, önceden aramakta fayda var.',
    },
  ],
  3: [
    {
      title: 'Fena değil',
      content: 'Ortalama bir deneyimdi. Bazı konularda çok iyiler, bazılarında geliştirilmesi gereken yerler var. Fiyatlar biraz yüksek.',
    },
    {
      title: 'Beklentimi tam karşılamadı',
      content: 'İnternetteki fotoğraflar daha iddialıydı. Hizmet kötü değildi ama sıradandı, bekleme süresi de uzundu.',
    },
    { title: 'İdare eder', content: 'Çalışanlar kibar ama biraz dağınıktılar. Sonuçtan memnunum fakat süreç daha düzenli olabilirdi.' },
  ],
  2: [
    {
      title: 'Hayal kırıklığı',
      content:
        'Randevumuz olmasına rağmen uzun süre bekledik ve kimse bilgi vermedi. Hizmetin kendisi fena değildi ama bu ilgisizlik üzdü.',
    },
    {
      title: 'Daha iyi olabilirdi',
      content: 'Fiyatlar aldığımız hizmete göre yüksek. Temizlik konusunda da özen bekliyordum. Umarım geri bildirimleri dikkate alırlar.',
    },
  ],
  1: [
    {
      title: 'Memnun kalmadım',
      content: 'Telefonda söylenenle yerinde karşılaştığımız farklıydı. Şikâyetimizi ilettiğimizde de ilgilenen olmadı. Tavsiye etmiyorum.',
    },
  ],
};

/** A small deterministic generator (mulberry32). */
function random(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** A rating near `target` (3.5–4.9): mostly 4s and 5s, now and then a 3, rarely lower. */
function pickRating(target: number, r: number): Band {
  const p5 = Math.min(0.9, Math.max(0.15, (target - 3.6) / 1.3));
  if (r < p5) return 5;
  if (r < p5 + (1 - p5) * 0.7) return 4;
  if (r < p5 + (1 - p5) * 0.9) return 3;
  if (r < p5 + (1 - p5) * 0.97) return 2;
  return 1;
}

export interface SampleReview {
  /** Index into `sampleReviewers`. */
  reviewer: number;
  rating: Band;
  title: string;
  content: string;
  /** Days before the seed date. */
  daysAgo: number;
}

/** The sample reviews of the `index`-th sample business (2–7, distinct reviewers). */
export function sampleReviewsFor(b: Pick<SampleBusiness, 'name' | 'rating'>, index: number): SampleReview[] {
  const rand = random(index * 7919 + b.name.length * 31 + 17);
  const n = 2 + Math.floor(rand() * 6);
  const start = Math.floor(rand() * sampleReviewers.length);
  const used = new Set<string>();
  const out: SampleReview[] = [];
  for (let j = 0; j < n; j++) {
    const rating = pickRating(b.rating, rand());
    const texts = TEXTS[rating];
    let text = texts[Math.floor(rand() * texts.length)]!;
    // The same words twice on one page read as copied: take the next text of the band when possible.
    for (let k = 0; used.has(text.title) && k < texts.length; k++) text = texts[(texts.indexOf(text) + 1) % texts.length]!;
    used.add(text.title);
    out.push({
      reviewer: (start + j * 3) % sampleReviewers.length,
      rating,
      title: text.title,
      content: text.content,
      daysAgo: 3 + Math.floor(rand() * 360),
    });
  }
  return out;
}
