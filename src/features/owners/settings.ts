/**
 * 'Ayarlar' of an owner: notification e-mails, contact details (the owner's, not the listing's: those change
 * through a change set), and leaving the ownership. Only the owner themself (403 otherwise).
 */
import { and, eq, ne } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '#db/client.ts';
import { businessOwners, users } from '#db/schema/index.ts';
import { emailField } from '#lib/auth-schema.ts';
import { ownerMessages, type OwnerRecord } from '#lib/contract/owners.ts';
import { normalizeTrPhone } from '#lib/phone.ts';
import { audit } from '#platform/audit.ts';
import { forbidden, notFound } from '#platform/errors.ts';
import { applyFeatured } from './admin.ts';
import { ownerRecord } from './applications.ts';

export const settingsSchema = z
  .object(
    {
      notifyByEmail: z.boolean({ error: 'Bildirim tercihi evet ya da hayır olmalıdır' }),
      phone: z.string({ error: ownerMessages.phoneInvalid }).transform((v, ctx) => {
        const n = normalizeTrPhone(v);
        if (!n) {
          ctx.addIssue({ code: 'custom', message: ownerMessages.phoneInvalid });
          return z.NEVER;
        }
        return n;
      }),
      email: emailField,
    },
    { error: 'İstek gövdesi bir nesne olmalıdır.' },
  )
  .partial()
  .strict();

async function own(db: Db, id: number, userId: number) {
  const [row] = await db.select().from(businessOwners).where(eq(businessOwners.id, id)).limit(1);
  if (!row) throw notFound('Kayıt bulunamadı.');
  if (row.userId !== userId) throw forbidden('Bu kayda erişim yetkiniz yok.');
  return row;
}

export async function updateSettings(db: Db, id: number, userId: number, input: z.infer<typeof settingsSchema>): Promise<OwnerRecord> {
  await own(db, id, userId);
  const set: Partial<typeof businessOwners.$inferInsert> = {};
  if (input.notifyByEmail !== undefined) set.notifyByEmail = input.notifyByEmail;
  if (input.phone !== undefined) set.phone = input.phone;
  if (input.email !== undefined) set.email = input.email;
  if (Object.keys(set).length) {
    await db.update(businessOwners).set(set).where(eq(businessOwners.id, id));
    await audit(db, {
      actorUserId: userId,
      actorLabel: `user:${userId}`,
      action: 'owner.settings',
      targetType: 'owner',
      targetId: id,
      details: { fields: Object.keys(set) },
    });
  }
  return ownerRecord(db, id, { userId, isAdmin: false });
}

/** The owner leaves: the row is unlinked (status rejected, reason noted); the account loses the owner role with its last ownership. */
export async function leaveOwnership(db: Db, id: number, userId: number): Promise<void> {
  const row = await own(db, id, userId);
  await db.transaction(async (t) => {
    await t
      .update(businessOwners)
      .set({
        status: 'rejected',
        businessId: null,
        rejectionReason: 'Sahiplikten ayrıldınız.',
        subscriptionPlan: 'free',
        subscriptionExpiresAt: null,
      })
      .where(eq(businessOwners.id, id));
    if (row.businessId !== null) await applyFeatured(t, row.businessId);
    const [still] = await t
      .select({ id: businessOwners.id })
      .from(businessOwners)
      .where(and(eq(businessOwners.userId, userId), eq(businessOwners.status, 'approved'), ne(businessOwners.id, id)))
      .limit(1);
    if (!still)
      await t
        .update(users)
        .set({ role: 'user' })
        .where(and(eq(users.id, userId), eq(users.role, 'owner')));
    await audit(t, {
      actorUserId: userId,
      actorLabel: `user:${userId}`,
      action: 'owner.left',
      targetType: 'owner',
      targetId: id,
      details: { businessId: row.businessId },
    });
  });
}
