/**
 * Writing imported businesses (decision 008 "Import engine"; PD10), shared by
 * POST /api/businesses/import-csv and `npm run cli -- import`:
 *  - everything or nothing: an error midway leaves no row, no audit entry, no rebuild;
 *  - duplicates are skipped and reported: the same Google cid or place id as a stored business (any
 *    status), the same name (Turkish-folded) in the same district, or a row repeating an earlier row of the
 *    same file;
 *  - `publish`: rows are `approved` with `approvedAt` (an admin's or the operator's import); otherwise
 *    `pending`, in the moderation queue (a logged-in user's import). A row whose category could not be
 *    decided is, on a published import, written without a category and `pending` ("Kategori seçilmeli" in
 *    the queue, `categoryToChoose` in the answer, not counted in `imported`); a user's import skips it;
 *  - a logged-in user's rows (not published) count against a daily quota (`IMPORT_USER_DAILY_ROWS`, 200 by
 *    default): a file that would pass it is refused as a whole (429) with what is left today;
 *  - then the search index of the new rows, the category counts and a site rebuild (when published), and
 *    an audit entry.
 * Answer: `{imported, updated, skipped, errors: [{line, reason}], warnings, categoryToChoose}`; rows without a name are dropped
 * silently (spec §5). Decision 015: an admin's or the operator's import (`publish`) updates the stored business a
 * row matches by our id (an export re-imported), Google cid or place id, instead of skipping it (empty
 * optional fields keep the stored value), in the last transaction with the publication; `warnings` are the
 * written lines whose optional fields were left out. PD23: an OpenStreetMap row carries its OSM id,
 * stored on the business with the values it wrote (`osm_imported`); a re-import updates the business of
 * that id field by field, never a field changed here since the last import (src/lib/import/osm-reimport.ts),
 * and answers `unchanged` for the matched businesses it had nothing to change on (a note counts those whose
 * changed fields were kept).
 *
 * Short transactions. One transaction for a 5,000-row file held the database for seconds,
 * and on the embedded database (one connection, one thread) every other request waited all that time. So:
 *  1. the rows are written in batches of `BATCH_ROWS`, each its own transaction (insert + search index), with
 *     the status `importing`, which every reader ignores: public pages, lists, search and the map filter on
 *     `approved`, the admin queue on the status it shows, the map's grid and the category counts count
 *     `approved` only. Between batches the import steps aside (`stepAside`), so waiting requests run;
 *  2. one last short transaction turns them all `approved` (or `pending`) and writes the counts, the rebuild
 *     request and the audit entry: the file appears at once. The map's grid follows that UPDATE per
 *     statement (migration 0004), not per row;
 *  3. on any error the hidden rows are deleted (in batches too) and the error goes on; if the process dies
 *     instead, the next import deletes them before it starts (they are hidden, so nobody saw them). Their
 *     words stay in the search dictionary, as a deleted business's do (src/features/search/search-index.ts).
 * The last transaction still costs what making the rows visible costs (their entries in the indexes of
 * approved businesses): about 1.2 s for 5,000 rows on PGlite, against 5–7 s for the whole import before.
 * A hidden status rather than a column: every query already filters on the status, a new column would have
 * to be added to each of them. Imports are serialised by a lease (table `import_lease`, renewed in every
 * batch's transaction) instead of an advisory lock, which lives only as long as one transaction (and on a
 * pool a session lock would be tied to one connection); a crashed import's lease runs out after
 * `LEASE_SECONDS`. Holding the lease is checked in every transaction that writes, so an import that lost it
 * (stalled past the lease) cannot publish. Under the lease every `importing` row is the holder's, so the
 * duplicate checks, made once for the whole file before the first batch, never see hidden rows of another
 * import (they are deleted first and excluded anyway).
 */
import { and, eq, gt, inArray, isNotNull, lt, ne, or, sql } from 'drizzle-orm';
import type { Db } from '#db/client.ts';
import { businesses, categories, districts, importLease } from '#db/schema/index.ts';
import { audit } from '#platform/audit.ts';
import { readCsv } from '#lib/import/csv.ts';
import { mapFile, mapJsonRows } from '#lib/import/map.ts';
import { planOsmReimport, type OsmValues } from '#lib/import/osm-reimport.ts';
import { importMessages as M } from '#lib/import/messages.ts';
import {
  ImportFileError,
  type ImportCandidate,
  type ImportLayout,
  type ImportResult,
  type MappedImport,
  type MappedLayout,
  type RowError,
} from '#lib/import/types.ts';
import { getConfig } from '#platform/config.ts';
import { HttpError, isUniqueViolation } from '#platform/errors.ts';
import { log } from '#platform/log.ts';
import { businessCacheTags, listCacheTags, purgePages, requestRebuild } from '#platform/rebuild.ts';
import { foldTurkish } from '#lib/turkish.ts';
import { refreshCategoryCounts } from '#features/businesses/public.ts';
import { reindexBusinesses } from '#features/search/search-index.ts';
import { writeNewOverrides } from '#features/businesses/hours-overrides.ts';

