/**
 * Free-advertising leads (the welcome popup; spec §3, §5; PD17; Law 6563 and İYS):
 *  - `submitLead`: double opt-in (decision 024, PD25). The form records nothing as consent: it stores or refreshes a
 *    pending lead and mails a confirmation link (no text the person typed). Same answer whether the address
 *    is new, known, confirmed or unsubscribed, so the form tells nobody who is a lead.
 *  - `confirmLead`: the link's token, within LEAD_CONFIRM_DAYS: only now the consent is recorded (time, the
 *    text and the version the server shows), the address leaves the suppression list (the person lifted
 *    it), and the welcome mail with a one-click unsubscribe link is sent.
 *  - `unsubscribe`: by the link's token; the address goes on the suppression list (`mail_suppressions`),
 *    which every marketing send checks (`enqueueMarketingMail`) and the admin screen honours.
 *  - the admin pipeline: confirmed leads only, new → contacted → converted | lost, audited; CSV export.
 */
import crypto from 'node:crypto';
import { and, asc, desc, eq, gt, isNotNull, sql } from 'drizzle-orm';
import type { Db } from '#db/client.ts';
import { mailSuppressions, promotionalLeads } from '#db/schema/index.ts';
import { LEAD_CONSENT_TEXT, LEAD_CONSENT_VERSION, LEAD_SOURCE, type AdminLead, type LeadStatus } from '#lib/contract/statistics.ts';
import { renderMail, type RenderedMail } from '#lib/mail-templates.ts';
import { audit } from '#platform/audit.ts';
import { getConfig } from '#platform/config.ts';
import { conflict, notFound } from '#platform/errors.ts';
import { deliverNow, enqueueMail, type OutgoingMail } from '#platform/mail.ts';
import { enforce, rateKey, type RateLimitRule } from '#platform/rate-limit.ts';

export const LEAD_IP_LIMIT: RateLimitRule = { limit: 10, windowSeconds: 3600 };
export const LEAD_EMAIL_LIMIT: RateLimitRule = { limit: 3, windowSeconds: 3600 };
/** A confirmation link works this many days. */
const LEAD_CONFIRM_DAYS = 7;
/** The form's answer, the same for every address (nothing tells whether it is already a lead). */
export const LEAD_SENT_MESSAGE = 'Onay bağlantısını e-posta adresinize gönderdik. Bağlantıyı açarak ticari ileti onayınızı tamamlayın.';

const TOKEN_RE = /^[0-9a-f]{64}$/;

export function unsubscribeUrl(token: string): string {
  return `${getConfig().publicUrl}/unsubscribe?token=${encodeURIComponent(token)}`;
}

function leadConfirmUrl(token: string): string {
  return `${getConfig().publicUrl}/lead-confirm?token=${encodeURIComponent(token)}`;
}

/**
 * RFC 2369 / RFC 8058 headers of every mail to a lead: mail clients show their own "unsubscribe" button,
 * which posts `List-Unsubscribe=One-Click` to the endpoint (no page, no account). Receivers honour it only
 * for DKIM-signed mail: sign at the SMTP relay (README, Operations).
 */
