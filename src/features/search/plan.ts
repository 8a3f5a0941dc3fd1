/**
 * The term plan of a query (steps 1 and 2 of search.ts): its words, the dictionary terms (`search_words`)
 * they begin, and typo corrections for the words that begin none.
 */
import { sql } from 'drizzle-orm';
import type { Db } from '#db/client.ts';
import {
  buildPlan,
  candidateTerms,
  joinHyphenated,
  lookupWords,
  termCounts,
  type SearchPlan,
  type TermCounts,
  type TokenTerms,
} from '#lib/search/query.ts';
import { conceptCorrection } from '#lib/search/synonyms.ts';
import { chooseCorrections, type WordCandidate } from '#lib/search/typo.ts';
import { rowsOf } from '#db/client.ts';

/** Candidates fetched from the trigram index per mistyped word, before the edit-distance check. */
const TYPO_CANDIDATES = 40;

/**
 * The terms (of those given) that begin at least one dictionary word, with how many businesses use such
 * words by field group, and about how many businesses there are (the planner's statistics: enough to tell
 * a common word; 0 before the table was first analysed).
 */
export async function lookUpTerms(db: Db, terms: readonly string[]): Promise<{ existing: Map<string, TermCounts>; total: number }> {
  const result = await db.execute(sql`
    SELECT t.term, s.n_all, s.n_a, s.n_ab, s.n_abc,
      (SELECT greatest(reltuples, 0)::float8 FROM pg_class WHERE oid = 'businesses'::regclass) AS total
    FROM jsonb_array_elements_text(${JSON.stringify(terms)}::jsonb) AS t(term)
    CROSS JOIN LATERAL (
      SELECT sum(w.business_count)::float8 AS n_all, sum(w.name_count)::float8 AS n_a,
        sum(w.name_category_count)::float8 AS n_ab, sum(w.name_category_feature_count)::float8 AS n_abc
      FROM search_words AS w
      WHERE (w.word COLLATE "C") >= t.term AND (w.word COLLATE "C") < t.term || '{'
    ) AS s`);
  type TermRow = { term: string; n_all: unknown; n_a: unknown; n_ab: unknown; n_abc: unknown; total: unknown };
  const rows = rowsOf<TermRow>(result);
  return {
    existing: new Map(
      rows
        .filter((r) => r.n_all !== null)
        .map((r) => [r.term, { all: Number(r.n_all), a: Number(r.n_a), ab: Number(r.n_ab), abc: Number(r.n_abc) }]),
    ),
    total: Number(rows[0]?.total ?? 0),
  };
}

/** Trigram neighbours of each mistyped word in the dictionary (index: search_words_trgm_idx). */
export async function typoCandidates(db: Db, tokens: readonly string[]): Promise<Map<string, WordCandidate[]>> {
  const out = new Map<string, WordCandidate[]>();
  if (tokens.length === 0) return out;
  const result = await db.execute(sql`
    SELECT t.token, c.word, c.business_count
    FROM jsonb_array_elements_text(${JSON.stringify(tokens)}::jsonb) AS t(token)
    CROSS JOIN LATERAL (
      SELECT w.word, w.business_count FROM search_words AS w
      WHERE w.word % t.token OR w.word %> t.token
      ORDER BY greatest(similarity(w.word, t.token), word_similarity(t.token, w.word)) DESC, w.business_count DESC
      LIMIT ${TYPO_CANDIDATES}
    ) AS c`);
  for (const r of rowsOf<{ token: string; word: string; business_count: number | string }>(result)) {
    const list = out.get(r.token) ?? [];
    list.push({ word: r.word, businessCount: Number(r.business_count) });
    out.set(r.token, list);
  }
  return out;
}

/**
 * The search plan of a query: its words with the dictionary terms they match, typos corrected. Null when
 * the query has nothing searchable or some word matches nothing (then nothing is found).
 */
export interface PlannedSearch extends SearchPlan {
  /** About how many businesses there are (0: unknown). */
  totalBusinesses: number;
}

export async function planSearch(db: Db, q: string): Promise<PlannedSearch | null> {
  const split = candidateTerms(q);
  if (split.length === 0) return null;
  const joinedQuery = joinHyphenated(q);
  const joined = joinedQuery === q ? null : candidateTerms(joinedQuery);
  const { existing, total } = await lookUpTerms(db, lookupWords([...split, ...(joined ?? [])].flatMap((c) => c.terms)));
  const matches = (c: TokenTerms) => c.terms.some((t) => termCounts(t, existing) !== undefined);
  // "wi-fi" searches the word "wifi" when businesses have it, else "wi" and "fi"
  const candidates = joined && joined.every(matches) ? joined : split;
  const unmatched = candidates.filter((c) => !matches(c));
  const corrections = new Map<string, string[]>();
  let correctionCounts = new Map<string, TermCounts>();
  if (unmatched.length > 0) {
    // A word of the synonym table that matches nothing finds nothing: "hastane" is never "corrected"
    // into "pastane" (decision 015, no confident wrong answers).
    if (unmatched.some((c) => c.concept)) return null;
    const typoTokens = unmatched.map((c) => c.token).filter((t) => /^[a-z]{4,}$/.test(t));
    if (typoTokens.length < unmatched.length) return null; // a word that cannot be corrected matches nothing
    const neighbours = await typoCandidates(db, typoTokens);
    for (const token of typoTokens) {
      const words = chooseCorrections(token, neighbours.get(token) ?? []);
      // A mistyped word of the table ("hastahne") means that concept: its terms, and only the
      // dictionary's corrections that are not words of another kind of place.
      const concept = conceptCorrection(token, words);
      corrections.set(token, concept ?? words.map((c) => c.word));
    }
    // the corrections are searched as prefixes: their counts as prefixes
    const corrected = [...new Set([...corrections.values()].flat())];
    if (corrected.length > 0) correctionCounts = (await lookUpTerms(db, lookupWords(corrected))).existing;
  }
  const plan = buildPlan(candidates, { existing, corrections, correctionCounts, totalBusinesses: total });
  return plan ? { ...plan, totalBusinesses: total } : null;
}
