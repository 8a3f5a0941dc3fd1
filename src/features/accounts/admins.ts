/**
 * The operator's account commands (`npm run cli -- make-admin`, `reset-totp`).
 *
 * makeAdmin (product decision D5, decision 035): creates the user if needed, makes them admin (or moderator) and marks the address verified. The admin then logs in at /login with an e-mailed code and
 * enrols an authenticator app (TOTP) on the first visit to /admin.
 */
import { eq, sql } from 'drizzle-orm';
import type { Db } from '#db/client.ts';
import { sessions, users } from '#db/schema/index.ts';
import { audit } from '#platform/audit.ts';
import { emailField } from '#lib/auth-schema.ts';

export type UserRow = typeof users.$inferSelect;

/** The roles the CLI grants (decision 035): an admin, or a moderator of the queues. */
export type StaffRole = 'admin' | 'moderator';

export async function makeAdmin(
  db: Db,
  email: string,
  name?: string,
  role: StaffRole = 'admin',
): Promise<{ created: boolean; user: UserRow }> {
  const parsed = emailField.safeParse(email);
  if (!parsed.success) throw new Error(`Geçerli bir e-posta adresi değil: ${email}`);
  const address = parsed.data;
  const cleanName = name?.trim().slice(0, 120) || undefined;

  const [existing] = await db.select().from(users).where(eq(users.email, address)).limit(1);
  let user: UserRow | undefined;
  let created = false;
  if (existing) {
    [user] = await db
      .update(users)
      .set({ role, isVerified: true, ...(cleanName ? { name: cleanName } : {}), updatedAt: sql`now()` })
      .where(eq(users.id, existing.id))
      .returning();
  } else {
    [user] = await db
      .insert(users)
      .values({ email: address, name: cleanName ?? (address.split('@')[0] || 'Yönetici'), role, isVerified: true })
      .onConflictDoUpdate({ target: users.email, set: { role, isVerified: true } })
      .returning();
    created = true;
  }
  if (!user) throw new Error(`${address} oluşturulamadı ya da güncellenemedi`);
  await audit(db, {
    actorLabel: 'cli',
    action: role === 'admin' ? 'user.made_admin' : 'user.made_moderator',
    targetType: 'user',
    targetId: user.id,
    details: { email: address, created, role, previousRole: existing?.role ?? null },
  });
  return { created, user };
}

/** Removes an admin's authenticator (lost phone); their sessions lose the second factor. Null: no such user. */
export async function resetTotp(db: Db, email: string): Promise<{ id: number; email: string } | null> {
  const [user] = await db
    .update(users)
    .set({ totpSecret: null, totpEnabledAt: null, totpLastStep: null })
    .where(eq(users.email, email.trim().toLowerCase()))
    .returning({ id: users.id, email: users.email });
  if (!user) return null;
  await db.update(sessions).set({ secondFactorAt: null }).where(eq(sessions.userId, user.id));
  await audit(db, { actorLabel: 'cli', action: 'totp.reset', targetType: 'user', targetId: String(user.id) });
  return user;
}