export function unsubscribeHeaders(token: string): Record<string, string> {
  const endpoint = `${getConfig().publicUrl}/api/promotional-leads/unsubscribe?token=${encodeURIComponent(token)}`;
  return { 'List-Unsubscribe': `<${endpoint}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' };
}

/** The confirmation request (not marketing: it asks for consent; no text the person typed). */
function leadConfirmRequestMail(input: { confirmUrl: string }): RenderedMail {
  return renderMail({
    title: 'Ücretsiz reklam talebinizi onaylayın',
    preheader: 'Ticari ileti onayınızı tamamlamak için bağlantıyı açın.',
    paragraphs: [
      'Adana Rehberi’nin 1 aylık (30 gün) ücretsiz reklam fırsatı için bu e-posta adresi girildi. Ekibimizin size yazabilmesi için aşağıdaki bağlantıyla ticari elektronik ileti onayınızı verin.',
      `Bağlantı ${LEAD_CONFIRM_DAYS} gün geçerlidir. Onay vermezseniz size ticari ileti göndermeyiz.`,
    ],
    action: { label: 'Onaylıyorum', url: input.confirmUrl },
    footnote: 'Bu formu siz doldurmadıysanız bu e-postayı dikkate almayın; onay vermediğiniz sürece adresiniz kullanılmaz.',
  });
}

/** The welcome mail after the confirmation (marketing: suppression-checked, with the unsubscribe link). */
export function leadConfirmationMail(input: { unsubscribeUrl: string }): RenderedMail {
  return renderMail({
    title: '1 ay ücretsiz reklam talebiniz alındı',
    preheader: 'Ekibimiz ücretsiz reklam fırsatı için sizinle iletişime geçecek.',
    paragraphs: [
      'Adana Rehberi’nin 1 aylık (30 gün) ücretsiz reklam fırsatına ilginiz için teşekkür ederiz. Ekibimiz kısa süre içinde bu adrese yazarak işletmenizin reklamını birlikte hazırlayacak.',
      'Bu e-postayı, ticari elektronik ileti onayınızı e-postanızdaki bağlantıyla verdiğiniz için aldınız. Onayınızı dilediğiniz an, aşağıdaki bağlantıyla tek tıkla geri alabilirsiniz; bunun için hesap gerekmez.',
    ],
    action: { label: 'Abonelikten çık', url: input.unsubscribeUrl },
    footnote: `Abonelikten çıkmak için: ${input.unsubscribeUrl}`,
  });
}

export async function isSuppressed(db: Db, email: string): Promise<boolean> {
  const [row] = await db
    .select({ email: mailSuppressions.email })
    .from(mailSuppressions)
    .where(eq(mailSuppressions.email, email.toLowerCase()))
    .limit(1);
  return Boolean(row);
}

/** Every marketing mail goes through here: an address on the suppression list gets nothing (null). */
export async function enqueueMarketingMail(db: Db, mail: OutgoingMail): Promise<number | null> {
  if (await isSuppressed(db, mail.to)) return null;
  return enqueueMail(db, mail);
}

export interface LeadInput {
  email: string;
  businessName: string | null;
  ip: string;
  at?: Date;
}

/** Stores (or refreshes) a pending lead and mails the confirmation link. Consent is not recorded here. */
export async function submitLead(db: Db, input: LeadInput): Promise<void> {
  await enforce(db, rateKey('lead', 'ip', input.ip), LEAD_IP_LIMIT);
  await enforce(db, rateKey('lead', 'email', input.email), LEAD_EMAIL_LIMIT);
  const at = input.at ?? new Date();
  const token = crypto.randomBytes(32).toString('hex');
  const mailId = await db.transaction(async (t) => {
    await t
      .insert(promotionalLeads)
      .values({
        email: input.email,
        businessName: input.businessName,
        source: LEAD_SOURCE,
        confirmToken: token,
        confirmRequestedAt: at,
        createdAt: at,
      })
      .onConflictDoUpdate({
        target: [promotionalLeads.email, promotionalLeads.source],
        set: {
          // What an unconfirmed sender typed never changes a confirmed lead.
          businessName: sql`CASE WHEN ${promotionalLeads.consentAt} IS NULL THEN coalesce(excluded.business_name, ${promotionalLeads.businessName}) ELSE ${promotionalLeads.businessName} END`,
          confirmToken: token,
          confirmRequestedAt: at,
        },
      });
    return enqueueMail(t, {
      kind: 'lead_confirm_request',
      to: input.email,
      ...leadConfirmRequestMail({ confirmUrl: leadConfirmUrl(token) }),
    });
  });
  await deliverNow(db, mailId);
}

/** The confirmation link: records the consent and sends the welcome mail. false: unknown or expired token. */
export async function confirmLead(db: Db, token: string, at = new Date()): Promise<boolean> {
  if (!TOKEN_RE.test(token)) return false;
  const mailId = await db.transaction(async (t) => {
    const [row] = await t
      .update(promotionalLeads)
      .set({
        consentAt: at,
        consentText: LEAD_CONSENT_TEXT,
        consentVersion: LEAD_CONSENT_VERSION,
        unsubscribedAt: null,
        confirmToken: null,
        unsubscribeToken: sql`coalesce(${promotionalLeads.unsubscribeToken}, ${crypto.randomBytes(32).toString('hex')}::varchar)`,
        updatedAt: at,
      })
      .where(
        and(
          eq(promotionalLeads.confirmToken, token),
          gt(promotionalLeads.confirmRequestedAt, sql`now() - make_interval(days => ${LEAD_CONFIRM_DAYS}::int)`),
        ),
      )
      .returning({ email: promotionalLeads.email, unsubscribeToken: promotionalLeads.unsubscribeToken });
    if (!row) return false;
    // The person opened the link in their own mailbox: only they can lift the suppression.
    await t.delete(mailSuppressions).where(eq(mailSuppressions.email, row.email));
    const unsub = row.unsubscribeToken!;
    return enqueueMarketingMail(t, {
      kind: 'lead_confirmation',
      to: row.email,
      ...leadConfirmationMail({ unsubscribeUrl: unsubscribeUrl(unsub) }),
      headers: unsubscribeHeaders(unsub),
    });
  });
  if (mailId === false) return false;
  await deliverNow(db, mailId);
  return true;
}

/** Unsubscribes the lead of the token and puts the address on the suppression list. false: no such token. Idempotent. */
export async function unsubscribe(db: Db, token: string): Promise<boolean> {
  if (!TOKEN_RE.test(token)) return false;
  return db.transaction(async (t) => {
    const [row] = await t
      .update(promotionalLeads)
      .set({ unsubscribedAt: sql`coalesce(${promotionalLeads.unsubscribedAt}, now())` })
      .where(eq(promotionalLeads.unsubscribeToken, token))
      .returning({ id: promotionalLeads.id, email: promotionalLeads.email });
    if (!row) return false;
    await t.insert(mailSuppressions).values({ email: row.email }).onConflictDoNothing();
    return true;
  });
}

// ─── Admin ─────────────────────────────────────────────────────────────────────────────────────────────

type LeadRow = typeof promotionalLeads.$inferSelect;

function adminLead(r: LeadRow): AdminLead {
  const iso = (d: Date | null) => (d ? d.toISOString() : null);
  return {
    id: r.id,
    email: r.email,
    businessName: r.businessName,
    source: r.source,
    status: (r.status === 'unsubscribed' ? 'new' : r.status) as LeadStatus,
    consentAt: iso(r.consentAt),
    consentVersion: r.consentVersion,
    unsubscribedAt: iso(r.unsubscribedAt),
    contactedAt: iso(r.contactedAt),
    closedAt: iso(r.closedAt),
    createdAt: r.createdAt.toISOString(),
  };
}

export async function listLeads(db: Db, status?: LeadStatus): Promise<AdminLead[]> {
  const rows = await db
    .select()
    .from(promotionalLeads)
    // Only confirmed leads (double opt-in): an unconfirmed address is nobody's consent.
    .where(and(isNotNull(promotionalLeads.consentAt), status ? eq(promotionalLeads.status, status) : undefined))
    .orderBy(desc(promotionalLeads.createdAt), asc(promotionalLeads.id))
    .limit(2000);
  return rows.map(adminLead);
}

/** Allowed moves of the pipeline. */
export const LEAD_TRANSITIONS: Record<LeadStatus, readonly LeadStatus[]> = {
  new: ['contacted', 'lost'],
  contacted: ['converted', 'lost'],
  converted: [],
  lost: ['contacted'],
};

export async function setLeadStatus(db: Db, actor: { id: number; email: string }, id: number, status: LeadStatus): Promise<AdminLead> {
  return db.transaction(async (t) => {
    const [lead] = await t.select().from(promotionalLeads).where(eq(promotionalLeads.id, id)).for('update');
    if (!lead) throw notFound('Kayıt bulunamadı.');
    const current = (lead.status === 'unsubscribed' ? 'new' : lead.status) as LeadStatus;
    if (!lead.consentAt) throw notFound('Kayıt bulunamadı.');
    if (status === 'contacted' && (lead.unsubscribedAt || (await isSuppressed(t, lead.email)))) {
      throw conflict('Bu kişi abonelikten çıktı; kendisiyle iletişime geçilemez.');
    }
    if (!LEAD_TRANSITIONS[current].includes(status)) {
      throw conflict(`Bu kayıt "${current}" durumundan "${status}" durumuna geçemez.`);
    }
    const now = new Date();
    const [updated] = await t
      .update(promotionalLeads)
      .set({
        status,
        ...(status === 'contacted' ? { contactedAt: now } : {}),
        ...(status === 'converted' || status === 'lost' ? { closedAt: now } : { closedAt: null }),
      })
      .where(eq(promotionalLeads.id, id))
      .returning();
    await audit(t, {
      actorUserId: actor.id,
      actorLabel: actor.email,
      action: `lead.${status}`,
      targetType: 'promotional_lead',
      targetId: id,
      details: { from: current },
    });
    return adminLead(updated!);
  });
}

const CSV_COLUMNS = [
  'id',
  'email',
  'businessName',
  'status',
  'source',
  'consentAt',
  'consentVersion',
  'unsubscribedAt',
  'contactedAt',
  'closedAt',
  'createdAt',
] as const;

/** A cell safe to open in a spreadsheet: quoted, and formulas (=, +, -, @) neutralised. */
function csvCell(value: unknown): string {
  let s = value === null || value === undefined ? '' : String(value);
  if (/^[=+\-@\t\r]/.test(s)) s = `'${s}`;
  return /[",\n\r;]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
}

export async function leadsCsv(db: Db, actor: { id: number; email: string }): Promise<string> {
  const leads = await listLeads(db);
  await audit(db, {
    actorUserId: actor.id,
    actorLabel: actor.email,
    action: 'lead.exported',
    targetType: 'promotional_lead',
    details: { count: leads.length },
  });
  const lines = [CSV_COLUMNS.join(','), ...leads.map((l) => CSV_COLUMNS.map((c) => csvCell(l[c])).join(','))];
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}
