/** The header search's autocomplete (GET /api/search/suggest). */
import { asc, desc } from 'drizzle-orm';
import type { Db } from '#db/client.ts';
import { categories } from '#db/schema/index.ts';
import type { Suggestions } from '#lib/contract/search.ts';
import { candidateTerms, type TokenTerms } from '#lib/search/query.ts';
import { SUGGEST_BUSINESSES, SUGGEST_CATEGORIES, TOTAL_COUNT_CAP } from '#lib/search/params.ts';
import { textWords } from '#lib/search/tokenize.ts';
import { planSearch } from './plan.ts';
import { runSearch } from './run.ts';

/** Whether every query word (through one of its terms) begins a word of the category's name. */
function categoryMatches(name: string, slug: string, words: readonly TokenTerms[]): boolean {
  const nameWords = [...textWords(name), ...slug.split('-')];
  return words.every((w) => w.terms.some((t) => nameWords.some((n) => n.startsWith(t))));
}

/**
 * Up to 6 businesses (best match first) and up to 3 categories whose name matches what was typed
 * ("rest" → Restoranlar, "saglik" → Sağlık), for the header search box.
 */
export async function suggest(db: Db, q: string): Promise<Suggestions> {
  const candidates = candidateTerms(q);
  if (candidates.length === 0) return { businesses: [], categories: [] };
  const [plan, cats] = await Promise.all([
    planSearch(db, q),
    db
      .select({ name: categories.name, slug: categories.slug, businessCount: categories.businessCount })
      .from(categories)
      .orderBy(desc(categories.businessCount), asc(categories.sortOrder), asc(categories.id)),
  ]);
  // A corrected word matches categories through its corrections too ("restorn" → "restoranlar").
  const words: TokenTerms[] = candidates.map((c) => {
    const planned = plan?.tokens.find((t) => t.token === c.token);
    return { token: c.token, terms: [...c.terms, ...(planned?.terms ?? [])] };
  });
  // A word of the synonym table proposes its category too ("dişçi" → Sağlık, "rent a car" → Otomotiv).
  const kinds = new Set(candidates.flatMap((c) => c.kinds ?? []));
  const categoryHits = cats
    .filter((c) => categoryMatches(c.name, c.slug, words) || (candidates.length === 1 && kinds.has(c.slug)))
    .slice(0, SUGGEST_CATEGORIES);
  if (!plan) return { businesses: [], categories: categoryHits };
  const found = await runSearch(db, {
    plan,
    filters: {},
    open: null,
    sort: 'relevance',
    limit: SUGGEST_BUSINESSES,
    offset: 0,
    withTotal: false,
    countCap: TOTAL_COUNT_CAP,
    fieldGroups: 'auto',
  });
  return {
    businesses: found.items.map((b) => ({
      id: b.id,
      name: b.name,
      category: b.category,
      categorySlug: b.categorySlug,
      district: b.district,
    })),
    categories: categoryHits,
  };
}
