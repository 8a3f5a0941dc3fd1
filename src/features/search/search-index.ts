/**
 * Keeps the search index current: for each business its folded `search_key` and weighted
 * `search_document` (src/lib/search/document.ts), and the dictionary of distinct words (`search_words`)
 * with how many businesses use each word, and in which fields.
 *
 * Call `reindexBusinesses(db, ids)` after inserting or updating businesses (form, import, owner edits,
 * moderation edits of the text); call `reindexBusinesses(db)` after renaming a category or a district
 * (every business's document holds those names) or to rebuild everything. Approving or rejecting needs no
 * call: documents exist for every status and the search filters on `status = 'approved'`.
 * Deleting needs no call either: the words of a deleted business may stay in `search_words` until the
 * next full rebuild, which only means a typo may be corrected towards a word that then finds nothing.
 *
 * `updated_at` is not touched (reindexing changes no page). Reindexing is serialised by an advisory lock,
 * so the word counts stay right when several instances write at once.
 */
import { asc, eq, gt, inArray, sql, type SQL } from 'drizzle-orm';
import type { Db } from '#db/client.ts';
import { businesses, categories, districts, searchWords } from '#db/schema/index.ts';
import { searchDocumentParts } from '#lib/search/document.ts';
import { businessSearchKey } from '#lib/turkish.ts';
import { rowsOf } from '#db/client.ts';

/** Serialises reindexing across instances (one advisory lock key). */
const SEARCH_INDEX_LOCK_KEY = 417_202_602;
/** Businesses read and written per statement. */
const BATCH = 500;

export interface ReindexResult {
  /** Businesses whose document was rewritten. */
  businesses: number;
  /** Distinct words in the dictionary afterwards. */
  words: number;
}

async function readBatch(db: Db, where: SQL) {
  return (
    db
      .select({
        id: businesses.id,
        name: businesses.name,
        subcategory: businesses.subcategory,
        description: businesses.description,
        features: businesses.features,
        address: businesses.address,
        category: categories.name,
        district: districts.name,
      })
      .from(businesses)
      // left: a row waiting for its category to be chosen (decision 015) is found in the admin's queue by its name
      .leftJoin(categories, eq(businesses.categoryId, categories.id))
      // left: an OSM row waiting for its district to be chosen, too
      .leftJoin(districts, eq(businesses.districtId, districts.id))
      .where(where)
      .orderBy(asc(businesses.id))
      .limit(BATCH)
  );
}

/** Writes search_key and search_document for one batch; returns how many rows changed. */
async function writeBatch(db: Db, batch: Awaited<ReturnType<typeof readBatch>>): Promise<number> {
  if (batch.length === 0) return 0;
  const values = batch.map((b) => {
    const parts = searchDocumentParts(b);
    return { id: b.id, key: businessSearchKey(b), a: parts.A, b: parts.B, c: parts.C, d: parts.D };
  });
  const result = await db.execute(sql`
    WITH v AS (
      SELECT v.id, v.key,
        setweight(to_tsvector('simple', v.a), 'A') || setweight(to_tsvector('simple', v.b), 'B') ||
        setweight(to_tsvector('simple', v.c), 'C') || setweight(to_tsvector('simple', v.d), 'D') AS doc
      FROM jsonb_to_recordset(${JSON.stringify(values)}::jsonb) AS v(id int, key text, a text, b text, c text, d text)
    )
    UPDATE ${businesses} AS b SET search_key = v.key, search_document = v.doc
    FROM v
    WHERE b.id = v.id AND (b.search_key IS DISTINCT FROM v.key OR b.search_document IS DISTINCT FROM v.doc)
    RETURNING b.id`);
  return rowsOf(result).length;
}

/** A word's counts: businesses using it anywhere, in the name, in name or category, in name, category or features. */
interface WordCounts {
  all: number;
  a: number;
  ab: number;
  abc: number;
}

const COUNT_KEYS = ['all', 'a', 'ab', 'abc'] as const;

/**
 * The word counts of the documents `where` selects: `unnest(tsvector)` gives each word once per business,
 * with the weights (fields) it has there.
 */
const wordCountsSelect = (where: SQL) => sql`
  SELECT u.lexeme AS word, count(*)::int AS "all",
    (count(*) FILTER (WHERE 'A' = ANY (u.weights)))::int AS a,
    (count(*) FILTER (WHERE u.weights && ARRAY['A', 'B']))::int AS ab,
    (count(*) FILTER (WHERE u.weights && ARRAY['A', 'B', 'C']))::int AS abc
  FROM ${businesses} AS b, unnest(b.search_document) AS u
  WHERE ${where}
  GROUP BY u.lexeme`;

