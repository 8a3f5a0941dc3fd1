/**
 * Words of the search: the same tokenizer cuts the visitor's query and the businesses' text, so both sides
 * meet on one folded alphabet (`a-z`, `0-9`; Turkish letters folded by `foldTurkish`).
 *
 *  - "Işık Kafe'nin" → ["isik", "kafe"]: an apostrophe ends the word (Turkish writes the suffixes of proper
 *    names after one: "Adana'nın", "Seyhan'da"), so the suffix never becomes a word of its own;
 *  - anything that is not a letter or a digit separates words (`%`, `_`, `\`, `.*`, emoji…);
 *  - the query drops one-letter words and a few Turkish function words ("ve", "ile", "en" …), keeps at most
 *    `MAX_QUERY_TOKENS` words and cuts very long ones.
 */
import { foldTurkish } from '#lib/turkish.ts';

/** Words longer than this are cut (no Turkish business word is longer; it bounds the work per word). */
export const MAX_WORD_LENGTH = 40;
/** Query words after the first 8 are ignored. */
export const MAX_QUERY_TOKENS = 8;
/** Query words shorter than this are ignored (a single letter matches half the city). */
export const MIN_QUERY_TOKEN_LENGTH = 2;

/** Apostrophes Turkish text uses before the suffixes of proper names. */
const APOSTROPHE_SUFFIX_RE = /['’‘ʼ`´][\p{L}\p{M}]*/gu;
const NON_WORD_RE = /[^a-z0-9]+/g;

/**
 * Turkish function words that carry no meaning in a search ("kebap ve lahmacun", "en iyi kafe" keeps
 * "iyi"). Folded spellings.
 */
export const QUERY_STOPWORDS: ReadonlySet<string> = new Set([
  've',
  'ile',
  'veya',
  'ya',
  'da',
  'de',
  'en',
  'cok',
  'bir',
  'bu',
  'icin',
  'gibi',
  'mi',
  'mu',
  'ki',
  'ama',
]);

/** Letters and digits joined by hyphens ("wi-fi", "e-posta"). */
const HYPHENATED_RE = /[a-z0-9]+(?:-[a-z0-9]+)+/g;

/**
 * Folded words of a text, in order (duplicates kept). With `compounds` (documents), a hyphenated word is
 * also kept whole: "Wi-Fi" → ["wi", "fi", "wifi"], so both "wi-fi" and "wifi" find it.
 */
export function textWords(text: string | null | undefined, { compounds = false } = {}): string[] {
  if (!text) return [];
  const folded = foldTurkish(text.replace(APOSTROPHE_SUFFIX_RE, ' '));
  const out: string[] = [];
  for (const w of folded.split(NON_WORD_RE)) {
    if (w.length > 0) out.push(w.slice(0, MAX_WORD_LENGTH));
  }
  if (compounds) {
    for (const m of folded.match(HYPHENATED_RE) ?? []) out.push(m.replace(/-/g, '').slice(0, MAX_WORD_LENGTH));
  }
  return out;
}

/**
 * The words a query searches for: folded, de-duplicated, one-letter words and function words dropped,
 * at most `MAX_QUERY_TOKENS`. An empty array means "nothing searchable" (only punctuation, emoji…).
 * Function words are kept when the query has nothing else ("ve" alone still searches for "ve").
 */
export function queryTokens(query: string | null | undefined): string[] {
  const words = textWords(query).filter((w) => w.length >= MIN_QUERY_TOKEN_LENGTH || /^\d+$/.test(w));
  const unique = [...new Set(words)];
  const meaningful = unique.filter((w) => !QUERY_STOPWORDS.has(w));
  return (meaningful.length > 0 ? meaningful : unique).slice(0, MAX_QUERY_TOKENS);
}
