/**
 * The owners' e-mails (Turkish, through the outbox; layout of #lib/mail-templates.ts). The first mail to
 * an address nobody has verified yet (the application's verification link) carries nothing the person
 * typed; later mails go to the verified address.
 */
import { renderMail, type RenderedMail } from '#lib/mail-templates.ts';

export const OWNER_VERIFICATION_HOURS = 24;

export function ownerVerificationMail(input: { url: string }): RenderedMail {
  return renderMail({
    subject: 'İşletme sahipliği başvurunuzu doğrulayın',
    title: 'E-posta adresinizi doğrulayın',
    preheader: 'İşletme sahipliği başvurunuzun incelenmesi için bağlantıya tıklayın.',
    paragraphs: [
      'Merhaba,',
      'Adana Rehberi’nde işletme sahibi olmak için başvurdunuz. Başvurunuzun incelemeye alınması için aşağıdaki düğmeyle e-posta adresinizi doğrulayın.',
      `Bağlantı ${OWNER_VERIFICATION_HOURS} saat geçerlidir ve yalnızca bir kez kullanılabilir. Doğrulamadan sonra ekibimiz belgelerinizi 1-3 iş günü içinde inceler.`,
    ],
    action: { label: 'E-posta adresimi doğrula', url: input.url },
    footnote: 'Bu başvuruyu siz yapmadıysanız bu e-postayı yok sayabilirsiniz; doğrulanmayan başvurular işleme alınmaz.',
  });
}

export function ownerAwaitingReviewMail(input: { businessName: string; url: string }): RenderedMail {
  return renderMail({
    subject: `İncelemeyi bekleyen sahiplik başvurusu: ${input.businessName}`,
    title: 'Yeni işletme sahipliği başvurusu',
    paragraphs: [`“${input.businessName}” için yapılan sahiplik başvurusu e-posta adresini doğruladı; belgeler incelemenizi bekliyor.`],
    action: { label: 'Başvuruları aç', url: input.url },
    footnote: 'Bu e-postayı Adana Rehberi yöneticisi olduğunuz için aldınız.',
  });
}

/**
 * The approval. For a new business (`listingUrl`: its page) it is the only mail: the listing went live
 * through the same approval, so the listings' own "İşletmeniz yayında" is not sent besides it.
 */
export function ownerApprovedMail(input: { ownerName: string; businessName: string; url: string; listingUrl?: string }): RenderedMail {
  if (input.listingUrl) {
    return renderMail({
      subject: `Sahiplik başvurunuz onaylandı, işletmeniz yayında: ${input.businessName}`,
      title: 'İşletmeniz yayında',
      preheader: 'Başvurunuz onaylandı: işletmeniz rehberde, siz de sahibi olarak panelinizi kullanabilirsiniz.',
      paragraphs: [
        `Merhaba ${input.ownerName},`,
        `Belgelerinizi inceledik ve başvurunuzu onayladık: “${input.businessName}” artık Adana Rehberi’nde yayında ve siz de işletmenin sahibi olarak onaylandınız.`,
        `İşletmeniz aramada ve haritada hemen, kendi sayfasında birkaç dakika içinde görünür: ${input.listingUrl}`,
        'Yönetim panelinizden istatistiklerinizi görebilir, bilgilerinizi güncelleyebilir ve fotoğraf ekleyebilirsiniz. Yaptığınız değişiklikler ekibimizin onayından sonra yayınlanır.',
      ],
      action: { label: 'Yönetim panelini aç', url: input.url },
    });
  }
  return renderMail({
    subject: `Sahiplik başvurunuz onaylandı: ${input.businessName}`,
    title: 'Başvurunuz onaylandı',
    paragraphs: [
      `Merhaba ${input.ownerName},`,
      `“${input.businessName}” işletmesinin sahibi olarak onaylandınız. Yönetim panelinizden istatistiklerinizi görebilir, bilgilerinizi güncelleyebilir ve fotoğraf ekleyebilirsiniz.`,
    ],
    action: { label: 'Yönetim panelini aç', url: input.url },
  });
}

