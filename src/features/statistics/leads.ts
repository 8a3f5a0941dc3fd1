/**
 * Free-advertising leads (the welcome popup; spec §3, §5; PD17; Law 6563 and İYS):
 *  - `submitLead`: one row per e-mail and source; sending again updates it (never a duplicate). The consent
 *    (time, the exact text, its version, the source) is stored as evidence; no IP address (PD18). A new
 *    consent after an unsubscription subscribes again.
 *  - a confirmation mail through the outbox, with a one-click unsubscribe link that needs no account. It
 *    carries nothing the person typed (the address is not verified yet; see #lib/mail-templates.ts).
 *  - `unsubscribe`: by the link's token; the lead is never contacted again (the admin screen refuses).
 *  - the admin pipeline: new → contacted → converted | lost, audited; CSV export.
 */
import crypto from 'node:crypto';
import { asc, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '#db/client.ts';
import { promotionalLeads } from '#db/schema/index.ts';
import {
  LEAD_CONSENT_TEXT,
  LEAD_CONSENT_VERSION,
  LEAD_SOURCE,
  type AdminLead,
  type LeadStatus,
} from '#lib/contract/statistics.ts';
import { renderMail, type RenderedMail } from '#lib/mail-templates.ts';
import { audit } from '#platform/audit.ts';
import { getConfig } from '#platform/config.ts';
import { conflict, notFound } from '#platform/errors.ts';
import { deliverNow, enqueueMail } from '#platform/mail.ts';
import { enforce, rateKey, type RateLimitRule } from '#platform/rate-limit.ts';

export const LEAD_IP_LIMIT: RateLimitRule = { limit: 10, windowSeconds: 3600 };
export const LEAD_EMAIL_LIMIT: RateLimitRule = { limit: 3, windowSeconds: 3600 };

export function unsubscribeUrl(token: string): string {
  return `${getConfig().publicUrl}/unsubscribe?token=${encodeURIComponent(token)}`;
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

/** The confirmation mail (no text the person typed: the address is not verified). */
export function leadConfirmationMail(input: { unsubscribeUrl: string }): RenderedMail {
  return renderMail({
    title: '1 ay ücretsiz reklam talebiniz alındı',
    preheader: 'Ekibimiz ücretsiz reklam fırsatı için sizinle iletişime geçecek.',
    paragraphs: [
      'Adana Rehberi’nin 1 aylık (30 gün) ücretsiz reklam fırsatına ilginiz için teşekkür ederiz. Ekibimiz kısa süre içinde bu adrese yazarak işletmenizin reklamını birlikte hazırlayacak.',
      'Bu e-postayı, sitemizdeki formda ticari elektronik ileti onayı verdiğiniz için aldınız. Onayınızı dilediğiniz an, aşağıdaki bağlantıyla tek tıkla geri alabilirsiniz; bunun için hesap gerekmez.',
    ],
    action: { label: 'Abonelikten çık', url: input.unsubscribeUrl },
    footnote: `Bu formu siz doldurmadıysanız bu e-postayı dikkate almayın ya da abonelikten çıkın: ${input.unsubscribeUrl}`,
  });
}

export interface LeadInput {
  email: string;
  businessName: string | null;
  /** The version of the consent text the form showed (defaults to the current one). */
  consentVersion?: string | null | undefined;
  ip: string;
  at?: Date;
}

export async function submitLead(db: Db, input: LeadInput): Promise<{ id: number; created: boolean }> {
  await enforce(db, rateKey('lead', 'ip', input.ip), LEAD_IP_LIMIT);
  await enforce(db, rateKey('lead', 'email', input.email), LEAD_EMAIL_LIMIT);
  const at = input.at ?? new Date();
  const version = input.consentVersion === LEAD_CONSENT_VERSION || !input.consentVersion ? LEAD_CONSENT_VERSION : input.consentVersion.slice(0, 20);
  const token = crypto.randomBytes(32).toString('hex');
  const { id, created, mailId } = await db.transaction(async (t) => {
    const [row] = await t
      .insert(promotionalLeads)
      .values({
        email: input.email,
        businessName: input.businessName,
        source: LEAD_SOURCE,
        consentAt: at,
        consentText: LEAD_CONSENT_TEXT,
        consentVersion: version,
        unsubscribeToken: token,
        createdAt: at,
      })
      .onConflictDoUpdate({
        target: [promotionalLeads.email, promotionalLeads.source],
        set: {
          businessName: sql`coalesce(excluded.business_name, ${promotionalLeads.businessName})`,
          consentAt: at,
          consentText: LEAD_CONSENT_TEXT,
          consentVersion: version,
          unsubscribedAt: null,
          unsubscribeToken: sql`coalesce(${promotionalLeads.unsubscribeToken}, excluded.unsubscribe_token)`,
          updatedAt: at,
        },
      })
      .returning({ id: promotionalLeads.id, createdAt: promotionalLeads.createdAt, unsubscribeToken: promotionalLeads.unsubscribeToken });
    if (!row) throw new Error('promotional_leads upsert returned no row');
    const created = row.createdAt.getTime() === at.getTime();
    const tokenNow = row.unsubscribeToken ?? token;
    const mail = leadConfirmationMail({ unsubscribeUrl: unsubscribeUrl(tokenNow) });
    const mailId = await enqueueMail(t, { kind: 'lead_confirmation', to: input.email, ...mail, headers: unsubscribeHeaders(tokenNow) });
    return { id: row.id, created, mailId };
  });
  await deliverNow(db, mailId);
  return { id, created };
}

/** Unsubscribes the lead of the token. false: no such token. Idempotent. */
export async function unsubscribe(db: Db, token: string): Promise<boolean> {
  if (!/^[0-9a-f]{64}$/.test(token)) return false;
  const [row] = await db
    .update(promotionalLeads)
    .set({ unsubscribedAt: sql`coalesce(${promotionalLeads.unsubscribedAt}, now())` })
    .where(eq(promotionalLeads.unsubscribeToken, token))
    .returning({ id: promotionalLeads.id });
  return Boolean(row);
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
    .where(status ? eq(promotionalLeads.status, status) : undefined)
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
    if (status === 'contacted' && lead.unsubscribedAt) {
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
    await audit(t, { actorUserId: actor.id, actorLabel: actor.email, action: `lead.${status}`, targetType: 'promotional_lead', targetId: id, details: { from: current } });
    return adminLead(updated!);
  });
}

const CSV_COLUMNS = ['id', 'email', 'businessName', 'status', 'source', 'consentAt', 'consentVersion', 'unsubscribedAt', 'contactedAt', 'closedAt', 'createdAt'] as const;

/** A cell safe to open in a spreadsheet: quoted, and formulas (=, +, -, @) neutralised. */
function csvCell(value: unknown): string {
  let s = value === null || value === undefined ? '' : String(value);
  if (/^[=+\-@\t\r]/.test(s)) s = `'${s}`;
  return /[",\n\r;]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
}

export async function leadsCsv(db: Db, actor: { id: number; email: string }): Promise<string> {
  const leads = await listLeads(db);
  await audit(db, { actorUserId: actor.id, actorLabel: actor.email, action: 'lead.exported', targetType: 'promotional_lead', details: { count: leads.length } });
  const lines = [CSV_COLUMNS.join(','), ...leads.map((l) => CSV_COLUMNS.map((c) => csvCell(l[c])).join(','))];
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}
