/**
 * E-mail templates: Turkish, simple, inline-styled HTML (mail clients ignore style sheets) with the
 * "Adana Rehberi" header, plus a plain-text twin of every mail. Every interpolated value is escaped.
 *
 * `renderMail` is the one layout; feature mails (login code, listing verification, approval, rejection …)
 * are small functions that fill it in.
 *
 * Text people typed (a sign-up name, a business name) goes only into mails to addresses already proven to
 * be theirs (an account's, a verified listing's, the admins'). The first mail to an address nobody has
 * verified yet (the login code of a sign-up, the listing's verification link, "no account") carries none
 * of it: anyone can type any address, and our sender must not carry a stranger's words to it (phishing).
 */

export interface RenderedMail {
  subject: string;
  html: string;
  text: string;
}

export interface MailContent {
  /** Heading of the mail (also the default subject). */
  title: string;
  /** Body paragraphs, plain text (escaped in HTML). */
  paragraphs: string[];
  /** A short value shown large and spaced, such as a one-time code. */
  highlight?: string;
  /** The main button. */
  action?: { label: string; url: string };
  /** Small print under the body (why you got this mail, what to do if it was not you). */
  footnote?: string;
  /** Subject line; defaults to the title. */
  subject?: string;
  /** Hidden preview text some clients show beside the subject. */
  preheader?: string;
}

const BRAND = '#b4441c';
const INK = '#1f1a17';
const MUTED = '#6b625c';

