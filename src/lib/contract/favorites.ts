/**
 * The account's favourites (GET /api/favorites, POST /api/favorites/merge, PUT /api/favorites/{id},
 * GET /api/users/{userId}/favorites), read by src/stores/favorites.ts.
 */

/** One favourite of the account: GET and merge answer a list of these (newest first), PUT one. */
export interface FavoriteRecord {
  businessId: number;
  /** ISO 8601. */
  createdAt: string;
}

/** Most businesses one merge may carry. */
export const FAVORITES_MERGE_MAX = 500;

/** POST /api/favorites/merge: this browser's ids, added to the account. */
export interface FavoritesMergeRequest {
  businessIds: number[];
}
