/**
 * What a business contributes to the search: its folded words per field, weighted the way results rank.
 *
 *  A  name
 *  B  category, subcategory
 *  C  features ("Paket Servis", "Otopark")
 *  D  description, address, district
 *
 * `src/features/search/search-index.ts` turns the four strings into the `search_document` tsvector
 * (`setweight(to_tsvector('simple', a), 'A') || …`); the words are already folded and contain only
 * `a-z0-9`, so PostgreSQL's `simple` parser keeps them exactly as this module cut them.
 */
import type { SearchableBusiness } from '#lib/turkish.ts';
import { textWords } from './tokenize.ts';

export type SearchWeight = 'A' | 'B' | 'C' | 'D';

export const WEIGHTS: readonly SearchWeight[] = ['A', 'B', 'C', 'D'];

export type SearchDocumentParts = Record<SearchWeight, string>;

const words = (...texts: (string | null | undefined)[]) => texts.flatMap((t) => textWords(t, { compounds: true })).join(' ');

/** The folded words of each weighted field, space-separated. */
export function searchDocumentParts(b: SearchableBusiness): SearchDocumentParts {
  return {
    A: words(b.name),
    B: words(b.category, b.subcategory),
    C: words(...(b.features ?? [])),
    D: words(b.description, b.address, b.district),
  };
}

/** The distinct words of a business (what it adds to the `search_words` dictionary). */
export function searchDocumentWords(b: SearchableBusiness): Set<string> {
  const parts = searchDocumentParts(b);
  return new Set(WEIGHTS.flatMap((w) => parts[w].split(' ')).filter((w) => w.length > 0));
}
