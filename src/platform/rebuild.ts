/**
 * Rebuilds of the static site. A change that affects public pages (an approval, an edit, a live ad)
 * calls `requestRebuild`, which only records a pending request. The scheduled function
 * (functions/rebuild.ts) claims all pending requests at once and starts ONE build: on Netlify a POST to
 * BUILD_HOOK_URL, locally the server's background builder. The build marks every request whose data it
 * included as done and logs the time from change to updated page.
 */
import { and, eq, inArray, lte, sql } from 'drizzle-orm';
import type { Db } from '#db/client.ts';
import { siteBuilds } from '#db/schema/index.ts';
import { log } from './log.ts';

export async function requestRebuild(db: Db, reason: string): Promise<void> {
  await db.insert(siteBuilds).values({ reason: reason.slice(0, 200) });
}

/** Claims every pending request (atomically: two instances never claim the same one). */
export async function claimPendingRebuilds(db: Db): Promise<number[]> {
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
export async function completeRebuilds(db: Db, dataReadAt: Date, outcome: { ok: true } | { ok: false; error: string }): Promise<{ count: number; maxLatencyMs: number }> {
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
    log.info('site rebuilt for changes', { changes: done.length, reasons: [...new Set(done.map((d) => d.reason))].slice(0, 10), changeToPageMs: maxLatencyMs });
  }
  return { count: done.length, maxLatencyMs };
}

export async function pendingRebuildCount(db: Db): Promise<number> {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(siteBuilds).where(inArray(siteBuilds.status, ['pending', 'running']));
  return row?.n ?? 0;
}

// The local server registers its background builder here; functions/rebuild.ts uses it when there is no build hook.
export interface LocalBuilder {
  /** Starts a build in the background (or queues one after the running build). */
  requestBuild(reason: string): void;
}
const KEY = Symbol.for('adana-rehberi.local-builder');
export function registerLocalBuilder(builder: LocalBuilder | undefined): void {
  (globalThis as Record<symbol, unknown>)[KEY] = builder;
}
export function localBuilder(): LocalBuilder | undefined {
  return (globalThis as Record<symbol, LocalBuilder | undefined>)[KEY];
}
