/** What `GET /api/search/suggest` answers (the header search's autocomplete). */

export interface SuggestBusiness {
  id: number;
  name: string;
  category: string;
  categorySlug: string;
  district: string;
}

export interface SuggestCategory {
  name: string;
  slug: string;
  businessCount: number;
}

export interface Suggestions {
  businesses: SuggestBusiness[];
  categories: SuggestCategory[];
}
