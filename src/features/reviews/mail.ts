/**
 * The review mails (Turkish, through the outbox and the one layout of #lib/mail-templates.ts). Both go to
 * an account's own address (proven by its login); the only words of another person they carry are an
 * approved owner's reply to the reviewer (an owner verified by the admins) and the admin's reason.
 */
import { renderMail, type RenderedMail } from '#lib/mail-templates.ts';

export function reviewRejectedMail(input: {
  name: string;
  businessName: string;
  title: string | null;
  reason: string;
  url: string;
}): RenderedMail {
  return renderMail({
    subject: `Değerlendirmeniz hakkında: ${input.businessName}`,
    title: 'Değerlendirmeniz yayınlanmadı',
    paragraphs: [
      `Merhaba ${input.name},`,
      `“${input.businessName}” için yazdığınız${input.title ? ` “${input.title}” başlıklı` : ''} değerlendirmeyi inceledik ancak şu nedenle yayınlayamadık:`,
      input.reason,
      'Değerlendirmenizi düzenleyip yeniden gönderebilirsiniz; düzenlenen değerlendirmeler yeniden incelenir.',
    ],
    action: { label: 'Değerlendirmeyi düzenle', url: input.url },
    footnote: 'Bu e-postayı Adana Rehberi hesabınızla bir değerlendirme yazdığınız için aldınız.',
  });
}

export function ownerReplyMail(input: { name: string; businessName: string; reply: string; url: string }): RenderedMail {
  return renderMail({
    subject: `${input.businessName} değerlendirmenizi yanıtladı`,
    title: 'İşletme değerlendirmenizi yanıtladı',
    paragraphs: [`Merhaba ${input.name},`, `“${input.businessName}” değerlendirmenize yanıt yazdı:`, input.reply],
    action: { label: 'Yanıtı görüntüle', url: input.url },
    footnote: 'Bu e-postayı Adana Rehberi hesabınızla bir değerlendirme yazdığınız için aldınız.',
  });
}

/** Decision 022 item 6: the author hears when their review goes live (approved, or approved again after an edit). */
export function reviewPublishedMail(input: { name: string; businessName: string; title: string | null; url: string }): RenderedMail {
  return renderMail({
    subject: `Değerlendirmeniz yayında: ${input.businessName}`,
    title: 'Değerlendirmeniz yayınlandı',
    paragraphs: [
      `Merhaba ${input.name},`,
      `“${input.businessName}” için yazdığınız${input.title ? ` “${input.title}” başlıklı` : ''} değerlendirmeyi inceledik ve yayınladık. Artık işletmenin sayfasında herkes görebilir ve işletmenin puanına katılıyor.`,
      'Teşekkür ederiz; değerlendirmeniz Adana’da doğru yeri arayanlara yol gösteriyor.',
    ],
    action: { label: 'Değerlendirmeyi görüntüle', url: input.url },
    footnote: 'Bu e-postayı Adana Rehberi hesabınızla bir değerlendirme yazdığınız için aldınız.',
  });
}
