/**
 * From the visitor's text to a search plan, and from a plan to PostgreSQL `tsquery` text.
 *
 * 1. `queryTokens` cuts and folds the text ("Kebapçılar Seyhan" → ["kebapcilar", "seyhan"]).
 * 2. Each word gets its prefix terms: the word, its stems and their softened forms (`wordVariants`),
 *    minus the terms another one covers ("kebap" covers "kebapci").
 * 3. The dictionary (`search_words`) says which terms begin at least one real word, and in how many
 *    businesses. A word none of whose terms does is a typo candidate: its corrections
 *    (`chooseCorrections`) become its terms. A word with neither makes the whole search empty: several
 *    words narrow the result, and nonsense finds nothing. A word found in most businesses ("adana", in
 *    every address) does not narrow: it still ranks, but filtering on it would only cost time.
 * 4. `planTsQuery` writes `(kebap:* | kebab:*) & (seyhan:*)`: AND across words, OR across a word's terms,
 *    every term a prefix. With weights, `kebap:*A` matches the name only.
 *
 * Steps 1, 2 and 4 and the rules of 3 are pure (this module); the lookups of 3 are SQL (`src/features/search/search.ts`).
 */
import { minimalPrefixes, wordVariants } from './suffixes.ts';
import { conceptKinds, conceptTerms, findTerm, isPhrase, matchConcepts, termWords } from './synonyms.ts';
import { queryTokens } from './tokenize.ts';
import type { SearchWeight } from './document.ts';

export interface TokenPlan {
  /** The folded query word. */
  token: string;
  /** Prefix terms that begin at least one dictionary word; never empty in a runnable plan. */
  terms: string[];
  /** The terms are typo corrections, not the word itself. */
  corrected: boolean;
  /** Results must contain the word (false for a word most businesses contain). */
  narrowing: boolean;
  /** About how many businesses contain the word, by field group (null: unknown). */
  counts: TermCounts | null;
}

/**
 * How many businesses (of every status) use words beginning with a term: anywhere, in the name, in the
 * name or category, in the name, category or features. Summed over the dictionary's words, so an upper
 * bound when a business has several such words.
 */
export interface TermCounts {
  all: number;
  a: number;
  ab: number;
  abc: number;
}

export interface SearchPlan {
  tokens: TokenPlan[];
}

/** A word in more than this share of the businesses does not narrow the result (only with enough businesses). */
export const COMMON_WORD_SHARE = 0.5;
/** Below this many businesses every word narrows (the share of a word means little in a small guide). */
export const COMMON_WORD_MIN_BUSINESSES = 1000;

/** A term is safe inside `to_tsquery` text: folded letters and digits only. */
const TERM_RE = /^[a-z0-9]{1,40}$/;

export interface TokenTerms {
  /** The folded query word (several words joined by a space when they form one concept: "rent car"). */
  token: string;
  /** Candidate prefix terms, the word itself first; a term may be a phrase (see synonyms.ts `Term`). */
  terms: string[];
  /** The word is in the synonym table (synonyms.ts): its terms include what it means; never typo-corrected. */
  concept?: true;
  /** The categories the concept belongs to (the autocomplete proposes them). */
  kinds?: string[];
}

const ownTerms = (token: string) => (/^[a-z]+$/.test(token) ? minimalPrefixes(wordVariants(token)) : [token]);

/**
 * Steps 1–2: the query's words and their candidate prefix terms (before the dictionary is asked), with
 * what the words mean (the synonym table, synonyms.ts): "dişçi" also searches "diş hekim…" and
 * "diş klinik…", "rent a car" also "araç kiralama".
 */
export function candidateTerms(query: string): TokenTerms[] {
  const tokens = queryTokens(query);
  const out: TokenTerms[] = tokens.map((token) => ({ token, terms: ownTerms(token) }));
  const matches = matchConcepts(tokens);
  // right to left, so the indexes of earlier matches stay valid when words merge
  for (const m of [...matches].reverse()) {
    const words = tokens.slice(m.start, m.start + m.length);
    // the words as typed and as the table has them ("disciler" → "disci"), without the stemmer's guesses
    // (the concept's terms carry the meaning; "karate" must not become "kara", which begins "Karaisalı")
    const own = [...findTerm(words.join(' ')), ...findTerm(m.said)];
    const kinds = conceptKinds(m);
    out.splice(m.start, m.length, {
      token: words.join(' '),
      terms: minimalPrefixes([...own, ...conceptTerms(m)]),
      concept: true,
      ...(kinds.length > 0 ? { kinds } : {}),
    });
  }
  return out;
}

