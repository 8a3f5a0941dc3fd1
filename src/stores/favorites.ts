/**
 * Favourites (PD6): kept without an account in this browser, merged into the account at login,
 * private (nothing about them is in the pre-built HTML).
 *
 *   import { useStore } from '@nanostores/react';
 *   import { $favorites, initFavorites, addFavorite, removeFavorite } from '../../stores/favorites.ts';
 *   useEffect(() => initFavorites(), []);          // idempotent; every island that shows favourites calls it
 *   const fav = useHydratedStore($favorites, FAVORITES_INITIAL); // { ready, items: FavoriteEntry[], accountId }
 *   await addFavorite(snapshot);                   // or removeFavorite(id); throws FavoriteError when the account could not be updated
 *
 * Storage: localStorage `adana_favorites` = { version: 1, accountId, items: [{ id, addedAt, snapshot, … }] }.
 * Each item carries a small snapshot of the business (name, category, district, rating, first image) taken
 * where it was favourited, so /favorites renders at once, also offline. The favourites page refreshes
 * snapshots older than a day, and fetches the ones it lacks (ids that came from the account on another
 * device), from GET /api/businesses/:id (see updateSnapshots / markUnavailable).
 *
 * With an account ($session has a user):
 *  - the first time this browser sees that account, its local ids are merged into the account
 *    (POST /api/favorites/merge → the full list), afterwards the account's list (GET /api/favorites) is
 *    the truth on every page load, so a removal on another device is not undone by a stale copy here;
 *  - each add/remove goes to the account too (PUT / DELETE /api/favorites/:id); when that fails the local
 *    change is rolled back and the caller gets a FavoriteError (the button shows the toast);
 *  - when the session is gone (logout, expiry) the account's copy is removed from this browser, so the next
 *    person at a shared computer does not see it; it comes back at the next login.
 * Without an account: local only. Other tabs follow through the `storage` event.
 */
import { atom, computed } from 'nanostores';
import { apiResult, type ApiError, type ApiResult } from '#lib/api-client.ts';
import type { PublicBusinessListItem } from '#lib/contract/businesses.ts';
import type { OpeningHours } from '#lib/hours.ts';
import { FAVORITES_MERGE_MAX, type FavoriteRecord, type FavoritesMergeRequest } from '#lib/contract/favorites.ts';
import { $session, loadSession } from './session.ts';

export const FAVORITES_STORAGE_KEY = 'adana_favorites';
/** Snapshots older than this are refreshed when the favourites page is open. */
export const SNAPSHOT_MAX_AGE_MS = 24 * 60 * 60 * 1000;

/** What a card needs to show a favourite without asking the server. */
export type FavoriteSnapshot = Pick<
  PublicBusinessListItem,
  'id' | 'name' | 'category' | 'categorySlug' | 'district' | 'rating' | 'reviewCount'
> &
  /** For the card's open/closed line and price (decision 018); absent in snapshots taken before. */
  Partial<Pick<PublicBusinessListItem, 'hours' | 'isOpen' | 'priceRange'>> & {
    /** The first image (images[0]) or null. */
    image: string | null;
  };

export interface FavoriteEntry {
  id: number;
  /** ISO time it was favourited (the account's createdAt when it came from there). */
  addedAt: string;
  snapshot: FavoriteSnapshot | null;
  /** ISO time the snapshot was last taken or checked against the server. */
  checkedAt: string | null;
  /** The business is no longer public (the server answered 404). */
  unavailable?: boolean;
}

export interface FavoritesState {
  /** False until this browser's list is read (always false in pre-built HTML). */
  ready: boolean;
  items: FavoriteEntry[];
  /** The account this list belongs to (null: a visitor's own list). */
  accountId: number | null;
}

/** The fields FavoriteButton takes: any business-shaped object with these (a bare id and name still works). */
export type FavoriteBusinessInput = Pick<PublicBusinessListItem, 'id' | 'name' | 'category' | 'categorySlug' | 'district'> &
  Partial<Pick<PublicBusinessListItem, 'rating' | 'reviewCount' | 'images' | 'hours' | 'isOpen' | 'priceRange'>>;

