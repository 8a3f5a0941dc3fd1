/**
 * Words that are filters, not text (decision 027, beside the synonym table of decision 015): "açık eczane" is
 * the pharmacies open now, not the pharmacies whose description says "açıktır"; "yakınımdaki kafe" is the
 * cafés nearest first; "ucuz otel" the hotels with a low price level; "nöbetçi eczane" the pharmacies on duty.
 *
 * `readIntents(q)` takes those words out of the query and names what they ask for. The search (server) and
 * the /search page (browser) read a query with the same function, so the page's chips ("Şimdi açık ×") say
 * exactly what the API did. Matching is on folded whole words ("acik", "yakinimdaki" work too); phrases are
 * tried before single words ("şimdi açık" is one intent, not "şimdi" left as text).
 *
 * There is no on-duty (nöbetçi) schedule in the data yet: `onDuty` means pharmacies open now, and the page
 * says so.
 */
import { foldTurkish } from '#lib/turkish.ts';

export type SearchIntent = 'open' | 'near' | 'cheap' | 'pricey' | 'onDuty';

/** The price levels a price intent keeps (db enum `price_range`). */
export const INTENT_PRICES = {
  cheap: ['Ucuz', 'Ücretsiz'],
  pricey: ['Pahalı'],
} as const satisfies Record<'cheap' | 'pricey', readonly string[]>;

export type PriceIntent = keyof typeof INTENT_PRICES;

/** Folded word sequences (longest first within an intent) and what they mean. */
const PHRASES: readonly { words: readonly string[]; intent: SearchIntent }[] = (
  [
    [
      'open',
      ['simdi acik olan'],
      ['simdi acik olanlar'],
      ['su an acik olan'],
      ['simdi acik'],
      ['su an acik'],
      ['acik olan'],
      ['acik olanlar'],
      ['acik'],
      ['aciktaki'],
    ],
    ['near', ['en yakin'], ['bana yakin'], ['yakinimdaki'], ['yakinimda'], ['yakinimdakiler'], ['yakindaki'], ['yakin']],
    ['cheap', ['uygun fiyatli'], ['ucuz'], ['ekonomik']],
    ['pricey', ['pahali'], ['luks']],
    ['onDuty', ['nobetci'], ['nobetciler']],
  ] as const
)
  .flatMap(([intent, ...sayings]) => sayings.map(([s]) => ({ words: s.split(' '), intent: intent as SearchIntent })))
  .sort((a, b) => b.words.length - a.words.length);

/** "açık büfe", "açık hava", "açık otopark": things, not the time of day; kept as text. */
const NOT_INTENTS: readonly (readonly string[])[] = [
  'bufe',
  'hava',
  'havada',
  'otopark',
  'alan',
  'alanda',
  'mutfak',
  'teras',
  'yuzme',
  'havuz',
  'sahne',
  'oturma',
].map((w) => ['acik', w]);

/** The intent phrase at word `i` of the folded words, or null (also for the kept phrases above). */
function phraseAt(folded: readonly string[], i: number): { words: readonly string[]; intent: SearchIntent | null } | null {
  const kept = NOT_INTENTS.find((p) => p.every((w, k) => folded[i + k] === w));
  if (kept) return { words: kept, intent: null };
  return PHRASES.find((p) => p.words.every((w, k) => folded[i + k] === w)) ?? null;
}

export interface ReadQuery {
  /** The query without the intent words (original spelling, single spaces). */
  text: string;
  /** What the removed words ask for, in the order first met, each once. */
  intents: SearchIntent[];
}

/** The query with its intent words taken out, and the intents they name. */
export function readIntents(q: string): ReadQuery {
  const words = q.trim().split(/\s+/u).filter(Boolean);
  const folded = words.map((w) => foldTurkish(w).replace(/[^a-z0-9]/g, ''));
  const keep: string[] = [];
  const intents: SearchIntent[] = [];
  for (let i = 0; i < words.length;) {
    const hit = phraseAt(folded, i);
    if (hit?.intent) {
      if (!intents.includes(hit.intent)) intents.push(hit.intent);
      i += hit.words.length;
    } else if (hit) {
      keep.push(...words.slice(i, i + hit.words.length));
      i += hit.words.length;
    } else {
      keep.push(words[i]!);
      i += 1;
    }
  }
  let text = keep.join(' ');
  // "nöbetçi" alone means the pharmacies.
  if (intents.includes('onDuty') && !/\beczane/u.test(foldTurkish(text))) text = text ? `${text} eczane` : 'eczane';
  return { text, intents };
}

/** The price level a query's intents ask for (the last of cheap/pricey wins). */
export function priceIntent(intents: readonly SearchIntent[]): PriceIntent | undefined {
  const p = intents.filter((i): i is PriceIntent => i === 'cheap' || i === 'pricey');
  return p.at(-1);
}

/** Whether the intents ask for businesses open now ("açık", and "nöbetçi" until duty data exists). */
export const wantsOpen = (intents: readonly SearchIntent[]): boolean => intents.includes('open') || intents.includes('onDuty');

/**
 * The query without the words of one intent (a chip's ×): "açık eczane" without `open` is "eczane". The other
 * intent words stay as typed.
 */
export function withoutIntent(q: string, intent: SearchIntent): string {
  const words = q.trim().split(/\s+/u).filter(Boolean);
  const folded = words.map((w) => foldTurkish(w).replace(/[^a-z0-9]/g, ''));
  const keep: string[] = [];
  for (let i = 0; i < words.length;) {
    const hit = phraseAt(folded, i);
    if (hit && hit.intent === intent) i += hit.words.length;
    else if (hit) {
      keep.push(...words.slice(i, i + hit.words.length));
      i += hit.words.length;
    } else {
      keep.push(words[i]!);
      i += 1;
    }
  }
  // Without "nöbetçi" the pharmacies are still what was asked for.
  if (intent === 'onDuty' && !keep.some((w) => /^eczane/u.test(foldTurkish(w)))) keep.push('eczane');
  return keep.join(' ');
}