export function ownerRejectedMail(input: { ownerName: string; businessName: string; reason: string; url: string }): RenderedMail {
  return renderMail({
    subject: `Sahiplik başvurunuz hakkında: ${input.businessName}`,
    title: 'Başvurunuz onaylanmadı',
    paragraphs: [
      `Merhaba ${input.ownerName},`,
      `“${input.businessName}” için yaptığınız sahiplik başvurusunu inceledik ancak şu nedenle onaylayamadık:`,
      input.reason,
      'Eksik belgeleri tamamlayarak yeniden başvurabilirsiniz.',
    ],
    action: { label: 'Yeniden başvur', url: input.url },
  });
}

export function changeDecidedMail(input: {
  ownerName: string;
  businessName: string;
  approved: boolean;
  reason?: string | null;
  url: string;
}): RenderedMail {
  return renderMail({
    subject: `${input.approved ? 'Değişikliğiniz yayında' : 'Değişikliğiniz onaylanmadı'}: ${input.businessName}`,
    title: input.approved ? 'Değişikliğiniz onaylandı' : 'Değişikliğiniz onaylanmadı',
    paragraphs: [
      `Merhaba ${input.ownerName},`,
      input.approved
        ? `“${input.businessName}” için gönderdiğiniz değişiklik onaylandı. İşletme sayfası birkaç dakika içinde güncellenir.`
        : `“${input.businessName}” için gönderdiğiniz değişikliği şu nedenle yayınlamadık:`,
      ...(input.approved ? [] : [input.reason ?? '']),
    ],
    action: { label: 'Yönetim panelini aç', url: input.url },
  });
}

export function suggestionMail(input: { ownerName: string; businessName: string; url: string }): RenderedMail {
  return renderMail({
    subject: `İşletmeniz için bir düzeltme önerisi var: ${input.businessName}`,
    title: 'Yeni düzeltme önerisi',
    paragraphs: [
      `Merhaba ${input.ownerName},`,
      `Bir ziyaretçi “${input.businessName}” sayfasındaki bilgiler için bir düzeltme önerdi. Öneriyi panelinizden kabul edebilir veya yok sayabilirsiniz.`,
    ],
    action: { label: 'Öneriyi gör', url: input.url },
    footnote: 'Bu e-postaları panelinizdeki Ayarlar bölümünden kapatabilirsiniz.',
  });
}

export function planRequestMail(input: { businessName: string; plan: string; url: string }): RenderedMail {
  return renderMail({
    subject: `Plan talebi: ${input.businessName} → ${input.plan}`,
    title: 'Yeni plan talebi',
    paragraphs: [
      `“${input.businessName}” sahibi ${input.plan} planına geçmek istiyor. Ödeme alındıktan sonra planı ve bitiş tarihini yönetim panelinden girin.`,
    ],
    action: { label: 'İşletme sahiplerini aç', url: input.url },
    footnote: 'Bu e-postayı Adana Rehberi yöneticisi olduğunuz için aldınız.',
  });
}

export function planExpiryMail(input: {
  ownerName: string;
  businessName: string;
  plan: string;
  date: string;
  url: string;
  ended: boolean;
}): RenderedMail {
  return renderMail({
    subject: input.ended
      ? `Planınız sona erdi: ${input.businessName}`
      : `Planınız ${input.date} tarihinde sona eriyor: ${input.businessName}`,
    title: input.ended ? 'Planınız sona erdi' : 'Planınız yakında sona eriyor',
    paragraphs: [
      `Merhaba ${input.ownerName},`,
      input.ended
        ? `“${input.businessName}” için ${input.plan} planınız sona erdi; işletmeniz Ücretsiz plana geçti.`
        : `“${input.businessName}” için ${input.plan} planınız ${input.date} tarihinde sona erecek. Kesintisiz devam etmek için panelinizden yenileme talebi gönderebilirsiniz.`,
    ],
    action: { label: 'Yönetim panelini aç', url: input.url },
  });
}