export class FavoriteError extends Error {
  constructor(
    message: string,
    readonly action: 'add' | 'remove',
    /** The server's Turkish explanation (e.g. the account's favourite limit), when it gave one. */
    readonly serverMessage: string | null = null,
  ) {
    super(message);
    this.name = 'FavoriteError';
  }
}

/** The error of a failed change (no answer: a network failure). */
function failure(error: ApiError | undefined, action: 'add' | 'remove'): FavoriteError {
  if (!error) return new FavoriteError('network', action);
  const serverMessage = typeof error.body.message === 'string' && error.body.message ? error.body.message : null;
  return new FavoriteError(error.message, action, error.status === 409 || error.status === 404 ? serverMessage : null);
}

/** The first value, as the pre-built HTML shows it (islands hydrate with it: `useHydratedStore`). */
export const FAVORITES_INITIAL: FavoritesState = { ready: false, items: [], accountId: null };
export const NO_FAVORITE_IDS: ReadonlySet<number> = new Set();
export const $favorites = atom<FavoritesState>(FAVORITES_INITIAL);
export const $favoriteIds = computed($favorites, (s): ReadonlySet<number> => new Set(s.items.map((i) => i.id)));

export function toSnapshot(b: FavoriteBusinessInput): FavoriteSnapshot {
  return {
    id: b.id,
    name: b.name,
    category: b.category,
    categorySlug: b.categorySlug,
    district: b.district,
    rating: b.rating ?? 0,
    reviewCount: b.reviewCount ?? 0,
    image: b.images?.[0] ?? null,
    ...(b.hours && typeof b.hours === 'object' ? { hours: b.hours } : {}),
    ...(typeof b.isOpen === 'boolean' ? { isOpen: b.isOpen } : {}),
    ...(typeof b.priceRange === 'string' ? { priceRange: b.priceRange } : {}),
  };
}

// ---------------------------------------------------------------------------------------------------------
// Storage

const isId = (v: unknown): v is number => typeof v === 'number' && Number.isSafeInteger(v) && v > 0;

function parseSnapshot(v: unknown, id: number): FavoriteSnapshot | null {
  if (!v || typeof v !== 'object') return null;
  const s = v as Record<string, unknown>;
  if (typeof s.name !== 'string' || !s.name) return null;
  const str = (x: unknown) => (typeof x === 'string' ? x : '');
  return {
    id,
    name: s.name,
    category: str(s.category),
    categorySlug: str(s.categorySlug),
    district: str(s.district),
    rating: Number(s.rating) || 0,
    reviewCount: Number(s.reviewCount) || 0,
    image: typeof s.image === 'string' && s.image ? s.image : null,
    ...(s.hours && typeof s.hours === 'object' && !Array.isArray(s.hours) ? { hours: s.hours as OpeningHours } : {}),
    ...(typeof s.isOpen === 'boolean' ? { isOpen: s.isOpen } : {}),
    ...(typeof s.priceRange === 'string' ? { priceRange: s.priceRange } : {}),
  };
}

/** Reads the stored JSON defensively: anything malformed is dropped, never thrown. */
export function parseStored(raw: string | null): Pick<FavoritesState, 'items' | 'accountId'> {
  if (!raw) return { items: [], accountId: null };
  let data: unknown;
  try {
    data = JSON.parse(raw);
  } catch {
    return { items: [], accountId: null };
  }
  const d = (data ?? {}) as { items?: unknown; accountId?: unknown };
  const seen = new Set<number>();
  const items: FavoriteEntry[] = [];
  for (const it of Array.isArray(d.items) ? d.items : []) {
    const e = (it ?? {}) as Record<string, unknown>;
    if (!isId(e.id) || seen.has(e.id)) continue;
    seen.add(e.id);
    items.push({
      id: e.id,
      addedAt: typeof e.addedAt === 'string' ? e.addedAt : new Date(0).toISOString(),
      snapshot: parseSnapshot(e.snapshot, e.id),
      checkedAt: typeof e.checkedAt === 'string' ? e.checkedAt : null,
      ...(e.unavailable === true ? { unavailable: true } : {}),
    });
  }
  return { items, accountId: isId(d.accountId) ? d.accountId : null };
}

