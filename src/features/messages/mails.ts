/** The mails of business messages (decision 022). None carries the other side's e-mail address. */
import { renderMail, type RenderedMail } from '#lib/mail-templates.ts';

/** To the sender's unproven address: only our own words and the business's name (never the typed text). */
export function messageConfirmMail(input: { businessName: string; url: string; hours: number }): RenderedMail {
  return renderMail({
    subject: `Mesajınızı onaylayın: ${input.businessName}`,
    title: 'Mesajınızı onaylayın',
    preheader: 'Mesajınızın işletmeye iletilmesi için bağlantıyı açın.',
    paragraphs: [
      'Merhaba,',
      `Adana Rehberi’nde “${input.businessName}” işletmesine bir mesaj gönderildi ve yanıt adresi olarak bu e-posta adresi yazıldı. Mesajın işletmeye iletilmesi için aşağıdaki düğmeyle onaylayın.`,
      `Bağlantı ${input.hours} saat geçerlidir ve yalnızca bir kez kullanılabilir. İşletme e-posta adresinizi görmez; yanıtı bu adrese bizim üzerimizden alırsınız.`,
    ],
    action: { label: 'Mesajımı onayla', url: input.url },
    footnote: 'Bu mesajı siz göndermediyseniz bu e-postayı yok sayın; onaylanmayan mesajlar işletmeye iletilmez ve 7 gün içinde silinir.',
  });
}

export function messageToOwnerMail(input: { businessName: string; url: string }): RenderedMail {
  return renderMail({
    subject: `Yeni mesajınız var: ${input.businessName}`,
    title: 'Yeni bir ziyaretçi mesajı',
    paragraphs: [
      `Bir ziyaretçi “${input.businessName}” sayfanızdan mesaj gönderdi ve e-posta adresini doğruladı. Mesajı işletme panelinizdeki “Mesajlar” sekmesinde okuyup yanıtlayabilirsiniz; yanıtınız ziyaretçiye e-postayla iletilir.`,
    ],
    action: { label: 'Mesajları aç', url: input.url },
    footnote: 'Bu e-postayı işletmenin onaylı sahibi olduğunuz için aldınız. Ziyaretçinin e-posta adresi size gösterilmez.',
  });
}

/** To the sender's confirmed address: the business's answer and the question it answers. */
export function messageAnswerMail(input: {
  businessName: string;
  senderName: string;
  question: string;
  answer: string;
  url: string;
}): RenderedMail {
  return renderMail({
    subject: `${input.businessName} mesajınızı yanıtladı`,
    title: `${input.businessName} yanıtladı`,
    preheader: input.answer.slice(0, 120),
    paragraphs: [
      `Merhaba ${input.senderName},`,
      `“${input.businessName}” işletmesinin yanıtı:`,
      input.answer,
      'Sizin mesajınız:',
      input.question,
    ],
    action: { label: 'İşletmenin sayfasını aç', url: input.url },
    footnote:
      'Bu e-postayı yanıtlamayın: yanıtlar işletmeye iletilmez. İşletmeye yeniden yazmak için sayfasındaki “Mesaj gönder” düğmesini kullanın. İşletme e-posta adresinizi görmez.',
  });
}