/** Escapes text for HTML element content and double-quoted attribute values. */
export function escapeHtml(value: unknown): string {
  return String(value ?? '')
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

/** Only http(s) links go into a button; anything else becomes "#" (never `javascript:`). */
function safeUrl(url: string): string {
  try {
    const u = new URL(url);
    return u.protocol === 'https:' || u.protocol === 'http:' ? u.toString() : '#';
  } catch {
    return '#';
  }
}

export function renderMail(content: MailContent): RenderedMail {
  const { title, paragraphs, highlight, action, footnote, preheader } = content;
  const subject = content.subject ?? title;
  const p = (t: string) => `<p style="margin:0 0 16px;font-size:16px;line-height:1.6;color:${INK};">${escapeHtml(t)}</p>`;
  const html = `<!doctype html>
<html lang="tr">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(subject)}</title>
</head>
<body style="margin:0;padding:0;background:#f6f3f0;font-family:Arial,Helvetica,sans-serif;">
${preheader ? `<div style="display:none;max-height:0;overflow:hidden;">${escapeHtml(preheader)}</div>` : ''}
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:#f6f3f0;padding:24px 12px;">
<tr><td align="center">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:560px;background:#ffffff;border-radius:12px;overflow:hidden;border:1px solid #e7e1dc;">
<tr><td style="background:${BRAND};padding:18px 24px;">
<span style="font-size:20px;font-weight:bold;color:#ffffff;letter-spacing:0.2px;">Adana Rehberi</span>
</td></tr>
<tr><td style="padding:28px 24px 8px;">
<h1 style="margin:0 0 18px;font-size:22px;line-height:1.3;color:${INK};">${escapeHtml(title)}</h1>
${paragraphs.map(p).join('\n')}
${
  highlight
    ? `<p style="margin:8px 0 24px;text-align:center;"><span style="display:inline-block;padding:12px 20px;border-radius:8px;background:#fdf4ee;border:1px solid #f3d3c0;font-size:30px;font-weight:bold;letter-spacing:8px;color:${INK};font-family:'Courier New',Courier,monospace;">${escapeHtml(highlight)}</span></p>`
    : ''
}
${
  action
    ? `<p style="margin:8px 0 24px;text-align:center;"><a href="${escapeHtml(safeUrl(action.url))}" style="display:inline-block;padding:12px 24px;border-radius:8px;background:${BRAND};color:#ffffff;font-size:16px;font-weight:bold;text-decoration:none;">${escapeHtml(action.label)}</a></p>
<p style="margin:0 0 16px;font-size:13px;line-height:1.5;color:${MUTED};">Düğme çalışmazsa bu adresi tarayıcınıza yapıştırın:<br><span style="word-break:break-all;">${escapeHtml(safeUrl(action.url))}</span></p>`
    : ''
}
</td></tr>
${
  footnote
    ? `<tr><td style="padding:0 24px 24px;"><p style="margin:0;padding-top:16px;border-top:1px solid #eee7e1;font-size:13px;line-height:1.5;color:${MUTED};">${escapeHtml(footnote)}</p></td></tr>`
    : ''
}
</table>
<p style="margin:16px 0 0;font-size:12px;color:${MUTED};">Adana Rehberi · Adana'nın yerel işletme rehberi</p>
</td></tr>
</table>
</body>
</html>`;

  const lines = ['Adana Rehberi', '', title, '', ...paragraphs.flatMap((t) => [t, ''])];
  if (highlight) lines.push(highlight, '');
  if (action) lines.push(`${action.label}: ${safeUrl(action.url)}`, '');
  if (footnote) lines.push('--', footnote, '');
  return { subject, html, text: lines.join('\n').trimEnd() + '\n' };
}

export const LOGIN_CODE_MINUTES = 10;

/**
 * The login mail: the 6-digit code and the one-click link (valid in the same browser). `name` only for an
 * existing account (its own name, to its own verified address); never the name a sign-up form was given.
 */
export function loginCodeMail(input: { code: string; url: string; name?: string | null; signup?: boolean }): RenderedMail {
  const greeting = input.name ? `Merhaba ${input.name},` : 'Merhaba,';
  return renderMail({
    subject: `Adana Rehberi giriş kodunuz: ${input.code}`,
    title: input.signup ? 'Hesabınızı oluşturun' : 'Adana Rehberi’ne giriş',
    preheader: `Giriş kodunuz: ${input.code}`,
    paragraphs: [
      greeting,
      `Giriş kodunuz: ${input.code}`,
      `Kodu giriş sayfasına yazın ya da aşağıdaki düğmeye tıklayın. Kod ve bağlantı ${LOGIN_CODE_MINUTES} dakika geçerlidir ve yalnızca bir kez, kodu istediğiniz tarayıcıda kullanılabilir.`,
    ],
    highlight: input.code,
    action: { label: input.signup ? 'Hesabımı oluştur' : 'Giriş yap', url: input.url },
    footnote: 'Bu isteği siz yapmadıysanız bu e-postayı yok sayabilirsiniz; hesabınızda bir değişiklik yapılmaz.',
  });
}

export const BUSINESS_VERIFICATION_HOURS = 24;

/**
 * To the submitter of a new listing: confirm the e-mail address within 24 hours. No business or person
 * name: the address is not verified yet (see the top of this file); the page the link opens shows the name.
 */
export function businessVerificationMail(input: { url: string }): RenderedMail {
  return renderMail({
    subject: 'İşletme kaydınızı doğrulayın',
    title: 'E-posta adresinizi doğrulayın',
    preheader: 'İşletme kaydınızı onaylamak için bağlantıya tıklayın.',
    paragraphs: [
      'Merhaba,',
      'Adana Rehberi’ne bir işletme eklediğiniz için teşekkür ederiz. Kaydın incelemeye alınması için aşağıdaki düğmeyle e-posta adresinizi doğrulayın.',
      `Bağlantı ${BUSINESS_VERIFICATION_HOURS} saat geçerlidir ve yalnızca bir kez kullanılabilir. Doğrulamadan sonra ekibimiz kaydı 1-3 iş günü içinde inceler ve sonucu size e-postayla bildirir.`,
    ],
    action: { label: 'E-posta adresimi doğrula', url: input.url },
    footnote: 'Bu kaydı siz yapmadıysanız bu e-postayı yok sayabilirsiniz; doğrulanmayan kayıtlar yayınlanmaz.',
  });
}

/** To the admins: a verified listing waits in the moderation queue. */
export function businessAwaitingReviewMail(input: { businessName: string; category: string; district: string; url: string }): RenderedMail {
  return renderMail({
    subject: `İncelemeyi bekleyen işletme: ${input.businessName}`,
    title: 'Yeni işletme incelemenizi bekliyor',
    paragraphs: [`“${input.businessName}” (${input.category}, ${input.district}) e-posta adresini doğruladı ve onay kuyruğuna girdi.`],
    action: { label: 'Onay kuyruğunu aç', url: input.url },
    footnote: 'Bu e-postayı Adana Rehberi yöneticisi olduğunuz için aldınız.',
  });
}

/** To the submitter: the listing is approved and public. */
export function businessApprovedMail(input: { businessName: string; submitterName: string; url: string }): RenderedMail {
  return renderMail({
    subject: `İşletmeniz yayında: ${input.businessName}`,
    title: 'İşletmeniz onaylandı',
    paragraphs: [
      `Merhaba ${input.submitterName},`,
      `“${input.businessName}” kaydı onaylandı. İşletmeniz aramada ve haritada hemen, kendi sayfasında birkaç dakika içinde görünür.`,
    ],
    action: { label: 'İşletme sayfasını aç', url: input.url },
  });
}

/** To the submitter: the listing was rejected, with the admin's reason. */
export function businessRejectedMail(input: { businessName: string; submitterName: string; reason: string; url: string }): RenderedMail {
  return renderMail({
    subject: `İşletme kaydınız hakkında: ${input.businessName}`,
    title: 'İşletme kaydınız onaylanmadı',
    paragraphs: [
      `Merhaba ${input.submitterName},`,
      `“${input.businessName}” kaydını inceledik ancak şu nedenle yayınlayamadık:`,
      input.reason,
      'Eksikleri tamamlayarak işletmenizi yeniden ekleyebilirsiniz.',
    ],
    action: { label: 'İşletmeyi yeniden ekle', url: input.url },
    footnote: 'Sorularınız için bu e-postayı yanıtlamak yerine sitedeki iletişim bilgilerini kullanın.',
  });
}