/**
 * The counts of a term from the dictionary's answers (`existing` has one entry per word beginning): a
 * word's own; a phrase's, the smallest of its words' (each word summed over its alternatives), an upper
 * bound. Undefined when some word begins no dictionary word (the term cannot match).
 */
export function termCounts(term: string, existing: ReadonlyMap<string, TermCounts>): TermCounts | undefined {
  if (!isPhrase(term) && !term.includes('|')) return existing.get(term);
  let out: TermCounts | undefined;
  for (const alternatives of termWords(term)) {
    const found = alternatives.map((a) => existing.get(a)).filter((c): c is TermCounts => c !== undefined);
    if (found.length === 0) return undefined;
    const sum = sumCounts(found);
    out = out
      ? { all: Math.min(out.all, sum.all), a: Math.min(out.a, sum.a), ab: Math.min(out.ab, sum.ab), abc: Math.min(out.abc, sum.abc) }
      : sum;
  }
  return out;
}

/** The word beginnings the dictionary is asked about for these terms (every alternative of every word). */
export function lookupWords(terms: readonly string[]): string[] {
  return [...new Set(terms.flatMap((t) => termWords(t).flat()))];
}

/**
 * The query with hyphenated words joined ("wi-fi" → "wifi"). Documents hold both spellings
 * (`textWords` with compounds); the search prefers the joined word when the dictionary knows it, one
 * precise word instead of two short prefixes.
 */
export function joinHyphenated(query: string): string {
  return query.replace(/([\p{L}\p{N}])[-‐‑]+(?=[\p{L}\p{N}])/gu, '$1');
}

export interface Dictionary {
  /** Candidate terms that begin at least one dictionary word, with their counts. */
  existing: ReadonlyMap<string, TermCounts>;
  /** Corrected words per query word (looked up only for words with no existing term). */
  corrections?: ReadonlyMap<string, readonly string[]>;
  /** The counts of corrected words (whole words; an estimate for the word used as a prefix). */
  correctionCounts?: ReadonlyMap<string, TermCounts>;
  /** How many businesses there are (of every status, like the dictionary's counts); 0 = unknown. */
  totalBusinesses?: number;
}

/**
 * Step 3 with the dictionary's answers. Returns null when some word matches nothing: the search has no
 * results.
 */
export function buildPlan(candidates: readonly TokenTerms[], dictionary: Dictionary): SearchPlan | null {
  const { existing, corrections = new Map<string, readonly string[]>(), correctionCounts, totalBusinesses = 0 } = dictionary;
  const tokens: TokenPlan[] = [];
  for (const c of candidates) {
    const found = c.terms.filter((t) => termCounts(t, existing) !== undefined);
    if (found.length > 0) {
      const counts = sumCounts(found.map((t) => termCounts(t, existing)));
      const common = totalBusinesses >= COMMON_WORD_MIN_BUSINESSES && counts.all / totalBusinesses > COMMON_WORD_SHARE;
      tokens.push({ token: c.token, terms: found, corrected: false, narrowing: !common, counts });
      continue;
    }
    // corrections towards a concept (synonyms.ts) bring terms the dictionary may not have
    const fixed = minimalPrefixes(corrections.get(c.token) ?? []).filter(
      (t) => !correctionCounts || termCounts(t, correctionCounts) !== undefined,
    );
    if (fixed.length === 0) return null;
    const counts = correctionCounts ? sumCounts(fixed.map((w) => termCounts(w, correctionCounts))) : null;
    tokens.push({ token: c.token, terms: fixed, corrected: true, narrowing: true, counts });
  }
  return tokens.length > 0 ? { tokens } : null;
}

function sumCounts(list: readonly (TermCounts | undefined)[]): TermCounts {
  const sum = { all: 0, a: 0, ab: 0, abc: 0 };
  for (const n of list) {
    if (!n) continue;
    sum.all += n.all;
    sum.a += n.a;
    sum.ab += n.ab;
    sum.abc += n.abc;
  }
  return sum;
}