function readStorage(): Pick<FavoritesState, 'items' | 'accountId'> {
  try {
    return parseStored(window.localStorage.getItem(FAVORITES_STORAGE_KEY));
  } catch {
    return { items: [], accountId: null }; // storage disabled: favourites live for this page only
  }
}

function commit(next: Pick<FavoritesState, 'items' | 'accountId'>): void {
  $favorites.set({ ready: true, items: next.items, accountId: next.accountId });
  try {
    if (next.items.length === 0 && next.accountId === null) window.localStorage.removeItem(FAVORITES_STORAGE_KEY);
    else window.localStorage.setItem(FAVORITES_STORAGE_KEY, JSON.stringify({ version: 1, accountId: next.accountId, items: next.items }));
  } catch {
    /* storage full or disabled: keep the in-memory list */
  }
}

// ---------------------------------------------------------------------------------------------------------
// Account sync

/** The account's list becomes this browser's list; snapshots already here are kept. */
function adoptServerList(list: FavoriteRecord[], accountId: number): void {
  const known = new Map($favorites.get().items.map((i) => [i.id, i]));
  const items = list.map<FavoriteEntry>((r) => {
    const k = known.get(r.businessId);
    return k ? { ...k, addedAt: r.createdAt || k.addedAt } : { id: r.businessId, addedAt: r.createdAt, snapshot: null, checkedAt: null };
  });
  commit({ items, accountId });
}

let syncPromise: Promise<void> = Promise.resolve();
let syncedFor: number | null | undefined;

async function syncWithAccount(userId: number | null): Promise<void> {
  const state = $favorites.get();
  if (userId === null) {
    // Logged out: drop the account's copy (it stays in the account); a visitor's own list stays.
    if (state.accountId !== null) commit({ items: [], accountId: null });
    return;
  }
  try {
    let result: ApiResult<FavoriteRecord[]>;
    if (state.accountId === userId) {
      result = await apiResult<FavoriteRecord[]>('/api/favorites');
    } else {
      // A list that belonged to another account is not merged into this one.
      const local = state.accountId === null ? state.items.map((i) => i.id).slice(0, FAVORITES_MERGE_MAX) : [];
      if (state.accountId !== null) commit({ items: [], accountId: null });
      result = await apiResult<FavoriteRecord[]>('/api/favorites/merge', {
        method: 'POST',
        body: { businessIds: local } satisfies FavoritesMergeRequest,
      });
    }
    if (!result.ok) throw result.error;
    adoptServerList(result.data, userId);
  } catch (e) {
    console.warn('favourites: could not sync with the account', e);
  }
}

function onSession(): void {
  const s = $session.get();
  if (s.status !== 'ready') return;
  const userId = s.user?.id ?? null;
  if (syncedFor === userId) return;
  syncedFor = userId;
  syncPromise = syncPromise.then(() => syncWithAccount(userId));
}

let initialised = false;

/** Reads this browser's list and starts the account sync. Safe to call from every island (runs once). */
export function initFavorites(): void {
  if (initialised || typeof window === 'undefined') return;
  initialised = true;
  commit(readStorage());
  window.addEventListener('storage', (e) => {
    if (e.key !== FAVORITES_STORAGE_KEY && e.key !== null) return;
    const next = readStorage();
    $favorites.set({ ready: true, ...next });
  });
  $session.listen(onSession);
  void loadSession().then(onSession);
}

/** Resolves when the session is known and the account (if any) has been synced. */
async function settled(): Promise<number | null> {
  initFavorites();
  const s = await loadSession();
  onSession();
  await syncPromise;
  return s.user?.id ?? null;
}

