/**
 * Turkish suffixes on the FOLDED spelling (ç→c, ğ→g, ı→i, ö→o, ş→s, ü→u), so "kebapçılar", "KEBAPCILAR"
 * and "kebapcilar" all reach the stem "kebap".
 *
 * PostgreSQL's `turkish` snowball stemmer works on the original letters and stems "kebapçılar" to
 * "kebapçı"; once folded, its rules no longer apply. Search matches words by prefix, so a light stemmer is
 * enough: strip the common inflections a visitor types (plural, possessive, case endings, the occupation
 * suffix) and let the prefix match cover the rest ("kebap" finds "kebapçı", "kebabı" through softening).
 *
 * A stem is only produced when at least `MIN_STEM_LENGTH` letters remain, so "pasta" never becomes "pas"
 * and "selin" never "sel".
 */

/** Shortest stem a suffix may leave behind. */
export const MIN_STEM_LENGTH = 4;
/** Suffixes stripped one after another ("kebapçılardan" → "kebapçılar" → "kebapçı" → "kebap"). */
const MAX_STRIPS = 3;

const VOWELS = new Set(['a', 'e', 'i', 'o', 'u']);
const isVowel = (ch: string | undefined) => ch !== undefined && VOWELS.has(ch);

interface SuffixRule {
  suffix: string;
  /** Extra condition on the stem left behind. */
  when?: (stem: string) => boolean;
}

/** Longest first: the first rule that fits is applied. Folded spellings; vowel harmony variants collapse. */
const RULES: readonly SuffixRule[] = [
  // plural + possessive: -ları/-leri ("otelleri")
  { suffix: 'lari' },
  { suffix: 'leri' },
  // locative + relative: -daki/-deki/-taki/-teki ("Seyhan'daki", "kafedeki")
  { suffix: 'daki' },
  { suffix: 'deki' },
  { suffix: 'taki' },
  { suffix: 'teki' },
  // ablative: -dan/-den/-tan/-ten
  { suffix: 'dan' },
  { suffix: 'den' },
  { suffix: 'tan' },
  { suffix: 'ten' },
  // genitive after a vowel: -nın/-nin/-nun/-nün
  { suffix: 'nin', when: (s) => isVowel(s.at(-1)) },
  { suffix: 'nun', when: (s) => isVowel(s.at(-1)) },
  // plural: -lar/-ler
  { suffix: 'lar' },
  { suffix: 'ler' },
  // possessive after a vowel: -sı/-si/-su/-sü ("meyhanesi")
  { suffix: 'si', when: (s) => isVowel(s.at(-1)) },
  { suffix: 'su', when: (s) => isVowel(s.at(-1)) },
  // occupation: -cı/-ci/-cu/-cü/-çı/-çi/-çu/-çü ("kebapçı", "dönerci")
  { suffix: 'ci' },
  { suffix: 'cu' },
  // locative: -da/-de/-ta/-te ("kafede", "ofiste")
  { suffix: 'da' },
  { suffix: 'de' },
  { suffix: 'ta' },
  { suffix: 'te' },
  // genitive after a consonant: -ın/-in/-un/-ün ("otelin")
  { suffix: 'in', when: (s) => !isVowel(s.at(-1)) },
  { suffix: 'un', when: (s) => !isVowel(s.at(-1)) },
  // accusative/possessive after a vowel: -yı/-yi/-yu/-yü ("kafeyi")
  { suffix: 'yi', when: (s) => isVowel(s.at(-1)) },
  { suffix: 'yu', when: (s) => isVowel(s.at(-1)) },
  // accusative/possessive after a consonant: -ı/-i/-u/-ü ("kebabı", "otelini" → "otelin" → "otel")
  { suffix: 'i', when: (s) => !isVowel(s.at(-1)) },
  { suffix: 'u', when: (s) => !isVowel(s.at(-1)) },
];

const isLetters = (w: string) => /^[a-z]+$/.test(w);

/** Strips one suffix, or returns null when none fits. */
export function stripOneSuffix(word: string): string | null {
  for (const rule of RULES) {
    if (!word.endsWith(rule.suffix)) continue;
    const stem = word.slice(0, -rule.suffix.length);
    if (stem.length < MIN_STEM_LENGTH) continue;
    if (rule.when && !rule.when(stem)) continue;
    return stem;
  }
  return null;
}

/**
 * The stems of a folded word, longest first, without the word itself:
 * "kebapcilardan" → ["kebapcilar", "kebapci", "kebap"], "meyhanesi" → ["meyhane"], "kebap" → [].
 */
export function stems(word: string): string[] {
  if (!isLetters(word)) return [];
  const out: string[] = [];
  let current = word;
  for (let i = 0; i < MAX_STRIPS; i++) {
    const next = stripOneSuffix(current);
    if (!next) break;
    out.push(next);
    current = next;
  }
  return out;
}

/** Final consonant pairs that alternate before a vowel (kebap/kebabı, kitap/kitabı, köpek/köpeği), folded. */
const SOFTENING: Readonly<Record<string, string>> = { p: 'b', b: 'p', t: 'd', d: 't', k: 'g', g: 'k' };

/**
 * The word with its last consonant hardened or softened ("kebab" → "kebap", "kebap" → "kebab"), or null.
 * ç/c alternate too, but both fold to "c", so the folded spelling already matches.
 */
export function softened(word: string): string | null {
  if (word.length < MIN_STEM_LENGTH || !isLetters(word)) return null;
  const last = word.at(-1)!;
  const swap = SOFTENING[last];
  return swap ? word.slice(0, -1) + swap : null;
}

/**
 * Every spelling a query word may match by prefix: the word, its stems, and the softened or hardened form
 * of each. "kebapcilar" → ["kebapcilar", "kebapci", "kebap", "kebab"] (order: the word first).
 */
export function wordVariants(word: string): string[] {
  const out = new Set<string>([word]);
  for (const s of [word, ...stems(word)]) {
    out.add(s);
    const soft = softened(s);
    if (soft) out.add(soft);
  }
  return [...out];
}

/**
 * Drops the terms another term already covers as a prefix ("kebap" covers "kebapci" and "kebapcilar"),
 * keeping the input order. Terms are matched by prefix, so the result finds exactly the same words.
 */
export function minimalPrefixes(terms: readonly string[]): string[] {
  const unique = [...new Set(terms)];
  return unique.filter((t) => !unique.some((other) => other !== t && t.startsWith(other)));
}
