/** The mails of campaigns (decision 031): to the owner who posted one, when an admin decides it. */
import { renderMail, type RenderedMail } from '#lib/mail-templates.ts';

export function campaignApprovedMail(input: {
  businessName: string;
  title: string;
  startDate: string;
  endDate: string;
  url: string;
}): RenderedMail {
  return renderMail({
    subject: `Kampanyanız onaylandı: ${input.title}`,
    title: 'Kampanyanız onaylandı',
    paragraphs: [
      `“${input.businessName}” için gönderdiğiniz “${input.title}” onaylandı.`,
      `${input.startDate} – ${input.endDate} tarihleri arasında işletme sayfanızda, Kampanyalar listesinde ve kartınızda “Kampanya” etiketiyle gösterilir.`,
    ],
    action: { label: 'İşletme panelini aç', url: input.url },
    footnote: 'Bu e-postayı işletmenin onaylı sahibi olduğunuz için aldınız. Kampanyayı panelden istediğiniz zaman geri çekebilirsiniz.',
  });
}

export function campaignRejectedMail(input: { businessName: string; title: string; reason: string; url: string }): RenderedMail {
  return renderMail({
    subject: `Kampanyanız yayınlanmadı: ${input.title}`,
    title: 'Kampanyanız yayınlanmadı',
    paragraphs: [
      `“${input.businessName}” için gönderdiğiniz “${input.title}” yayınlanmadı.`,
      'Yöneticinin gerekçesi:',
      input.reason,
      'Metni düzelterek işletme panelinizin “Kampanyalar” sekmesinden yeni bir kampanya gönderebilirsiniz.',
    ],
    action: { label: 'İşletme panelini aç', url: input.url },
    footnote: 'Bu e-postayı işletmenin onaylı sahibi olduğunuz için aldınız.',
  });
}
