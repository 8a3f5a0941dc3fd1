/**
 * "Düzenleme öner" (decision 011): any visitor, no account, suggests a correction of a listing (closed
 * permanently, wrong hours, wrong phone, wrong location, other) with a note. Rate limited per address
 * (its keyed hash only), a honeypot answers bots as if it worked and stores nothing, and nothing about the
 * visitor is kept. The listing's approved owner accepts (with the corrected values: a change set for the
 * admins, as the owner's own edits) or dismisses; a listing without an owner is the admins' to decide, and
 * their acceptance publishes at once through the same change-set path.
 */
import { and, asc, desc, eq, notExists, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '#db/client.ts';
import { businesses, businessOwners, businessSuggestions } from '#db/schema/index.ts';
import type { Plan } from '#lib/contract/owners.ts';
import { audit } from '#platform/audit.ts';
import { getConfig } from '#platform/config.ts';
import { badRequest, conflict, notFound } from '#platform/errors.ts';
import { deliverNow, enqueueMail } from '#platform/mail.ts';
import { enforce, rateKey, type RateLimitRule } from '#platform/rate-limit.ts';
import type { Actor } from '#features/listings/moderation.ts';
import { ownedRow } from './applications.ts';
import { approveChange, proposeChange, type ChangeSetItem, type OwnerEdit } from './changes.ts';
import { suggestionMail } from './mails.ts';

export const SUGGESTION_REASONS = ['closed', 'hours', 'phone', 'location', 'other'] as const;
export const suggestionLimits = { perIp: { limit: 5, windowSeconds: 3600 } } satisfies Record<string, RateLimitRule>;
export const SUGGESTION_THANKS = 'Teşekkürler! Öneriniz işletme sahibine veya ekibimize iletildi.';

export const suggestionSchema = z
  .object(
    {
      reason: z.enum(SUGGESTION_REASONS, { error: 'Lütfen bir neden seçin' }),
      note: z.preprocess(
        (v) => (typeof v === 'string' ? v.trim() || null : (v ?? null)),
        z.string({ error: 'Not en fazla 1000 karakter olabilir' }).max(1000, 'Not en fazla 1000 karakter olabilir').nullable(),
      ),
      website2: z.unknown().optional(),
    },
    { error: 'İstek gövdesi bir nesne olmalıdır.' },
  )
  .superRefine((v, ctx) => {
    if (v.reason === 'other' && !v.note)
      ctx.addIssue({ code: 'custom', path: ['note'], message: 'Lütfen neyin yanlış olduğunu kısaca yazın' });
  });

export interface SuggestionItem {
  id: number;
  businessId: number;
  businessName: string;
  reason: string;
  note: string | null;
  status: string;
  createdAt: string;
}

export async function createSuggestion(
  db: Db,
  businessId: number,
  input: z.infer<typeof suggestionSchema>,
  ip: string,
): Promise<{ message: string }> {
  await enforce(db, rateKey('suggestion', 'ip', ip), suggestionLimits.perIp);
  const [b] = await db
    .select({ id: businesses.id, name: businesses.name })
    .from(businesses)
    .where(and(eq(businesses.id, businessId), eq(businesses.status, 'approved')))
    .limit(1);
  if (!b) throw notFound('İşletme bulunamadı.');
  if (typeof input.website2 === 'string' ? input.website2.trim() !== '' : input.website2 != null && input.website2 !== false)
    return { message: SUGGESTION_THANKS };
  const mailIds = await db.transaction(async (t) => {
    const [s] = await t
      .insert(businessSuggestions)
      .values({ businessId, reason: input.reason, note: input.note })
      .returning({ id: businessSuggestions.id });
    await audit(t, {
      actorLabel: 'ziyaretçi',
      action: 'suggestion.created',
      targetType: 'business',
      targetId: businessId,
      details: { suggestionId: s!.id, reason: input.reason },
    });
    const owners = await t
      .select({ email: businessOwners.email, ownerName: businessOwners.ownerName })
      .from(businessOwners)
      .where(and(eq(businessOwners.businessId, businessId), eq(businessOwners.status, 'approved'), eq(businessOwners.notifyByEmail, true)));
    const ids: number[] = [];
    for (const o of owners) {
      const mail = suggestionMail({
        ownerName: o.ownerName,
        businessName: b.name,
        url: `${getConfig().publicUrl}/business-owner-dashboard`,
      });
      ids.push(await enqueueMail(t, { kind: 'owner_suggestion', to: o.email, ...mail }));
    }
    return ids;
  });
  await deliverNow(db, mailIds);
  return { message: SUGGESTION_THANKS };
}

const toItem = (r: typeof businessSuggestions.$inferSelect, businessName: string): SuggestionItem => ({
  id: r.id,
  businessId: r.businessId,
  businessName,
  reason: r.reason,
  note: r.note,
  status: r.status,
  createdAt: r.createdAt.toISOString(),
});

export async function ownerSuggestions(db: Db, ownerId: number, userId: number): Promise<SuggestionItem[]> {
  const owner = await ownedRow(db, ownerId, userId);
  const rows = await db
    .select()
    .from(businessSuggestions)
    .where(eq(businessSuggestions.businessId, owner.businessId))
    .orderBy(desc(businessSuggestions.id))
    .limit(50);
  return rows.map((r) => toItem(r, owner.businessName));
}

/** Pending suggestions of listings with no approved owner (the admins decide those). */
export async function unownedSuggestions(db: Db): Promise<SuggestionItem[]> {
  const rows = await db
    .select({ s: businessSuggestions, name: businesses.name })
    .from(businessSuggestions)
    .innerJoin(businesses, eq(businesses.id, businessSuggestions.businessId))
    .where(
      and(
        eq(businessSuggestions.status, 'pending'),
        notExists(
          db
            .select({ one: sql`1` })
            .from(businessOwners)
            .where(and(eq(businessOwners.businessId, businessSuggestions.businessId), eq(businessOwners.status, 'approved'))),
        ),
      ),
    )
    .orderBy(asc(businessSuggestions.id))
    .limit(200);
  return rows.map((r) => toItem(r.s, r.name));
}

/**
 * Decides a pending suggestion inside the caller's transaction: `UPDATE … WHERE status = 'pending'`, so of two
 * decisions at once (owner and admin, or two clicks) one wins and the other gets 409. 404 unknown or another
 * business's (the transaction is rolled back).
 */
async function decideSuggestion(t: Db, id: number, status: 'accepted' | 'dismissed', userId: number, businessId?: number) {
  const [s] = await t
    .update(businessSuggestions)
    .set({ status, decidedByUserId: userId, decidedAt: sql`now()` })
    .where(and(eq(businessSuggestions.id, id), eq(businessSuggestions.status, 'pending')))
    .returning();
  const [row] = s ? [s] : await t.select().from(businessSuggestions).where(eq(businessSuggestions.id, id)).limit(1);
  if (!row || (businessId !== undefined && row.businessId !== businessId)) throw notFound('Öneri bulunamadı.');
  if (!s) throw conflict('Bu öneri zaten karara bağlanmış.');
  return s;
}

/** The owner accepts (with the corrected values → a change set for the admins) or dismisses; one transaction. */
export async function ownerDecide(
  db: Db,
  ownerId: number,
  userId: number,
  suggestionId: number,
  action: 'accept' | 'dismiss',
  edit?: OwnerEdit,
): Promise<ChangeSetItem | null> {
  const owner = await ownedRow(db, ownerId, userId);
  if (action === 'accept' && !edit) throw badRequest('Öneriyi kabul etmek için düzeltilmiş bilgileri girin.');
  return db.transaction(async (t) => {
    const s = await decideSuggestion(t, suggestionId, action === 'dismiss' ? 'dismissed' : 'accepted', userId, owner.businessId);
    if (action === 'dismiss' || !edit) {
      await audit(t, {
        actorUserId: userId,
        actorLabel: `user:${userId}`,
        action: 'suggestion.dismissed',
        targetType: 'business',
        targetId: s.businessId,
        details: { suggestionId: s.id },
      });
      return null;
    }
    return proposeChange(t, {
      businessId: owner.businessId,
      ownerId: owner.id,
      plan: owner.subscriptionPlan as Plan,
      edit,
      source: 'suggestion',
      suggestionId: s.id,
      actorUserId: userId,
    });
  });
}

/** An admin decides a suggestion; accepting with corrected values publishes them at once (same change-set path). */
export async function adminDecide(
  db: Db,
  actor: Actor,
  suggestionId: number,
  action: 'accept' | 'dismiss',
  edit?: OwnerEdit,
): Promise<ChangeSetItem | null> {
  const change = await db.transaction(async (t) => {
    const s = await decideSuggestion(t, suggestionId, action === 'dismiss' ? 'dismissed' : 'accepted', actor.id);
    if (action === 'dismiss' || !edit) {
      await audit(t, {
        actorUserId: actor.id,
        actorLabel: actor.email,
        action: action === 'dismiss' ? 'suggestion.dismissed' : 'suggestion.accepted',
        targetType: 'business',
        targetId: s.businessId,
        details: { suggestionId: s.id },
      });
      return null;
    }
    return proposeChange(t, {
      businessId: s.businessId,
      ownerId: null,
      plan: 'premium',
      edit,
      source: 'suggestion',
      suggestionId: s.id,
      actorUserId: actor.id,
    });
  });
  return change ? approveChange(db, actor, change.id) : null;
}
