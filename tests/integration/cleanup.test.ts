/**
 * Submissions whose e-mail was never confirmed are deleted after 30 days, with their verification and
 * their photos (rows and files); confirmed, recent and approved businesses are kept. Run through the
 * scheduled function the host calls daily.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog, businesses, categories, districts, uploads, verifications } from '#db/schema/index.ts';
import submissionsCleanup, { config } from '../../functions/submissions-cleanup.ts';
import { photoStorageKeys, savePhoto } from '#features/uploads/photos.ts';
import { purgeUnverifiedSubmissions, UNVERIFIED_KEEP_DAYS } from '#features/listings/submission.ts';
import { jpegBytes } from '#tests/helpers/business-flow.ts';
import { databaseFor, localUploadsFor } from '#tests/helpers/factories.ts';
import { testDrivers } from '#tests/helpers/db.ts';

const uploadsDir = localUploadsFor('cleanup-uploads-');

describe.each(testDrivers())('unverified submissions on %s', (driver) => {
  const t = databaseFor(driver, { seed: true });

  async function submitted(name: string, status: 'email_pending' | 'pending' | 'approved', daysAgo: number): Promise<number> {
    const [category] = await t.db.select({ id: categories.id }).from(categories).limit(1);
    const [district] = await t.db.select({ id: districts.id }).from(districts).limit(1);
    const [row] = await t.db
      .insert(businesses)
      .values({
        name,
        categoryId: category!.id,
        districtId: district!.id,
        address: 'Reşatbey Mah. 1. Sok. No: 1, Seyhan/Adana',
        status,
        submitterEmail: `${name.toLowerCase().replace(/\W+/g, '-')}@ornek.test`,
        submittedAt: sql`now() - make_interval(days => ${daysAgo}::int)`,
        ...(status === 'approved' ? { approvedAt: sql`now()` } : {}),
      })
      .returning({ id: businesses.id });
    await t.db.insert(verifications).values({
      purpose: 'business_email',
      target: `business:${row!.id}`,
      tokenHash: `${row!.id}`.padEnd(64, 'a'),
      expiresAt: sql`now() - make_interval(days => ${daysAgo - 1}::int)`,
    });
    return row!.id;
  }

  it('deletes only e-mail-pending submissions older than 30 days, with their verification and photo files', async () => {
    expect(UNVERIFIED_KEEP_DAYS).toBe(30);
    const old = await submitted('Eski Doğrulanmamış', 'email_pending', 31);
    const recent = await submitted('Yeni Doğrulanmamış', 'email_pending', 3);
    const confirmed = await submitted('Eski Ama Doğrulanmış', 'pending', 40);
    const published = await submitted('Yayında Olan', 'approved', 60);
    const photo = await savePhoto(t.db, { bytes: await jpegBytes(800, 600) });
    await t.db.update(uploads).set({ businessId: old }).where(eq(uploads.key, photo.key));
    const files = async () => (await fs.readdir(path.join(uploadsDir.dir, 'photos'))).filter((f) => f.startsWith(photo.key));
    expect(await files()).toHaveLength(photoStorageKeys(photo.key).length); // main, 480 px and the six srcset variants

    // The scheduled function (daily), as the host runs it (useTestDatabase registered this database).
    expect(config.schedule).toBe('@daily');
    const res = await submissionsCleanup();
    expect(res.status).toBe(204);

    const left = (
      await t.db
        .select({ id: businesses.id })
        .from(businesses)
        .where(inArray(businesses.id, [old, recent, confirmed, published]))
    ).map((r) => r.id);
    expect(left.sort()).toEqual([recent, confirmed, published].sort());
    expect(
      await t.db
        .select()
        .from(verifications)
        .where(eq(verifications.target, `business:${old}`)),
    ).toHaveLength(0);
    expect(
      await t.db
        .select()
        .from(verifications)
        .where(eq(verifications.target, `business:${recent}`)),
    ).toHaveLength(1);
    expect(await t.db.select().from(uploads).where(eq(uploads.key, photo.key))).toHaveLength(0);
    expect(await files()).toHaveLength(0);
    const [entry] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'business.unverified_deleted')));
    expect(entry?.details).toMatchObject({ ids: [old], days: 30 });

    // Nothing more to do: a second run deletes nothing.
    expect(await purgeUnverifiedSubmissions(t.db)).toBe(0);
  });
});
