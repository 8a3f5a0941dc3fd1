/**
 * Typo tolerance: which dictionary words a mistyped query word may stand for.
 *
 * The database proposes candidates from the table of distinct words (`search_words`, trigram index); this
 * module decides, with an edit distance that counts a wrong, missing or extra letter or two swapped
 * neighbours as one edit (optimal string alignment), which of them are close enough:
 *  - words under 4 letters are never corrected (too many neighbours: "kafe"/"kale"/"kare");
 *  - one edit for 4–7 letters, as long as the query word or the dictionary word has 5 or more letters;
 *  - two edits from 8 letters.
 * A candidate may also match as a prefix ("restorn" → "restoranlar"), for search as you type.
 */

/** How many edits a query word of this length may contain. */
export function allowedEdits(length: number): number {
  if (length < 4) return 0;
  if (length < 8) return 1;
  return 2;
}

/**
 * Optimal string alignment distance (Levenshtein plus transposition of neighbours), or `max + 1` as soon
 * as it is certain to exceed `max`.
 */
export function editDistance(a: string, b: string, max = Number.POSITIVE_INFINITY): number {
  if (a === b) return 0;
  if (Math.abs(a.length - b.length) > max) return max + 1;
  const n = a.length;
  const m = b.length;
  if (n === 0) return m;
  if (m === 0) return n;
  let prev2 = new Array<number>(m + 1).fill(0);
  let prev = Array.from({ length: m + 1 }, (_, j) => j);
  let cur = new Array<number>(m + 1).fill(0);
  for (let i = 1; i <= n; i++) {
    cur[0] = i;
    let rowMin = cur[0];
    for (let j = 1; j <= m; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let v = Math.min(prev[j]! + 1, cur[j - 1]! + 1, prev[j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) v = Math.min(v, prev2[j - 2]! + 1);
      cur[j] = v;
      if (v < rowMin) rowMin = v;
    }
    if (rowMin > max) return max + 1;
    [prev2, prev, cur] = [prev, cur, prev2];
  }
  return Math.min(prev[m]!, max + 1);
}

/**
 * The smallest distance between `token` and a beginning of `word` (the visitor may not have finished
 * typing): min over the prefixes of `word` whose length is within `max` of the token's.
 */
export function prefixEditDistance(token: string, word: string, max: number): number {
  let best = max + 1;
  const from = Math.max(1, token.length - max);
  const to = Math.min(word.length, token.length + max);
  for (let k = from; k <= to; k++) {
    const d = editDistance(token, word.slice(0, k), max);
    if (d < best) best = d;
    if (best === 0) break;
  }
  return best;
}

export interface WordCandidate {
  word: string;
  /** How many businesses use the word (more common words win ties). */
  businessCount: number;
}

export interface Correction {
  word: string;
  distance: number;
  /** Matched a beginning of the word rather than the whole word. */
  prefix: boolean;
}

/**
 * The dictionary words a mistyped query word stands for: those at the smallest distance found, whole-word
 * matches before prefix matches, more businesses first. At most `limit`.
 */
export function chooseCorrections(token: string, candidates: readonly WordCandidate[], limit = 5): Correction[] {
  if (!/^[a-z]+$/.test(token)) return [];
  const max = allowedEdits(token.length);
  if (max === 0) return [];
  const scored: (Correction & { count: number })[] = [];
  for (const c of candidates) {
    if (c.word === token || !/^[a-z0-9]+$/.test(c.word)) continue;
    // A 4-letter query word is corrected only towards a word of 5+ letters ("kebp" → "kebap", not "kafe" → "kale").
    const whole = Math.max(token.length, c.word.length) >= 5 ? editDistance(token, c.word, max) : max + 1;
    const begin = token.length >= 5 && c.word.length > token.length ? prefixEditDistance(token, c.word, max) : max + 1;
    if (whole <= max && whole <= begin) scored.push({ word: c.word, distance: whole, prefix: false, count: c.businessCount });
    else if (begin <= max) scored.push({ word: c.word, distance: begin, prefix: true, count: c.businessCount });
  }
  if (scored.length === 0) return [];
  // Only the closest words: "restorna" means "restoran" (one swap), not also "restore" (two edits).
  const best = Math.min(...scored.map((c) => c.distance));
  return scored
    .filter((c) => c.distance === best)
    .sort((x, y) => Number(x.prefix) - Number(y.prefix) || y.count - x.count || (x.word < y.word ? -1 : 1))
    .slice(0, limit)
    .map(({ word, distance, prefix }) => ({ word, distance, prefix }));
}