/** Rows written per transaction: on PGlite a batch holds the database for about a tenth of a second. */
export const BATCH_ROWS = 200;
/** How long the import lease lasts without a renewal (every batch renews it). */
const LEASE_SECONDS = 30;
/** How long an import waits for another one to finish: past one lease, a crashed holder's has run out. */
const LEASE_WAIT_MS = (LEASE_SECONDS + 10) * 1000;

export type ImportSource = 'csv' | 'google' | 'cli';

export interface ImportActor {
  userId: number | null;
  /** 'operator': the command line. */
  role: 'user' | 'owner' | 'admin' | 'operator';
  /** For the audit log: the e-mail address, or 'cli'. */
  label: string;
  /** Stored as the submitter's e-mail of pending rows (a rejection is e-mailed there). */
  email?: string | null;
}

export interface ImportOptions {
  actor: ImportActor;
  publish: boolean;
  source: ImportSource;
}

// ---------------------------------------------------------------------------------------------
// Duplicate keys
// ---------------------------------------------------------------------------------------------
/** Letters the duplicate pre-filter maps (pairs "from to"): ASCII capitals, Turkish letters, common accents. */
const FOLD_PAIRS =
  'AaBbCcDdEeFfGgHhIiJjKkLlMmNnOoPpQqRrSsTtUuVvWwXxYyZz' +
  'ÇcĞgİiÖoŞsÜuçcğgıiöoşsüu' +
  'ÂaÎiÛuâaîiûuÉeÈeÊeËeéeèeêeëeÁaÀaÄaáaàaäaÍiÌiíiìiÓoÒoÔoóoòoôoÚuÙuúuùuÑnñn';
const UPPER = [...FOLD_PAIRS].filter((_, i) => i % 2 === 0).join('');
const LOWER = [...FOLD_PAIRS].filter((_, i) => i % 2 === 1).join('');
const PREFILTER_MAP = new Map([...UPPER].map((ch, i) => [ch, LOWER[i]!]));

/**
 * A coarse key the database can compute too (translate + strip, no locale involved): equal folded names
 * have equal keys, so it narrows the stored names before the exact Turkish-folded comparison.
 */
function prefilterKey(name: string): string {
  let out = '';
  for (const ch of name) out += PREFILTER_MAP.get(ch) ?? ch;
  return out.replace(/[^a-z0-9]+/g, '');
}
const prefilterSql = sql`regexp_replace(translate(${businesses.name}, ${UPPER}, ${LOWER}), '[^a-z0-9]+', '', 'g')`;

const nameKey = (name: string, district: string | null) => `${district ?? ''}|${foldTurkish(name)}`;

const jsonList = (values: readonly (string | number)[]) =>
  sql`(SELECT value FROM jsonb_array_elements_text(${JSON.stringify(values.map(String))}::jsonb))`;

interface Existing {
  byCid: Map<string, number>;
  byPlaceId: Map<string, number>;
  byName: Map<string, number>;
  /** Our ids a re-imported export names (the `id` column) that exist. */
  ids: Set<number>;
  /** Businesses imported from OpenStreetMap, by OSM id: their fields now and the last import's values. */
  byOsm: Map<string, { id: number; status: string; stored: OsmValues; last: OsmValues | null }>;
}

