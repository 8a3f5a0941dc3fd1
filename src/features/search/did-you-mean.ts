/**
 * "Bunu mu demek istediniz?" (decision 015). When a search finds nothing (also when the only fuzzy match was
 * dropped as a confident wrong answer: "hastahne" is not corrected into "pastane"), the search page offers
 * one nearby query that does find something, as a link the visitor chooses, never as results.
 *
 * Only the words that begin no dictionary word are replaced, each by its closest dictionary words (the
 * typo correction's trigram neighbours, src/features/search/plan.ts, also of the table word a typo meant),
 * within the search's own typo tolerance and at most a third of the letters changed: what the search would
 * have corrected to had the word not meant another kind of place. The first replacement that finds a
 * business under the same filters is the suggestion. It is shown as people write it: the word as it
 * appears in the found business ("köfteci", not the folded "kofteci"), the other words as typed.
 * Runs only for an empty first page (a few small queries), so it costs nothing on searches that find.
 */
import type { Db } from '#db/client.ts';
import { candidateTerms, lookupWords, termCounts } from '#lib/search/query.ts';
import { SAY_WORDS } from '#lib/search/synonyms.ts';
import { queryTokens } from '#lib/search/tokenize.ts';
import { allowedEdits, editDistance, type WordCandidate } from '#lib/search/typo.ts';
import { foldTurkish } from '#lib/turkish.ts';
import { lookUpTerms, typoCandidates } from './plan.ts';
import { searchBusinesses } from './search.ts';
import type { SearchListItem, SearchOptions } from './types.ts';

/** Replacement queries tried at most (each one small search). */
const MAX_TRIES = 4;
/** Closest dictionary words per unknown word. */
const PER_WORD = 2;

/** The words of the synonym table, as candidates for what a mistyped word meant. */
const SAY_CANDIDATES: readonly WordCandidate[] = SAY_WORDS.map((word) => ({ word, businessCount: 1 }));

/**
 * The closest whole dictionary words to a typed word (at most `limit`), more common words first on a tie:
 * within the edits the search's own correction allows (typo.ts), and at most a third of the letters changed
 * ("burger" is not offered "berber", "noter" not "nota").
 */
export function closestWords(token: string, candidates: readonly WordCandidate[], limit = PER_WORD): string[] {
  const max = allowedEdits(token.length);
  if (max === 0) return [];
  const scored = candidates
    .filter((c) => c.word !== token && /^[a-z0-9]+$/.test(c.word) && c.word.length >= 4)
    .map((c) => ({ ...c, distance: editDistance(token, c.word, max) }))
    .filter((c) => c.distance <= max && c.distance * 3 <= Math.max(token.length, c.word.length));
  scored.sort((a, b) => a.distance - b.distance || b.businessCount - a.businessCount || (a.word < b.word ? -1 : 1));
  return scored.slice(0, limit).map((c) => c.word);
}

/** The word of the found business that the replacement stands for, in its own spelling, or null. */
function spelledAs(word: string, business: SearchListItem): string | null {
  const texts = [business.name, business.subcategory, business.category, business.address, ...(business.features ?? [])];
  for (const text of texts) {
    for (const piece of (text ?? '').split(/[\s,.;:/()"'’-]+/)) {
      if (piece && foldTurkish(piece) === word) return piece.toLocaleLowerCase('tr');
    }
  }
  return null;
}

/** The query as typed with one word replaced: the typed piece holding the folded `token` becomes `shown`. */
function replaceTyped(q: string, token: string, shown: string, folded: string[]): string {
  const pieces = q.trim().split(/\s+/);
  const at = pieces.findIndex((p) => queryTokens(p).includes(token));
  if (at < 0) return folded.join(' ');
  pieces[at] = shown;
  return pieces.join(' ');
}

/**
 * A query near `opts.q` that finds at least one business with the same filters, or null (nothing close
 * enough, or every word already matches: then the filters, not the spelling, leave nothing).
 */
export async function didYouMean(db: Db, opts: SearchOptions): Promise<string | null> {
  const q = (opts.q ?? '').trim();
  if (!q) return null;
  const words = candidateTerms(q);
  const typable = words.filter((w) => /^[a-z]{4,}$/.test(w.token));
  if (typable.length === 0) return null;
  const { existing } = await lookUpTerms(db, lookupWords(typable.flatMap((w) => w.terms)));
  const unknown = typable.filter((w) => !w.terms.some((t) => termCounts(t, existing) !== undefined));
  if (unknown.length === 0) return null;
  // A typo of a table word ("hastahne") is looked at from that word ("hastane") too: the trigram index
  // proposes the neighbours of what was meant, not of a word two edits away from them.
  const meant = new Map(unknown.map((w) => [w.token, closestWords(w.token, SAY_CANDIDATES, 3)]));
  const neighbours = await typoCandidates(db, [...new Set(unknown.flatMap((w) => [w.token, ...meant.get(w.token)!]))]);
  const tries: { token: string; word: string; folded: string[] }[] = [];
  for (const w of unknown) {
    const own = closestWords(w.token, neighbours.get(w.token) ?? []);
    // a neighbour of the meant word, still as close to what was typed as the search itself would correct
    const viaMeant = meant
      .get(w.token)!
      .flatMap((m) => closestWords(m, neighbours.get(m) ?? []))
      .filter((word) => closestWords(w.token, [{ word, businessCount: 1 }]).length > 0);
    for (const word of [...new Set([...own, ...viaMeant])]) {
      tries.push({ token: w.token, word, folded: words.map((o) => (o === w ? word : o.token)) });
    }
  }
  for (const t of tries.slice(0, MAX_TRIES)) {
    const { items } = await searchBusinesses(db, { ...opts, q: t.folded.join(' '), limit: 1, offset: 0, withTotal: false });
    if (items.length === 0) continue;
    return replaceTyped(q, t.token, spelledAs(t.word, items[0]!) ?? t.word, t.folded);
  }
  return null;
}
