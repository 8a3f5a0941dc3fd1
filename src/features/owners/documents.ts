/**
 * Owners' verification documents (PD7): private files. Checked by content (the first bytes: `%PDF-`, the
 * JPEG and PNG signatures), not by name or Content-Type; at most 10 MB each (4 MB on Netlify,
 * ./document-limit.ts). Stored under
 * `private/owner-docs/<key>.<ext>` in the configured storage (src/platform/storage.ts), which the public
 * `/uploads/*` never serves, with one `uploads` row (kind 'owner_document', private, the uploader's user id).
 * `readDocument` answers the file to its uploader and to admins only, checked on every download.
 */
import { and, eq, inArray, isNull, lt, sql } from 'drizzle-orm';
import type { Db } from '#db/client.ts';
import { uploads } from '#db/schema/index.ts';
import { ownerMessages, type OwnerDocument } from '#lib/contract/owners.ts';
import { randomToken } from '#platform/crypto.ts';
import { HttpError, notFound } from '#platform/errors.ts';
import { log } from '#platform/log.ts';
import { fileStorage, type StoredFile } from '#platform/storage.ts';
import { documentLimit } from './document-limit.ts';

export const DOCUMENT_KIND = 'owner_document';
/** Documents never attached to an application within this many hours are deleted. */
export const UNATTACHED_DOCUMENT_HOURS = 24;

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
  const n = (name ?? '').replaceAll('\u0000', '').toWellFormed().replace(/[\r\n"\\/]/g, ' ').trim().slice(0, 200);
  return n || 'belge';
}

/** Checks and stores one document of `userId`. 400/413/415 with Turkish messages. */
export async function saveDocument(db: Db, input: { bytes: Uint8Array; originalName: string | null; userId: number }): Promise<OwnerDocument> {
  if (input.bytes.byteLength === 0) throw new HttpError(400, ownerMessages.documentEmpty, { file: ownerMessages.documentEmpty });
  const limit = documentLimit();
  if (input.bytes.byteLength > limit.bytes) throw new HttpError(413, limit.message, { file: limit.message });
  const kind = sniffDocument(input.bytes);
  if (!kind) throw new HttpError(415, ownerMessages.documentType, { file: ownerMessages.documentType });
  const key = randomToken(18);
  const storageKey = documentStorageKey(key, kind.contentType);
  const name = cleanName(input.originalName);
  const storage = fileStorage();
  await storage.put(storageKey, input.bytes, kind.contentType);
  try {
    await db.insert(uploads).values({
      key,
      kind: DOCUMENT_KIND,
      contentType: kind.contentType,
      size: input.bytes.byteLength,
      originalName: name,
      isPrivate: true,
      ownerUserId: input.userId,
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
  return db.select().from(uploads).where(and(inArray(uploads.id, [...ids]), eq(uploads.kind, DOCUMENT_KIND)));
}

export const documentOf = (r: DocumentRow): OwnerDocument => ({ key: r.key, name: r.originalName ?? 'belge', size: r.size, contentType: r.contentType });

/**
 * The file of document `key` for `who`: its uploader, or an admin (who passed the second factor: the
 * function checks that). Anyone else gets the same 404 as for an unknown key (no hint that it exists).
 */
export async function readDocument(db: Db, key: string, who: { userId: number; isAdmin: boolean }): Promise<{ file: StoredFile; name: string }> {
  const [row] = await db
    .select()
    .from(uploads)
    .where(and(eq(uploads.key, key), eq(uploads.kind, DOCUMENT_KIND)))
    .limit(1);
  if (!row || (!who.isAdmin && row.ownerUserId !== who.userId)) throw notFound('Belge bulunamadı.');
  const file = await fileStorage().get(documentStorageKey(row.key, row.contentType));
  if (!file) throw notFound('Belge bulunamadı.');
  return { file, name: row.originalName ?? 'belge' };
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
