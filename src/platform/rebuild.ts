/**
 * Rebuilds of the static site. A change that affects public pages (an approval, an edit, a live ad)
 * calls `requestRebuild`, which only records a pending request. The scheduled function
 * (functions/rebuild.ts) claims all pending requests at once and starts ONE build: on Netlify a POST to
 * BUILD_HOOK_URL, locally the server's background builder. The build marks every request whose data it
 * included as done and logs the time from change to updated page.
 *
 * Until that build, a business page is rendered on demand and cached by Netlify's CDN under its tags
 * (decision 010); `purgePages` drops those copies as soon as the change is saved.
 */
import { purgeCache } from '@netlify/functions';
import { and, eq, inArray, lte, max, sql } from 'drizzle-orm';
import type { Db } from '#db/client.ts';
import { siteBuilds } from '#db/schema/index.ts';
import { getConfig } from './config.ts';
import { log } from './log.ts';

export async function requestRebuild(db: Db, reason: string): Promise<void> {
  await db.insert(siteBuilds).values({ reason: reason.slice(0, 200) });
}

/**
 * Claims every pending request (atomically: two instances never claim the same one). With
 * `minIntervalMinutes`, nothing is claimed while the last build started less than that long ago: the
 * requests wait for the first tick after it (REBUILD_INTERVAL_MINUTES, decision 026).
 */
export async function claimPendingRebuilds(db: Db, minIntervalMinutes = 0): Promise<number[]> {
  if (minIntervalMinutes > 0) {
    const [last] = await db.select({ at: max(siteBuilds.startedAt) }).from(siteBuilds);
    if (last?.at && Date.now() - new Date(last.at).getTime() < minIntervalMinutes * 60_000) return [];
  }
  const rows = await db
    .update(siteBuilds)
    .set({ status: 'running', startedAt: new Date() })
    .where(eq(siteBuilds.status, 'pending'))
    .returning({ id: siteBuilds.id });
  return rows.map((r) => r.id);
}

export async function releaseRebuilds(db: Db, ids: number[]): Promise<void> {
  if (ids.length) await db.update(siteBuilds).set({ status: 'pending', startedAt: null }).where(inArray(siteBuilds.id, ids));
}

/**
 * Called by a build once its output is live: every request made before the build read its data is done.
 * Returns the longest time from change to updated page, for the log.
 */
export async function completeRebuilds(
  db: Db,
  dataReadAt: Date,
  outcome: { ok: true } | { ok: false; error: string },
): Promise<{ count: number; maxLatencyMs: number }> {
  const now = new Date();
  const done = await db
    .update(siteBuilds)
    .set(
      outcome.ok
        ? { status: 'succeeded', finishedAt: now, error: null }
        : { status: 'pending', startedAt: null, error: outcome.error.slice(0, 2000) },
    )
    .where(and(inArray(siteBuilds.status, ['pending', 'running']), lte(siteBuilds.requestedAt, dataReadAt)))
    .returning({ requestedAt: siteBuilds.requestedAt, reason: siteBuilds.reason });
  const maxLatencyMs = done.reduce((m, r) => Math.max(m, now.getTime() - r.requestedAt.getTime()), 0);
  if (done.length && outcome.ok) {
    log.info('site rebuilt for changes', {
      changes: done.length,
      reasons: [...new Set(done.map((d) => d.reason))].slice(0, 10),
      changeToPageMs: maxLatencyMs,
    });
  }
  return { count: done.length, maxLatencyMs };
}

export async function pendingRebuildCount(db: Db): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(siteBuilds)
    .where(inArray(siteBuilds.status, ['pending', 'running']));
  return row?.n ?? 0;
}

/** The CDN cache tags of a business's on-demand page (functions/business-page.ts): its id and its category. */
export function businessCacheTags(id: number, categorySlug?: string): string[] {
  return categorySlug ? [`business-${id}`, `category-${categorySlug}`] : [`business-${id}`];
}

/**
 * The cache tag of every GET /api/map answer: a change of special days, holidays or duty nights (decision 025)
 * purges it, so the CDN never serves the "open now" map of before the change.
 */
export const MAP_CACHE_TAG = 'map';

/** The cache tag of the /businesses pages rendered on demand (decision 026). */
export const ALL_BUSINESSES_TAG = 'businesses';

/**
 * The CDN cache tags of a list page rendered on demand (functions/list-page.ts, decision 026): a category's
 * pages carry `category-{slug}` (purged with any of its businesses), /businesses pages `businesses`
 * (`undefined`); an unknown category (`null`) none (categories change only with a deploy, which drops them).
 */
export function listCacheTags(categorySlug: string | null | undefined): string[] {
  if (categorySlug === undefined) return [ALL_BUSINESSES_TAG];
  return categorySlug === null ? [] : [`category-${categorySlug}`];
}

/**
 * Drops the CDN's copies of the pages with these tags, on Netlify only (locally nothing is cached):
 * `purgeCache` of @netlify/functions, which reads SITE_ID and NETLIFY_PURGE_API_TOKEN from the function's
 * environment; NETLIFY_PURGE_API_URL sends it elsewhere (a test's stand-in). A failed purge is logged, not
 * thrown: the change is saved and the rebuild requested; the cached copy is replaced by the next build.
 */
export async function purgePages(tags: readonly string[]): Promise<void> {
  if (!tags.length || !getConfig().isNetlify) return;
  // Any change to a business may move it in /businesses (rating, name, being listed at all): its pages go too.
  if (tags.some((t) => t.startsWith('business-'))) tags = [...tags, ALL_BUSINESSES_TAG];
  try {
    await purgeCache({
      tags: [...new Set(tags)],
      ...(process.env.NETLIFY_PURGE_API_URL ? { apiURL: process.env.NETLIFY_PURGE_API_URL } : {}),
    });
    log.info('cdn cache purged', { tags: tags.length });
  } catch (err) {
    log.error('cdn cache purge failed; cached pages stay until the rebuild', { err, tags: tags.slice(0, 20) });
  }
}

// The local server registers its background builder here; functions/rebuild.ts uses it when there is no build
// hook, and functions/business-page.ts finds the build being served (its on-demand renderer beside it).
export interface LocalBuilder {
  /** Starts a build in the background (or queues one after the running build). */
  requestBuild(reason: string): void;
  /** The build being served (null before the first one). */
  readonly current?: { readonly root: string } | null;
}
const KEY = Symbol.for('adana-rehberi.local-builder');
export function registerLocalBuilder(builder: LocalBuilder | undefined): void {
  (globalThis as Record<symbol, unknown>)[KEY] = builder;
}
export function localBuilder(): LocalBuilder | undefined {
  return (globalThis as Record<symbol, LocalBuilder | undefined>)[KEY];
}
