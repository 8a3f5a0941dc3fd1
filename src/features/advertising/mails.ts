/**
 * The advertising mails (Turkish, through the outbox). The first mail to a requester carries none of the
 * text they typed (their address is not verified: our sender must not carry a stranger's words to it);
 * it names only our package, duration and total. Later mails follow a sales contact and name the business.
 */
import { formatDate, formatMoney } from '#lib/format.ts';
import { durationLabel, KDV_NOTE } from '#lib/pricing.ts';
import { renderMail, type RenderedMail } from '#lib/mail-templates.ts';
import type { AdStatus } from '#lib/contract/advertising.ts';

const money = (total: string) => formatMoney(Number(total));

export function adRequestReceivedMail(i: { packageName: string; duration: number; totalCost: string; url: string }): RenderedMail {
  return renderMail({
    subject: 'Reklam talebiniz alındı',
    title: 'Reklam talebiniz alındı',
    paragraphs: [
      `${i.packageName} paketi için ${durationLabel(i.duration)} süreli reklam talebinizi aldık. Toplam tutar: ${money(i.totalCost)}. ${KDV_NOTE}`,
      'Satış ekibimiz 24 saat içinde sizinle iletişime geçecek. Sonraki adımlar: iletişim, reklamınızın hazırlanması ve yayına alınması.',
    ],
    action: { label: 'Reklam paketlerini incele', url: i.url },
    footnote: 'Bu talebi siz yapmadıysanız bu e-postayı yok sayabilirsiniz; sizinle yalnızca satış görüşmesi için iletişime geçilir.',
  });
}

/**
 * To the admins: a new request. Nothing the requester typed (their name, business, address are not
 * verified; the admins read them in the panel): only the request number, package, duration and total.
 */
export function adRequestAdminMail(i: { id: number; packageName: string; duration: number; totalCost: string; url: string }): RenderedMail {
  return renderMail({
    subject: `Yeni reklam talebi #${i.id}`,
    title: 'Yeni reklam talebi',
    paragraphs: [
      `Talep #${i.id}: ${i.packageName}, ${durationLabel(i.duration)}, toplam ${money(i.totalCost)}.`,
      'İletişim bilgileri yönetim panelindedir. Satış ekibinin 24 saat içinde iletişime geçmesi gerekiyor.',
    ],
    action: { label: 'Reklam taleplerini aç', url: i.url },
    footnote: 'Bu e-postayı Adana Rehberi yöneticisi olduğunuz için aldınız.',
  });
}

const STEP_TEXT: Partial<Record<AdStatus, { title: string; text: string }>> = {
  contacted: {
    title: 'Reklam talebiniz işleme alındı',
    text: 'Satış ekibimiz talebinizle ilgili sizinle iletişime geçti. Reklamınızın içeriğini birlikte hazırlayacağız.',
  },
  customized: { title: 'Reklamınız hazırlandı', text: 'Reklamınızın içeriği hazırlandı. Onayınızın ardından reklamınız yayına alınacak.' },
  live: {
    title: 'Reklamınız yayında',
    text: 'Reklamınız yayına alındı. Sayfalar birkaç dakika içinde güncellenir; reklamınız "Reklam" etiketiyle gösterilir.',
  },
  ended: {
    title: 'Reklamınızın süresi doldu',
    text: 'Reklamınızın yayın süresi sona erdi. Reklamınızı yenilemek için bizimle iletişime geçebilirsiniz.',
  },
  cancelled: {
    title: 'Reklam talebiniz iptal edildi',
    text: 'Reklam talebiniz iptal edildi. Bunun bir hata olduğunu düşünüyorsanız bizimle iletişime geçin.',
  },
};

export function adStepMail(i: {
  status: AdStatus;
  businessName: string;
  startDate: Date | null;
  endDate: Date | null;
  url: string;
}): RenderedMail | null {
  const step = STEP_TEXT[i.status];
  if (!step) return null;
  const dates =
    i.status === 'live' && i.startDate && i.endDate ? [`Yayın dönemi: ${formatDate(i.startDate)} – ${formatDate(i.endDate)}.`] : [];
  return renderMail({
    subject: `${step.title}: ${i.businessName}`,
    title: step.title,
    paragraphs: [`“${i.businessName}” reklamı hakkında:`, step.text, ...dates],
    action: { label: i.status === 'live' ? 'Reklamları gör' : 'Reklam paketleri', url: i.url },
  });
}

export function adRenewalMail(i: { businessName: string; endDate: Date; url: string }): RenderedMail {
  return renderMail({
    subject: `Reklamınız 7 gün içinde sona eriyor: ${i.businessName}`,
    title: 'Reklamınızı yenilemek ister misiniz?',
    paragraphs: [
      `“${i.businessName}” reklamının yayın süresi ${formatDate(i.endDate)} tarihinde sona eriyor.`,
      'Reklamınızın kesintisiz devam etmesi için yeni bir talep oluşturabilir veya bu e-postayı yanıtlayarak satış ekibimize ulaşabilirsiniz.',
    ],
    action: { label: 'Reklamı yenile', url: i.url },
  });
}