/** The word counts of the given businesses' documents. */
async function wordCounts(db: Db, ids: readonly number[]): Promise<Map<string, WordCounts>> {
  const result = await db.execute(
    wordCountsSelect(sql`b.id IN (SELECT value::int FROM jsonb_array_elements_text(${JSON.stringify(ids)}::jsonb))`),
  );
  type CountRow = { word: string } & Record<(typeof COUNT_KEYS)[number], number | string>;
  return new Map(
    rowsOf<CountRow>(result).map((r) => [r.word, { all: Number(r.all), a: Number(r.a), ab: Number(r.ab), abc: Number(r.abc) }]),
  );
}

async function lock(db: Db): Promise<void> {
  await db.execute(sql`SELECT pg_advisory_xact_lock(${SEARCH_INDEX_LOCK_KEY}::bigint)`);
}

async function countWords(db: Db): Promise<number> {
  const [row] = rowsOf<{ n: number | string }>(await db.execute(sql`SELECT count(*)::int AS n FROM ${searchWords}`));
  return Number(row?.n ?? 0);
}

/** Every business: documents in batches, then the dictionary rebuilt from the documents. */
async function reindexAll(db: Db): Promise<ReindexResult> {
  return db.transaction(async (t) => {
    await lock(t);
    let changed = 0;
    let lastId = 0;
    for (;;) {
      const batch = await readBatch(t, gt(businesses.id, lastId));
      if (batch.length === 0) break;
      changed += await writeBatch(t, batch);
      lastId = batch[batch.length - 1]!.id;
    }
    await t.execute(sql`DELETE FROM ${searchWords}`);
    await t.execute(sql`
      INSERT INTO ${searchWords} (word, business_count, name_count, name_category_count, name_category_feature_count)
      SELECT c.word, c."all", c.a, c.ab, c.abc FROM (${wordCountsSelect(sql`true`)}) AS c`);
    return { businesses: changed, words: await countWords(t) };
  });
}

/** The given businesses: documents rewritten, word counts moved by the difference. */
async function reindexSome(db: Db, ids: readonly number[]): Promise<ReindexResult> {
  return db.transaction(async (t) => {
    await lock(t);
    let changed = 0;
    for (let i = 0; i < ids.length; i += BATCH) {
      const chunk = ids.slice(i, i + BATCH);
      const before = await wordCounts(t, chunk);
      const written = await writeBatch(t, await readBatch(t, inArray(businesses.id, chunk)));
      changed += written;
      if (written === 0) continue;
      const after = await wordCounts(t, chunk);
      const moves: ({ word: string } & WordCounts)[] = [];
      for (const word of new Set([...before.keys(), ...after.keys()])) {
        const [was, is] = [before.get(word), after.get(word)];
        const move = { all: 0, a: 0, ab: 0, abc: 0 };
        for (const k of COUNT_KEYS) move[k] = (is?.[k] ?? 0) - (was?.[k] ?? 0);
        if (COUNT_KEYS.some((k) => move[k] !== 0)) moves.push({ word, ...move });
      }
      if (moves.length === 0) continue;
      await t.execute(sql`
        INSERT INTO ${searchWords} AS w (word, business_count, name_count, name_category_count, name_category_feature_count)
        SELECT m.word, m."all", m.a, m.ab, m.abc
        FROM jsonb_to_recordset(${JSON.stringify(moves)}::jsonb) AS m(word text, "all" int, a int, ab int, abc int)
        ON CONFLICT (word) DO UPDATE SET
          business_count = w.business_count + excluded.business_count,
          name_count = w.name_count + excluded.name_count,
          name_category_count = w.name_category_count + excluded.name_category_count,
          name_category_feature_count = w.name_category_feature_count + excluded.name_category_feature_count`);
      await t.execute(sql`
        DELETE FROM ${searchWords}
        WHERE business_count <= 0
          AND word IN (SELECT value FROM jsonb_array_elements_text(${JSON.stringify(moves.map((m) => m.word))}::jsonb))`);
    }
    return { businesses: changed, words: await countWords(t) };
  });
}

/**
 * Recomputes the search key, the search document and the dictionary words of the given businesses, or of
 * every business when `ids` is omitted (which also drops words no business uses any more).
 */
export async function reindexBusinesses(db: Db, ids?: readonly number[]): Promise<ReindexResult> {
  if (ids === undefined) return reindexAll(db);
  const unique = [...new Set(ids.filter((id) => Number.isInteger(id) && id > 0))];
  if (unique.length === 0) return { businesses: 0, words: await countWords(db) };
  return reindexSome(db, unique);
}