async function findExisting(db: Db, candidates: readonly ImportCandidate[], districtIds: Map<string, number>): Promise<Existing> {
  const existing: Existing = { byCid: new Map(), byPlaceId: new Map(), byName: new Map(), ids: new Set(), byOsm: new Map() };
  const osmIds = [...new Set(candidates.map((c) => c.osmId).filter((v): v is string => Boolean(v)))];
  if (osmIds.length) {
    const rows = await db
      .select({
        id: businesses.id,
        status: businesses.status,
        osmId: businesses.osmId,
        osmImported: businesses.osmImported,
        name: businesses.name,
        categoryId: businesses.categoryId,
        subcategory: businesses.subcategory,
        description: businesses.description,
        address: businesses.address,
        districtId: businesses.districtId,
        latitude: businesses.latitude,
        longitude: businesses.longitude,
        phone: businesses.phone,
        email: businesses.email,
        website: businesses.website,
        features: businesses.features,
        hours: businesses.hours,
      })
      .from(businesses)
      .where(and(ne(businesses.status, 'importing'), inArray(businesses.osmId, osmIds)));
    for (const { id, status, osmId, osmImported, ...stored } of rows)
      existing.byOsm.set(osmId!, { id, status, stored, last: osmImported ?? null });
  }
  const ourIds = [...new Set(candidates.map((c) => c.id).filter((v): v is number => typeof v === 'number' && v > 0))];
  if (ourIds.length) {
    const rows = await db
      .select({ id: businesses.id })
      .from(businesses)
      .where(and(ne(businesses.status, 'importing'), inArray(businesses.id, ourIds)));
    for (const r of rows) existing.ids.add(r.id);
  }
  const cids = [...new Set(candidates.map((c) => c.googleCid).filter((v): v is string => Boolean(v)))];
  const placeIds = [...new Set(candidates.map((c) => c.googlePlaceId).filter((v): v is string => Boolean(v)))];
  if (cids.length || placeIds.length) {
    const conditions = [];
    if (cids.length) conditions.push(inArray(businesses.googleCid, cids));
    if (placeIds.length) conditions.push(inArray(businesses.googlePlaceId, placeIds));
    const rows = await db
      .select({ id: businesses.id, cid: businesses.googleCid, placeId: businesses.googlePlaceId })
      .from(businesses)
      .where(and(ne(businesses.status, 'importing'), or(...conditions)));
    for (const r of rows) {
      if (r.cid) existing.byCid.set(r.cid, r.id);
      if (r.placeId) existing.byPlaceId.set(r.placeId, r.id);
    }
  }
  const districtNameById = new Map([...districtIds].map(([name, id]) => [id, name]));
  const keys = [...new Set(candidates.map((c) => prefilterKey(c.name)))];
  const ids = [...new Set(candidates.flatMap((c) => (c.district === null ? [] : [districtIds.get(c.district)!])))];
  if (keys.length) {
    const rows = await db
      .select({ id: businesses.id, name: businesses.name, districtId: businesses.districtId })
      .from(businesses)
      .where(
        sql`${businesses.status} <> 'importing' AND ${businesses.districtId}::text IN ${jsonList(ids)} AND ${prefilterSql} IN ${jsonList(keys)}`,
      );
    for (const r of rows) {
      const district = r.districtId === null ? undefined : districtNameById.get(r.districtId);
      if (district) existing.byName.set(nameKey(r.name, district), r.id);
    }
  }
  return existing;
}

// ---------------------------------------------------------------------------------------------
// The daily quota of a logged-in user's imports
// ---------------------------------------------------------------------------------------------
/** The Turkish refusal of a file that would pass the quota. */
export function importQuotaMessage(limit: number, left: number, wanted: number): string {
  if (limit === 0) return 'Toplu içe aktarma yalnızca yöneticilere açıktır. İşletmeleri "İşletme ekle" formuyla tek tek ekleyebilirsiniz.';
  const left24h =
    left > 0 ? `son 24 saatteki gönderimlerinizden sonra ${left} işletmelik yer kaldı` : 'son 24 saatteki hakkınızı doldurdunuz';
  return `Günde en fazla ${limit} işletmeyi onaya gönderebilirsiniz. Bu dosyada eklenecek ${wanted} işletme var; ${left24h}. Dosyayı bölerek sonra devam edebilirsiniz.`;
}

/**
 * 429 when a logged-in user's import would put more rows into the moderation queue than the quota allows
 * in 24 hours (counted from their imported rows, any status: deleting or rejected rows do not give room back).
 * Runs under the import lease, so two files of one user cannot both fit.
 */
async function enforceQuota(db: Db, actor: ImportActor, wanted: number): Promise<void> {
  if (actor.userId === null || wanted === 0) return;
  const limit = getConfig().IMPORT_USER_DAILY_ROWS;
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(businesses)
    .where(
      and(
        eq(businesses.submittedByUserId, actor.userId),
        ne(businesses.source, 'form'),
        gt(businesses.submittedAt, sql`now() - interval '24 hours'`),
      ),
    );
  const used = Number(row?.n ?? 0);
  if (used + wanted > limit) throw new HttpError(429, importQuotaMessage(limit, Math.max(0, limit - used), wanted));
}

// ---------------------------------------------------------------------------------------------
// The lease: one import at a time, across its transactions
// ---------------------------------------------------------------------------------------------
const importBusyMessage = 'Şu anda başka bir içe aktarma sürüyor. Lütfen bir dakika sonra yeniden deneyin.';

const importChangedMessage =
  'Dosyadaki bir işletme, içe aktarma sürerken başka bir yoldan eklendi; dosya kaydedilmedi. Lütfen dosyayı yeniden gönderin: o satır yinelenen olarak bildirilecek.';