// ---------------------------------------------------------------------------------------------------------
// Changes

export async function addFavorite(business: FavoriteBusinessInput): Promise<void> {
  const userId = await settled();
  const before = $favorites.get();
  if (before.items.some((i) => i.id === business.id)) return;
  const now = new Date().toISOString();
  const entry: FavoriteEntry = { id: business.id, addedAt: now, snapshot: toSnapshot(business), checkedAt: now };
  commit({ items: [entry, ...before.items], accountId: before.accountId });
  if (userId === null) return;
  let result: ApiResult<FavoriteRecord> | undefined;
  try {
    result = await apiResult<FavoriteRecord>(`/api/favorites/${business.id}`, { method: 'PUT' });
  } catch {
    /* network error: handled below */
  }
  if (result?.ok) return;
  if (result?.status === 401) return visitorAgain();
  const cur = $favorites.get();
  commit({ items: cur.items.filter((i) => i.id !== business.id), accountId: cur.accountId });
  throw failure(result?.error, 'add');
}

export async function removeFavorite(id: number): Promise<void> {
  const userId = await settled();
  const before = $favorites.get();
  const index = before.items.findIndex((i) => i.id === id);
  if (index === -1) return;
  const removed = before.items[index]!;
  commit({ items: before.items.filter((i) => i.id !== id), accountId: before.accountId });
  if (userId === null) return;
  let result: ApiResult<undefined> | undefined;
  try {
    result = await apiResult<undefined>(`/api/favorites/${id}`, { method: 'DELETE' });
  } catch {
    /* network error: handled below */
  }
  if (result?.ok || result?.status === 404) return; // 404: it was not in the account any more, which is what we want
  if (result?.status === 401) return visitorAgain();
  const cur = $favorites.get();
  const items = [...cur.items];
  items.splice(Math.min(index, items.length), 0, removed);
  commit({ items, accountId: cur.accountId });
  throw failure(result?.error, 'remove');
}

/** The session ended while the page was open: the list (with this change) stays as the visitor's own. */
function visitorAgain(): void {
  const cur = $favorites.get();
  syncedFor = null;
  commit({ items: cur.items, accountId: null });
  void loadSession({ force: true });
}

/** Stores fresh snapshots (from GET /api/businesses/:id) for the favourites page. */
export function updateSnapshots(snapshots: FavoriteSnapshot[]): void {
  if (snapshots.length === 0) return;
  const byId = new Map(snapshots.map((s) => [s.id, s]));
  const now = new Date().toISOString();
  const cur = $favorites.get();
  commit({
    accountId: cur.accountId,
    items: cur.items.map((i) => {
      const s = byId.get(i.id);
      return s ? { id: i.id, addedAt: i.addedAt, snapshot: s, checkedAt: now } : i;
    }),
  });
}

/** Marks favourites whose business is no longer public (404), so the page can offer to remove them. */
export function markUnavailable(ids: number[]): void {
  if (ids.length === 0) return;
  const gone = new Set(ids);
  const now = new Date().toISOString();
  const cur = $favorites.get();
  commit({ accountId: cur.accountId, items: cur.items.map((i) => (gone.has(i.id) ? { ...i, unavailable: true, checkedAt: now } : i)) });
}

/** Favourites whose snapshot is missing or older than SNAPSHOT_MAX_AGE_MS. */
export function staleFavoriteIds(state: FavoritesState, now = Date.now()): number[] {
  return (
    state.items
      // A snapshot without hours was taken before cards showed open/closed: refreshed too.
      .filter(
        (i) =>
          !i.snapshot ||
          !i.snapshot.hours ||
          !i.checkedAt ||
          now - Date.parse(i.checkedAt) > SNAPSHOT_MAX_AGE_MS ||
          Number.isNaN(Date.parse(i.checkedAt)),
      )
      .map((i) => i.id)
  );
}