/** Weights a term may be restricted to: one field group or several ("AB": name or category). */
export type WeightSet = SearchWeight | 'AB' | 'ABC';

/**
 * `(kebap:* | kebab:*)`, or `(kebap:*A | kebab:*A)` restricted to weights. A phrase term is its words
 * one after the other: `(dis:* <-> (klinik:* | klinig:*))`.
 */
export function tokenTsQuery(plan: Pick<TokenPlan, 'terms'>, weight?: WeightSet): string {
  const suffix = weight ? `:*${weight}` : ':*';
  const word = (t: string) => {
    if (!TERM_RE.test(t)) throw new Error(`unsafe search term: ${JSON.stringify(t)}`);
    return t + suffix;
  };
  const parts = plan.terms.map((term) => {
    const words = termWords(term).map((alternatives) =>
      alternatives.length === 1 ? word(alternatives[0]!) : `(${alternatives.map(word).join(' | ')})`,
    );
    return words.length === 1 ? words[0]! : `(${words.join(' <-> ')})`;
  });
  return `(${parts.join(' | ')})`;
}

/** Every word of the plan must match (AND), any of its terms (OR). */
export function planTsQuery(plan: SearchPlan, weight?: WeightSet): string {
  return plan.tokens.map((t) => tokenTsQuery(t, weight)).join(' & ');
}

/** What results must match: the narrowing words (null when none narrows: every business matches). */
export function filterTsQuery(plan: SearchPlan): string | null {
  const narrowing = plan.tokens.filter((t) => t.narrowing);
  return narrowing.length > 0 ? narrowing.map((t) => tokenTsQuery(t)).join(' & ') : null;
}

/** Points of a word by the best field it is found in; a result's relevance is the sum over the words. */
export const FIELD_POINTS: readonly [weights: 'A' | 'B' | 'C', points: number][] = [
  ['A', 8], // name
  ['B', 4], // category, subcategory
  ['C', 2], // features
];
/** Description, address, district (or, for a word that does not narrow, nowhere). */
export const OTHER_POINTS = 1;

/**
 * A one-word query ranks by field group: name (A), then name or category (AB), then name, category or
 * features (ABC), then anywhere. The best `needed` rows of a page are among the best `needed` rows (by
 * rating) of each group, and a group's best rows come either from walking the rating index until enough
 * of the group's rows have passed, or by collecting the whole group from its GIN index and sorting it.
 * Walking reads about `needed × total ÷ (group × share)` rows, where `share` is the part of the businesses
 * the filters (category, district, open now) let through; each walked row is costlier than a collected
 * one; collecting reads the group. Walk only where the group is large enough for that to be clearly
 * cheaper. The estimate can be wrong (counts include businesses not yet approved; a filter may rarely
 * go with the word), so a walk stops after `walkLimit` rows and the group is then collected instead:
 * a bad guess costs at most half again what collecting costs, never a walk over the whole table.
 */
export function walkFieldGroup(groupCount: number, totalBusinesses: number, needed: number, share = 1): boolean {
  if (groupCount <= 0 || totalBusinesses <= 0 || share <= 0) return false;
  const walked = (needed * totalBusinesses) / (groupCount * Math.min(1, share));
  return 2 * walked < groupCount;
}

/** How many rows a walk over a group reads at most before the group is collected instead (the break-even). */
export function walkLimit(groupCount: number): number {
  return Math.max(1, Math.ceil(groupCount / 2));
}

/** A one-word query matching fewer businesses than this is scored match by match (cheaper than four groups). */
export const BROAD_WORD_MATCHES = 5_000;

/**
 * Whether a one-word query takes its page from the field groups (see `walkFieldGroup`) rather than by
 * scoring every match: for a word in thousands of the businesses the filters let through (`share`), on a
 * page near the top.
 */
export function rankByFieldGroups(counts: TermCounts | null, totalBusinesses: number, needed: number, share = 1): boolean {
  return (
    counts !== null && counts.all * Math.min(1, share) >= BROAD_WORD_MATCHES && walkFieldGroup(counts.all, totalBusinesses, needed, share)
  );
}
