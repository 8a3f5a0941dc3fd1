/**
 * Scheduled: starts one site build when changes are pending (a burst of approvals causes one build).
 * Netlify: POST to BUILD_HOOK_URL. Locally: the server's background builder, which swaps the new site in
 * atomically. Nothing pending: nothing happens.
 */
import { db } from '#platform/db.ts';
import { getConfig } from '#platform/config.ts';
import { log } from '#platform/log.ts';
import { claimPendingRebuilds, localBuilder, releaseRebuilds } from '#platform/rebuild.ts';

export default async function rebuild(): Promise<Response> {
  const database = await db();
  // REBUILD_INTERVAL_MINUTES: changes wait for the first tick that far after the last build (decision 026).
  const ids = await claimPendingRebuilds(database, getConfig().REBUILD_INTERVAL_MINUTES);
  if (!ids.length) return new Response(null, { status: 204 });
  const hook = getConfig().BUILD_HOOK_URL;
  if (hook) {
    try {
      const res = await fetch(hook, {
        method: 'POST',
        body: '{}',
        headers: { 'content-type': 'application/json' },
        signal: AbortSignal.timeout(10_000),
      });
      if (!res.ok) throw new Error(`build hook answered ${res.status}`);
      log.info('build hook called', { changes: ids.length });
      return new Response(null, { status: 202 });
    } catch (err) {
      await releaseRebuilds(database, ids);
      log.error('build hook failed; changes stay pending', { err });
      return new Response(null, { status: 502 });
    }
  }
  const builder = localBuilder();
  if (!builder) {
    await releaseRebuilds(database, ids);
    log.warn('rebuild pending but neither BUILD_HOOK_URL nor a local builder is available');
    return new Response(null, { status: 503 });
  }
  builder.requestBuild(`${ids.length} değişiklik`);
  return new Response(null, { status: 202 });
}

export const config = { schedule: '* * * * *' };