const leaseEnd = sql`now() + make_interval(secs => ${LEASE_SECONDS})`;

/** Takes the lease when nobody holds it or the holder's has run out. */
async function takeLease(db: Db, holder: string): Promise<boolean> {
  const taken = await db
    .insert(importLease)
    .values({ holder, expiresAt: leaseEnd })
    .onConflictDoUpdate({ target: importLease.id, set: { holder, expiresAt: leaseEnd }, setWhere: lt(importLease.expiresAt, sql`now()`) })
    .returning({ holder: importLease.holder });
  return taken.length > 0;
}

/** Waits for the lease (another import finishing, or a crashed one's lease running out); 503 past the wait. */
async function acquireLease(db: Db): Promise<string> {
  const holder = crypto.randomUUID();
  const giveUp = Date.now() + LEASE_WAIT_MS;
  while (!(await takeLease(db, holder))) {
    if (Date.now() > giveUp) throw new HttpError(503, importBusyMessage, undefined, { 'Retry-After': '60' });
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return holder;
}

/** In each writing transaction: renews the lease, and fails when another import has taken it over. */
async function renewLease(t: Db, holder: string): Promise<void> {
  const renewed = await t
    .update(importLease)
    .set({ expiresAt: leaseEnd })
    .where(and(eq(importLease.id, 1), eq(importLease.holder, holder)))
    .returning({ holder: importLease.holder });
  // The import stalled past its lease and another one took over: nothing of this file is published (the rows
  // are removed as on any failure); the person is told to send the file again.
  if (renewed.length === 0) {
    log.warn('import: lease lost, the file is not published');
    throw new HttpError(503, importBusyMessage, undefined, { 'Retry-After': '60' });
  }
}

async function releaseLease(db: Db, holder: string): Promise<void> {
  await db.delete(importLease).where(and(eq(importLease.id, 1), eq(importLease.holder, holder)));
}

/**
 * Lets waiting work run between two transactions: on PGlite the server is one thread with one connection,
 * and a timer (unlike a microtask or setImmediate) lets a full turn of the event loop pass, I/O included.
 */
const stepAside = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/** Deletes every hidden row (a failed import's, or a crashed one's), in batches; the lease holder only. */
async function deleteHidden(db: Db, holder: string): Promise<void> {
  for (;;) {
    const deleted = await db.transaction(async (t) => {
      await renewLease(t, holder);
      const some = t.select({ id: businesses.id }).from(businesses).where(eq(businesses.status, 'importing')).limit(BATCH_ROWS);
      return t
        .delete(businesses)
        .where(and(eq(businesses.status, 'importing'), inArray(businesses.id, some)))
        .returning({ id: businesses.id });
    });
    if (deleted.length < BATCH_ROWS) return;
    await stepAside();
  }
}

// ---------------------------------------------------------------------------------------------
// The import
// ---------------------------------------------------------------------------------------------
interface Plan {
  rows: (typeof businesses.$inferInsert)[];
  /**
   * Stored businesses a row updates (an admin's or the operator's import; decision 015 round trip). `quiet`: an
   * OSM re-import with no field to change (only the last import's values are written; counted unchanged).
   */
  updates: { id: number; line: number; set: Partial<typeof businesses.$inferInsert>; quiet?: boolean }[];
  /** OSM re-imports that kept a field someone here changed since the last import. */
  kept: number;
  errors: RowError[];
  /** Rows written without a category, for the queue (an admin's or the operator's import). */
  toChoose: RowError[];
  /** OpenStreetMap rows written without a district, for the queue (an admin's or the operator's import). */
  districtToChoose: RowError[];
  /** Rows written to wait in the queue (no category, no district or neither). */
  waiting: number;
}

/**
 * What a row changes in the business it matches: its fields, except that an empty optional field keeps
 * the stored value (a scrape without a phone does not erase the phone), and Google ids only fill gaps.
 */
function updateSet(
  c: ImportCandidate,
  categoryId: number | null,
  districtId: number | null,
  keepIds: boolean,
): Partial<typeof businesses.$inferInsert> {
  return {
    name: c.name,
    // an undecided category or district keeps the stored one
    ...(categoryId !== null ? { categoryId } : {}),
    ...(districtId !== null ? { districtId } : {}),
    address: c.address,
    isOpen: c.isOpen,
    ...(c.subcategory ? { subcategory: c.subcategory } : {}),
    ...(c.description ? { description: c.description } : {}),
    ...(c.latitude !== null && c.longitude !== null ? { latitude: c.latitude.toFixed(8), longitude: c.longitude.toFixed(8) } : {}),
    ...(c.phone ? { phone: c.phone } : {}),
    ...(c.whatsapp ? { whatsapp: c.whatsapp } : {}),
    ...(c.email ? { email: c.email } : {}),
    ...(c.website ? { website: c.website } : {}),
    ...(c.features?.length ? { features: c.features } : {}),
    ...(c.priceRange ? { priceRange: c.priceRange } : {}),
    ...(Object.keys(c.hours).length > 0 ? { hours: c.hours } : {}),
    ...(keepIds
      ? {}
      : { ...(c.googleCid ? { googleCid: c.googleCid } : {}), ...(c.googlePlaceId ? { googlePlaceId: c.googlePlaceId } : {}) }),
  };
}

/** The values an OSM row writes, as stored (the last import's values kept on the business, PD23). */
function osmValues(c: ImportCandidate, categoryId: number | null, districtId: number | null): OsmValues {
  return {
    name: c.name,
    ...(categoryId !== null ? { categoryId } : {}),
    subcategory: c.subcategory,
    description: c.description,
    address: c.address,
    ...(districtId !== null ? { districtId } : {}),
    latitude: c.latitude === null ? null : c.latitude.toFixed(8),
    longitude: c.longitude === null ? null : c.longitude.toFixed(8),
    phone: c.phone,
    email: c.email,
    website: c.website,
    features: c.features ?? [],
    hours: c.hours,
  };
}

/** What the file adds: reference data resolved, duplicates reported, the quota checked. Writes nothing. */
async function plan(db: Db, candidates: readonly ImportCandidate[], rejected: readonly RowError[], opts: ImportOptions): Promise<Plan> {
  const categoryRows = await db.select({ id: categories.id, slug: categories.slug }).from(categories);
  const districtRows = await db.select({ id: districts.id, name: districts.name }).from(districts);
  const categoryIds = new Map(categoryRows.map((c) => [c.slug, c.id]));
  const districtIds = new Map(districtRows.map((d) => [d.name, d.id]));

  const categoryOf = (c: ImportCandidate) => (c.categorySlug === null ? null : categoryIds.get(c.categorySlug)!);
  const districtOf = (c: ImportCandidate) => (c.district === null ? null : districtIds.get(c.district)!);
  const errors: RowError[] = [...rejected];
  const usable = candidates.filter((c) => {
    if (c.categorySlug === null) {
      // Decision 015: an admin's or the operator's import sends it to the queue for a category to be chosen;
      // anyone else's row is skipped with the reason (an admin decides only what they were asked to).
      if (!opts.publish) {
        errors.push({ line: c.line, reason: c.undecided?.reason ?? M.missingCategory });
        return false;
      }
    } else if (!categoryIds.has(c.categorySlug)) {
      // Reference data missing (a database without the seed): reported, never guessed.
      errors.push({ line: c.line, reason: M.unknownCategory(c.categorySlug) });
      return false;
    }
    if (c.district === null) {
      // An OpenStreetMap row the guide could not place: an admin's or the operator's import queues it for a
      // district to be chosen ("İlçe seçilmeli"); anyone else's skips it with the reason.
      if (opts.publish) return true;
      errors.push({ line: c.line, reason: M.missingDistrictOsm });
      return false;
    }
    if (districtIds.has(c.district)) return true;
    errors.push({ line: c.line, reason: M.unknownDistrict(c.district) });
    return false;
  });
  const existing = await findExisting(db, usable, districtIds);

  // Within the file: the first row wins, later ones point at it.
  const seenCid = new Map<string, number>();
  const seenPlace = new Map<string, number>();
  const seenName = new Map<string, number>();
  const seenUpdate = new Map<number, number>();
  const seenOsm = new Map<string, number>();
  const toInsert: ImportCandidate[] = [];
  const updates: Plan['updates'] = [];
  let kept = 0;
  for (const c of usable) {
    const key = nameKey(c.name, c.district);
    // OpenStreetMap (PD23): the OSM id names the business; a re-import updates the fields nobody here
    // changed since the last import (src/lib/import/osm-reimport.ts), a user's import only reports it.
    if (c.osmId) {
      if (seenOsm.has(c.osmId)) {
        errors.push({ line: c.line, reason: M.duplicateInFile(seenOsm.get(c.osmId)!) });
        continue;
      }
      seenOsm.set(c.osmId, c.line);
      const known = existing.byOsm.get(c.osmId);
      if (known) {
        seenName.set(key, c.line);
        if (!opts.publish) errors.push({ line: c.line, reason: M.duplicateOsm(known.id) });
        else if (known.status === 'rejected') errors.push({ line: c.line, reason: M.rejectedOsm(known.id) });
        else if (seenUpdate.has(known.id)) errors.push({ line: c.line, reason: M.duplicateInFile(seenUpdate.get(known.id)!) });
        else {
          seenUpdate.set(known.id, c.line);
          const change = planOsmReimport(known.stored, known.last, osmValues(c, categoryOf(c), districtOf(c)));
          if (change.kept.length) kept++;
          const quiet = Object.keys(change.set).length === 0;
          updates.push({
            id: known.id,
            line: c.line,
            quiet,
            set: { ...(change.set as Partial<typeof businesses.$inferInsert>), osmImported: change.imported },
          });
        }
        continue;
      }
    }
    // An admin's or the operator's import updates the business a row matches by our id, Google cid or
    // place id (re-importing an export, or a newer scrape of the same places); a user's only adds.
    const match =
      (c.id && existing.ids.has(c.id) && c.id) ||
      (c.googleCid && existing.byCid.get(c.googleCid)) ||
      (c.googlePlaceId && existing.byPlaceId.get(c.googlePlaceId)) ||
      null;
    if (opts.publish && match) {
      if (seenUpdate.has(match)) {
        errors.push({ line: c.line, reason: M.duplicateInFile(seenUpdate.get(match)!) });
        continue;
      }
      seenUpdate.set(match, c.line);
      if (c.googleCid) seenCid.set(c.googleCid, c.line);
      if (c.googlePlaceId) seenPlace.set(c.googlePlaceId, c.line);
      seenName.set(key, c.line);
      // ids already stored on another business are not moved (the unique index would refuse them)
      const idsTaken =
        (c.googleCid !== null && existing.byCid.has(c.googleCid) && existing.byCid.get(c.googleCid) !== match) ||
        (c.googlePlaceId !== null && existing.byPlaceId.has(c.googlePlaceId) && existing.byPlaceId.get(c.googlePlaceId) !== match);
      updates.push({ id: match, line: c.line, set: updateSet(c, categoryOf(c), districtOf(c), idsTaken) });
      continue;
    }
    const duplicate =
      (c.googleCid && existing.byCid.has(c.googleCid) && M.duplicateCid(existing.byCid.get(c.googleCid)!)) ||
      (c.googlePlaceId && existing.byPlaceId.has(c.googlePlaceId) && M.duplicatePlaceId(existing.byPlaceId.get(c.googlePlaceId)!)) ||
      (existing.byName.has(key) && M.duplicateName(existing.byName.get(key)!)) ||
      (c.googleCid && seenCid.has(c.googleCid) && M.duplicateInFile(seenCid.get(c.googleCid)!)) ||
      (c.googlePlaceId && seenPlace.has(c.googlePlaceId) && M.duplicateInFile(seenPlace.get(c.googlePlaceId)!)) ||
      (seenName.has(key) && M.duplicateInFile(seenName.get(key)!));
    if (duplicate) {
      errors.push({ line: c.line, reason: duplicate });
      continue;
    }
    if (c.googleCid) seenCid.set(c.googleCid, c.line);
    if (c.googlePlaceId) seenPlace.set(c.googlePlaceId, c.line);
    seenName.set(key, c.line);
    toInsert.push(c);
  }

  if (!opts.publish) await enforceQuota(db, opts.actor, toInsert.length);

  const now = new Date();
  const rows = toInsert.map((c) => ({
    name: c.name,
    categoryId: categoryOf(c),
    subcategory: c.subcategory,
    description: c.description,
    address: c.address,
    districtId: districtOf(c),
    latitude: c.latitude === null ? null : c.latitude.toFixed(8),
    longitude: c.longitude === null ? null : c.longitude.toFixed(8),
    phone: c.phone,
    whatsapp: c.whatsapp ?? null,
    email: c.email,
    website: c.website,
    ...(c.features?.length ? { features: c.features } : {}),
    priceRange: c.priceRange,
    hours: c.hours,
    // OpenStreetMap's `PH` rules: what it does on public holidays (its stretches are written with the batch)
    ...(c.holidays ? { specialHours: { holidays: c.holidays, days: [] } } : {}),
    isOpen: c.isOpen,
    // Hidden until the last transaction publishes the whole file.
    status: 'importing' as const,
    // No e-mail link for imports (PD10): the importer is a logged-in account or the operator.
    emailVerified: true,
    submitterEmail: opts.actor.email ?? null,
    submittedByUserId: opts.actor.userId,
    source: opts.source,
    googleCid: c.googleCid,
    googlePlaceId: c.googlePlaceId,
    osmId: c.osmId ?? null,
    osmImported: c.osmId ? osmValues(c, categoryOf(c), districtOf(c)) : null,
    submittedAt: now,
  }));
  errors.sort((a, b) => a.line - b.line);
  const toChoose = toInsert
    .filter((c) => c.categorySlug === null)
    .map((c) => ({ line: c.line, reason: M.undecidedCategory(c.undecided?.value ?? '') }));
  const districtToChoose = toInsert.filter((c) => c.district === null).map((c) => ({ line: c.line, reason: M.districtToChoose }));
  const waiting = toInsert.filter((c) => c.categorySlug === null || c.district === null).length;
  return { rows, updates, errors, toChoose, districtToChoose, waiting, kept };
}

/**
 * Stores the candidates (all or nothing) and answers what happened. `rejected`: rows the mapping already
 * reported (they count as skipped); `dropped`: rows without a name (audit only).
 */
export async function importBusinesses(
  db: Db,
  candidates: readonly ImportCandidate[],
  opts: ImportOptions & { rejected?: readonly RowError[]; warnings?: readonly RowError[]; dropped?: number; layout?: MappedLayout },
): Promise<ImportResult> {
  const rejected = [...(opts.rejected ?? [])];
  if (candidates.length === 0 && rejected.length === 0) throw new ImportFileError(M.noData, 400);

  const holder = await acquireLease(db);
  try {
    await deleteHidden(db, holder); // a crashed import's rows
    const { rows, updates: allUpdates, errors, toChoose, districtToChoose, waiting, kept } = await plan(db, candidates, rejected, opts);
    // Matched OSM businesses with nothing to change: only the last import's values are written.
    const updates = allUpdates.filter((u) => !u.quiet);
    const unchanged = allUpdates.filter((u) => u.quiet);
    const ids: number[] = [];
    for (let i = 0; i < rows.length; i += BATCH_ROWS) {
      const written = await db.transaction(async (t) => {
        await renewLease(t, holder);
        const inserted = await t
          .insert(businesses)
          .values(rows.slice(i, i + BATCH_ROWS))
          .returning({ id: businesses.id })
          .catch((err: unknown) => {
            // The same Google place was added another way (the form) while this file was being written: the
            // file is not published (as on any failure); sent again, that row is reported as a duplicate.
            if (isUniqueViolation(err, 'businesses_google_')) throw new HttpError(409, importChangedMessage);
            throw err;
          });
        const batchIds = inserted.map((r) => r.id);
        // RETURNING follows the VALUES' order: each new id with its row's special hours (OSM `PH` rules)
        await writeNewOverrides(
          t,
          batchIds.map((id, k) => ({ id, special: rows[i + k]!.specialHours })),
        );
        await reindexBusinesses(t, batchIds);
        return batchIds;
      });
      ids.push(...written);
      await stepAside();
    }
    const result = await db.transaction(async (t) => {
      await renewLease(t, holder);
      // The updates of matched businesses, with the publication: all or nothing.
      for (const u of updates) await t.update(businesses).set(u.set).where(eq(businesses.id, u.id));
      // Unchanged OSM matches write only the last import's values: one statement per 1,000 (a city's
      // re-import matches tens of thousands).
      for (let i = 0; i < unchanged.length; i += 1000) {
        const batch = unchanged.slice(i, i + 1000).map((u) => ({ id: u.id, v: u.set.osmImported ?? null }));
        await t.execute(
          sql`UPDATE ${businesses} SET osm_imported = x.v FROM jsonb_to_recordset(${JSON.stringify(batch)}::jsonb) AS x(id int, v jsonb) WHERE ${businesses.id} = x.id`,
        );
      }
      if (updates.length)
        await reindexBusinesses(
          t,
          updates.map((u) => u.id),
        );
      if (updates.length && !ids.length) {
        await refreshCategoryCounts(t);
        await requestRebuild(t, `import: ${updates.length} businesses updated`);
      }
      if (ids.length) {
        // Under the lease every hidden row is this import's. Rows without a category or a district are never
        // published: they wait in the queue for an admin to choose one (decision 015).
        const shown = opts.publish
          ? await t
              .update(businesses)
              .set({ status: 'approved', approvedAt: sql`now()` })
              .where(and(eq(businesses.status, 'importing'), isNotNull(businesses.categoryId), isNotNull(businesses.districtId)))
              .returning({ id: businesses.id })
          : [];
        const queued = await t
          .update(businesses)
          .set({ status: 'pending' })
          .where(eq(businesses.status, 'importing'))
          .returning({ id: businesses.id });
        if (shown.length + queued.length !== ids.length)
          throw new Error(`import: ${ids.length} rows written, ${ids.length - shown.length - queued.length} still hidden at the end`);
        if (opts.publish) {
          await refreshCategoryCounts(t);
          await requestRebuild(t, `import: ${ids.length} businesses`);
        }
      }
      await audit(t, {
        actorUserId: opts.actor.userId,
        actorLabel: opts.actor.label,
        action: 'business.imported',
        targetType: 'business',
        targetId: null,
        details: {
          source: opts.source,
          layout: opts.layout ?? null,
          published: opts.publish,
          imported: ids.length - waiting,
          updated: updates.length,
          ...(unchanged.length ? { unchanged: unchanged.length } : {}),
          ...(kept ? { kept } : {}),
          categoryToChoose: toChoose.length,
          ...(districtToChoose.length ? { districtToChoose: districtToChoose.length } : {}),
          skipped: errors.length,
          dropped: opts.dropped ?? 0,
          firstId: ids[0] ?? null,
          lastId: ids[ids.length - 1] ?? null,
        },
      });
      const skippedLines = new Set(errors.map((e) => e.line));
      const written = new Set([
        ...allUpdates.map((u) => u.line),
        ...candidates.filter((c) => !skippedLines.has(c.line)).map((c) => c.line),
      ]);
      const warnings = (opts.warnings ?? []).filter((w) => written.has(w.line));
      // `updated` and `warnings` only when there are some (the answer of a plain import is unchanged)
      return {
        imported: ids.length - waiting,
        skipped: errors.length,
        errors,
        ...(updates.length > 0 ? { updated: updates.length } : {}),
        ...(unchanged.length > 0 ? { unchanged: unchanged.length } : {}),
        ...(kept > 0 ? { notes: [M.osmKept(kept)] } : {}),
        ...(warnings.length > 0 ? { warnings } : {}),
        ...(toChoose.length > 0 ? { categoryToChoose: toChoose } : {}),
        ...(districtToChoose.length > 0 ? { districtToChoose } : {}),
      };
    });
    // A 404 the CDN may hold for one of the new ids (they existed, hidden, while the file was written);
    // the updated businesses' pages changed.
    if (opts.publish) {
      const changed = [...ids, ...updates.map((u) => u.id)];
      // …and the lists of their categories rendered on demand (`category-{slug}`; `businesses` comes with them)
      const slugs = changed.length
        ? await db
            .selectDistinct({ slug: categories.slug })
            .from(businesses)
            .innerJoin(categories, eq(categories.id, businesses.categoryId))
            .where(and(eq(businesses.status, 'approved'), sql`${businesses.id}::text IN ${jsonList(changed)}`))
        : [];
      await purgePages([...changed.flatMap((id) => businessCacheTags(id)), ...slugs.flatMap((c) => listCacheTags(c.slug))]);
    }
    return result;
  } catch (error) {
    await deleteHidden(db, holder).catch((cleanup: unknown) =>
      log.warn('import: hidden rows left for the next import', { error: String(cleanup) }),
    );
    throw error;
  } finally {
    await releaseLease(db, holder).catch((release: unknown) => log.warn('import: lease left to run out', { error: String(release) }));
  }
}

/**
 * Stores what a mapped file or row list holds. A web import of a Google-layout file is recorded with
 * `source: 'google'` (the data came from Google Maps), a standard one with 'csv'; the command line's stay 'cli'.
 */
export async function importMapped(db: Db, mapped: MappedImport, opts: ImportOptions): Promise<ImportResult> {
  const source = opts.source === 'csv' && mapped.layout === 'google' ? 'google' : opts.source;
  const result = await importBusinesses(db, mapped.candidates, {
    ...opts,
    source,
    rejected: mapped.errors,
    warnings: mapped.warnings,
    dropped: mapped.dropped,
    layout: mapped.layout,
  });
  // What the file held that the guide does not take, and why (decision 015).
  const notes = [...(result.notes ?? []), ...(mapped.notes ?? [])];
  return notes.length ? { ...result, notes } : result;
}

/** A CSV file's bytes: read, mapped with the detected (or given) layout, stored. */
export async function importCsvFile(db: Db, bytes: Uint8Array, opts: ImportOptions & { format?: ImportLayout }): Promise<ImportResult> {
  const mapped = mapFile(readCsv(bytes), opts.format);
  return importMapped(db, mapped, opts);
}

/** The spec's JSON rows (`{businesses, format}`), line numbers index + 2 unless `lines` gives the file's own. */
export async function importJsonRows(
  db: Db,
  rows: readonly unknown[],
  opts: ImportOptions & { format?: ImportLayout; lines?: readonly number[] },
): Promise<ImportResult> {
  const mapped = mapJsonRows(rows, opts.format, opts.lines);
  return importMapped(db, mapped, opts);
}
