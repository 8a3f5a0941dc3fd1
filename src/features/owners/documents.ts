/**
 * Owners' verification documents (PD7): private files. Checked by content (the first bytes: `%PDF-`, the
 * JPEG and PNG signatures), not by name or Content-Type; at most 10 MB each (4 MB on Netlify,
 * ./document-limit.ts). Stored under
 * `private/owner-docs/<key>.<ext>` in the configured storage (src/platform/storage.ts), which the public
 * `/uploads/*` never serves, with one `uploads` row (kind 'owner_document', private, the uploader's user id).
 * `readDocument` answers the file to its uploader and to admins only, checked on every download.
 */
import { and, eq, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import type { Db } from '#db/client.ts';
import { businessOwners, uploads } from '#db/schema/index.ts';
import { ownerMessages, type OwnerDocument } from '#lib/contract/owners.ts';
import { randomToken } from '#platform/crypto.ts';
import { HttpError, notFound } from '#platform/errors.ts';
import { log } from '#platform/log.ts';
import { fileStorage, type StoredFile } from '#platform/storage.ts';
import { documentLimit } from './document-limit.ts';

export const DOCUMENT_KIND = 'owner_document';
/** Documents never attached to an application within this many hours are deleted (said on /privacy). */
export const UNATTACHED_DOCUMENT_HOURS = 2;
/** Documents of a rejected application, or of one never confirmed by e-mail, are deleted this many days after (said on /privacy). */
const DECIDED_DOCUMENT_DAYS = 30;
/** What one account may keep uploaded and not yet part of an application (one account once sent 30 × 10 MB in 8 s). */
export const DOCUMENT_QUOTA = { files: 10, bytes: 50 * 1024 * 1024 };
/** A document is refused when storing it would leave less than this free on the server's disk. */
const DOCUMENT_MIN_FREE_BYTES = 512 * 1024 * 1024;
export const DOCUMENT_QUOTA_MESSAGE = `Başvuruya eklenmemiş en fazla ${DOCUMENT_QUOTA.files} belge (toplam ${DOCUMENT_QUOTA.bytes / 1024 / 1024} MB) yükleyebilirsiniz. Başvurunuzu gönderin ya da birkaç saat sonra yeniden deneyin.`;
const DOCUMENT_NO_SPACE_MESSAGE = 'Belge şu anda kaydedilemiyor. Lütfen daha sonra tekrar deneyin.';

/** Documents of `userId` that no application names yet. */
const unattachedOf = (userId: number) =>
  and(
    eq(uploads.kind, DOCUMENT_KIND),
    eq(uploads.ownerUserId, userId),
    isNull(uploads.businessId),
    sql`NOT EXISTS (SELECT 1 FROM business_owners o WHERE ${uploads.id} = ANY(o.verification_documents))`,
  );

type Sniffed = { ext: 'pdf' | 'jpg' | 'png'; contentType: string };

/** The type of a document from its first bytes, or null when it is none of PDF, JPEG, PNG. */
export function sniffDocument(bytes: Uint8Array): Sniffed | null {
  const starts = (sig: number[]) => sig.every((b, i) => bytes[i] === b);
  if (starts([0x25, 0x50, 0x44, 0x46, 0x2d])) return { ext: 'pdf', contentType: 'application/pdf' };
  if (starts([0xff, 0xd8, 0xff])) return { ext: 'jpg', contentType: 'image/jpeg' };
  if (starts([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return { ext: 'png', contentType: 'image/png' };
  return null;
}

export const documentStorageKey = (key: string, contentType: string) =>
  `private/owner-docs/${key}.${contentType === 'application/pdf' ? 'pdf' : contentType === 'image/png' ? 'png' : 'jpg'}`;

function cleanName(name: string | null | undefined): string {
  const n = (name ?? '')
    .replaceAll('\u0000', '')
    .toWellFormed()
    .replace(/[\r\n"\\/]/g, ' ')
    .trim()
    .slice(0, 200);
  return n || 'belge';
}

const DOCUMENT_QUOTA_LOCK = 28_001;

/** 429 when one more document of `bytes` would pass the account's quota of unattached documents. */
async function quotaCheck(db: Db, userId: number, bytes: number): Promise<void> {
  const [held] = await db
    .select({ n: sql<number>`count(*)::int`, size: sql<string>`coalesce(sum(${uploads.size}), 0)` })
    .from(uploads)
    .where(unattachedOf(userId));
  if ((held?.n ?? 0) + 1 > DOCUMENT_QUOTA.files || Number(held?.size ?? 0) + bytes > DOCUMENT_QUOTA.bytes) {
    throw new HttpError(429, DOCUMENT_QUOTA_MESSAGE, { file: DOCUMENT_QUOTA_MESSAGE });
  }
}

/** Checks and stores one document of `userId`. 400/413/415 with Turkish messages. */
export async function saveDocument(
  db: Db,
  input: { bytes: Uint8Array; originalName: string | null; userId: number },
): Promise<OwnerDocument> {
  if (input.bytes.byteLength === 0) throw new HttpError(400, ownerMessages.documentEmpty, { file: ownerMessages.documentEmpty });
  const limit = documentLimit();
  if (input.bytes.byteLength > limit.bytes) throw new HttpError(413, limit.message, { file: limit.message });
  const kind = sniffDocument(input.bytes);
  if (!kind) throw new HttpError(415, ownerMessages.documentType, { file: ownerMessages.documentType });
  const key = randomToken(18);
  const storageKey = documentStorageKey(key, kind.contentType);
  const name = cleanName(input.originalName);
  const storage = fileStorage();
  const free = (await storage.freeBytes?.()) ?? null;
  if (free !== null && free - input.bytes.byteLength < DOCUMENT_MIN_FREE_BYTES) {
    log.error('owner document refused: the disk is nearly full', { storage: storage.name, free });
    throw new HttpError(507, DOCUMENT_NO_SPACE_MESSAGE, { file: DOCUMENT_NO_SPACE_MESSAGE });
  }
  await quotaCheck(db, input.userId, input.bytes.byteLength);
  await storage.put(storageKey, input.bytes, kind.contentType);
  try {
    await db.transaction(async (t) => {
      // One upload of an account at a time past this point, so two at once cannot both pass the quota.
      await t.execute(sql`SELECT pg_advisory_xact_lock(${DOCUMENT_QUOTA_LOCK}::int, ${input.userId}::int)`);
      await quotaCheck(t, input.userId, input.bytes.byteLength);
      await t.insert(uploads).values({
        key,
        kind: DOCUMENT_KIND,
        contentType: kind.contentType,
        size: input.bytes.byteLength,
        originalName: name,
        isPrivate: true,
        ownerUserId: input.userId,
      });
    });
  } catch (err) {
    await storage.delete(storageKey).catch(() => undefined);
    throw err;
  }
  return { key, name, size: input.bytes.byteLength, contentType: kind.contentType };
}

export type DocumentRow = typeof uploads.$inferSelect;

export async function documentRows(db: Db, ids: readonly number[]): Promise<DocumentRow[]> {
  if (!ids.length) return [];
  return db
    .select()
    .from(uploads)
    .where(and(inArray(uploads.id, [...ids]), eq(uploads.kind, DOCUMENT_KIND)));
}

export const documentOf = (r: DocumentRow): OwnerDocument => ({
  key: r.key,
  name: r.originalName ?? 'belge',
  size: r.size,
  contentType: r.contentType,
});

/** The download's name ends in the type the content was checked to be ("evrak.html" of a PDF → "evrak.pdf"). */
function withCheckedExtension(name: string, contentType: string): string {
  const ext = documentStorageKey('x', contentType).split('.').pop()!;
  return `${name.replace(/\.[A-Za-z0-9]{1,8}$/, '') || 'belge'}.${ext}`;
}

/**
 * The file of document `key` for `who`: its uploader, or an admin (who passed the second factor: the
 * function checks that). Anyone else gets the same 404 as for an unknown key (no hint that it exists).
 */
export async function readDocument(
  db: Db,
  key: string,
  who: { userId: number; isAdmin: boolean },
): Promise<{ file: StoredFile; name: string }> {
  const [row] = await db
    .select()
    .from(uploads)
    .where(and(eq(uploads.key, key), eq(uploads.kind, DOCUMENT_KIND)))
    .limit(1);
  if (!row || (!who.isAdmin && row.ownerUserId !== who.userId)) throw notFound('Belge bulunamadı.');
  const file = await fileStorage().get(documentStorageKey(row.key, row.contentType));
  if (!file) throw notFound('Belge bulunamadı.');
  return { file, name: withCheckedExtension(row.originalName ?? 'belge', row.contentType) };
}

/**
 * Deletes documents uploaded more than `hours` ago that no application names (their `businessId` stays
 * null; an application marks its documents by listing their ids, so this checks the owners table).
 */
export async function deleteStaleDocuments(db: Db, hours = UNATTACHED_DOCUMENT_HOURS): Promise<number> {
  const gone = await db
    .delete(uploads)
    .where(
      and(
        eq(uploads.kind, DOCUMENT_KIND),
        isNull(uploads.businessId),
        lt(uploads.createdAt, sql`now() - make_interval(hours => ${hours}::int)`),
        sql`NOT EXISTS (SELECT 1 FROM business_owners o WHERE ${uploads.id} = ANY(o.verification_documents))`,
      ),
    )
    .returning({ key: uploads.key, contentType: uploads.contentType });
  for (const r of gone) {
    await fileStorage()
      .delete(documentStorageKey(r.key, r.contentType))
      .catch((err: unknown) => log.warn('could not delete an unattached document', { key: r.key, err }));
  }
  return gone.length;
}

/**
 * Deletes the documents of applications that no longer need them, `days` after: rejected ones (counted from
 * the decision, the row's last change) and ones never confirmed by e-mail (counted from the application).
 * The application keeps no ids of deleted files.
 */
export async function deleteDecidedDocuments(db: Db, days = DECIDED_DOCUMENT_DAYS): Promise<number> {
  const gone = await db.transaction(async (t) => {
    const due = await t
      .select({ id: businessOwners.id, docs: businessOwners.verificationDocuments })
      .from(businessOwners)
      .where(
        and(
          sql`cardinality(${businessOwners.verificationDocuments}) > 0`,
          or(
            and(eq(businessOwners.status, 'rejected'), lt(businessOwners.updatedAt, sql`now() - make_interval(days => ${days}::int)`)),
            and(eq(businessOwners.status, 'email_pending'), lt(businessOwners.createdAt, sql`now() - make_interval(days => ${days}::int)`)),
          ),
        ),
      )
      .limit(500)
      .for('update');
    if (!due.length) return [];
    await t
      .update(businessOwners)
      .set({ verificationDocuments: [] })
      .where(
        inArray(
          businessOwners.id,
          due.map((d) => d.id),
        ),
      );
    const ids = [...new Set(due.flatMap((d) => d.docs))];
    if (!ids.length) return [];
    // A file another application still names stays.
    return t
      .delete(uploads)
      .where(
        and(
          inArray(uploads.id, ids),
          eq(uploads.kind, DOCUMENT_KIND),
          sql`NOT EXISTS (SELECT 1 FROM business_owners o WHERE ${uploads.id} = ANY(o.verification_documents))`,
        ),
      )
      .returning({ key: uploads.key, contentType: uploads.contentType });
  });
  for (const r of gone) {
    await fileStorage()
      .delete(documentStorageKey(r.key, r.contentType))
      .catch((err: unknown) => log.warn('could not delete a document of a decided application', { key: r.key, err }));
  }
  return gone.length;
}
