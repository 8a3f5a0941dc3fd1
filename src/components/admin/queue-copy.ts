/**
 * The words every admin queue shares: the common reasons of a rejection per queue (the reason picker), the bulk
 * bar and its confirmation, and the keyboard shortcuts with their help (decision 035).
 */
import type { BulkQueue } from '#lib/contract/admin.ts';
import { formatCount } from '#lib/format.ts';

/** What one item of a queue is called, for "12 değerlendirmeyi onayla?" (accusative) and "12 değerlendirme onaylandı". */
export const QUEUE_NOUNS: Record<BulkQueue, { one: string; acc: string }> = {
  businesses: { one: 'işletme', acc: 'işletmeyi' },
  reviews: { one: 'değerlendirme', acc: 'değerlendirmeyi' },
  reports: { one: 'bildirilen değerlendirme', acc: 'bildirilen değerlendirmeyi' },
  owners: { one: 'başvuru', acc: 'başvuruyu' },
  changes: { one: 'değişiklik', acc: 'değişikliği' },
  suggestions: { one: 'öneri', acc: 'öneriyi' },
  ads: { one: 'reklam talebi', acc: 'reklam talebini' },
  campaigns: { one: 'kampanya', acc: 'kampanyayı' },
};

/** The common reasons of a rejection, per queue; "Diğer" lets the admin write one. */
export const COMMON_REASONS: Record<BulkQueue, string[]> = {
  businesses: [
    'Adres eksik ya da bulunamadı; lütfen mahalle, sokak ve numarayı yazın.',
    'Bu işletme sitede zaten kayıtlı.',
    'İşletme Adana dışında.',
    'Bilgiler doğrulanamadı; telefon numarası ulaşılamıyor.',
    'Açıklama reklam ya da uygunsuz içerik taşıyor.',
  ],
  reviews: [
    'Hakaret ya da küfür içeriyor.',
    'Reklam ya da bağlantı içeriyor.',
    'İşletmeyle ilgili bir deneyim anlatmıyor.',
    'Kişisel bilgi (telefon, adres, isim) içeriyor.',
    'Aynı değerlendirme birden fazla kez gönderilmiş.',
  ],
  reports: ['Bildirilen içerik kurallara aykırı.'],
  owners: [
    'Belgeler okunamıyor ya da eksik.',
    'Belgedeki unvan işletmeyle eşleşmiyor.',
    'Başvuru sahibine ulaşılamadı.',
    'Bu işletme için onaylı bir başvuru zaten var.',
  ],
  changes: [
    'Yeni bilgiler doğrulanamadı.',
    'Fotoğraflar işletmeye ait değil ya da uygunsuz.',
    'Açıklama reklam ya da uygunsuz içerik taşıyor.',
  ],
  suggestions: ['Öneri doğrulanamadı.'],
  ads: ['Ödeme alınamadı.', 'Reklam içeriği kurallara aykırı.', 'Talep sahibine ulaşılamadı.'],
  campaigns: [
    'Kampanya metni yanıltıcı ya da belirsiz.',
    'Metin reklam dışı ya da uygunsuz içerik taşıyor.',
    'Kampanya tarihleri ya da koşulları anlaşılmıyor.',
  ],
};

export const QUEUE_COPY = {
  reasonLabel: 'Ret nedeni',
  reasonHint: 'Neden, sahibine e-postayla gönderilir.',
  reasonOther: 'Diğer (kendim yazacağım)',
  reasonText: 'Ret nedenini yazın',
  reasonShort: 'Ret nedenini en az 5 karakterle yazın.',
  approveSelected: (n: number) => `Seçilenleri onayla (${n})`,
  rejectSelected: (n: number) => `Seçilenleri reddet (${n})`,
  confirmApprove: (n: number, noun: string) => `${formatCount(n)} ${noun} onayla?`,
  confirmReject: (n: number, noun: string) => `${formatCount(n)} ${noun} reddet?`,
  yesApprove: (n: number, noun: string) => `Evet, ${formatCount(n)} ${noun} onayla`,
  yesReject: (n: number, noun: string) => `Evet, ${formatCount(n)} ${noun} reddet`,
  cancel: 'Vazgeç',
  working: 'İşleniyor…',
  summary: (done: number, noun: string, approve: boolean) => `${formatCount(done)} ${noun} ${approve ? 'onaylandı' : 'reddedildi'}`,
  conflicts: (n: number) => `${formatCount(n)} kayıt bu arada karara bağlanmış ya da değişmiş; liste yenilendi.`,
  failedSome: (n: number, first?: string) => `${formatCount(n)} kayıt için karar verilemedi${first ? `: ${first}` : '.'}`,
  failed: 'İşlem yapılamadı',
  network: 'Bağlantı kurulamadı.',
  // Keyboard shortcuts
  keysTitle: 'Klavye kısayolları',
  keysHelp: 'Kısayollar (?)',
  keysClose: 'Kapat',
  keys: [
    ['j', 'Sonraki kayda geç'],
    ['k', 'Önceki kayda geç'],
    ['a', 'Seçili kaydı onayla'],
    ['r', 'Seçili kaydı reddet (neden seçerek)'],
    ['Enter', 'Seçili kaydı aç'],
    ['Esc', 'Açık kaydı ya da pencereyi kapat'],
    ['?', 'Bu yardımı aç / kapat'],
  ] as const,
  at: (i: number, n: number, name: string) => `${formatCount(i)} / ${formatCount(n)}: ${name}`,
  rejectOne: (name: string) => `“${name}” reddedilsin mi?`,
  selectAll: 'Tümünü seç',
  selectOne: (name: string) => `${name}: seç`,
  rejectSend: 'Reddet',
} as const;
