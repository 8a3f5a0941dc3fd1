/**
 * The build at city scale (decision 026): `npm run bench -- build [--businesses 100000] [--approvals-per-day 50]
 * [--overhead-seconds 60] [--runs 30]`
 *
 * In a scratch PostgreSQL database (BENCH_DATABASE_URL, else TEST_DATABASE_URL, else the local server) it generates
 * N approved businesses (bench/generate.ts) and one pending, then prints
 *  - the full build: `npm run build` as Netlify runs it (migrations, site data, astro build into a fresh
 *    directory with an empty Astro cache), wall time, pages written, the head it pre-rendered;
 *  - the rebuild after one approval: the pending business approved, `npm run build` again into a fresh
 *    directory with the cache of the first (Netlify restores it with netlify-plugin-cache);
 *  - on-demand renders through the functions' code (src/render/): a tail business, a tail /businesses page
 *    and a tail category page, p50/p95, with their status and cache tags;
 *  - the Netlify build-minutes budget for that many businesses and approvals a day: the rebuild's time plus
 *    a fixed overhead per Netlify build (clone, cache restore, install, upload: `--overhead-seconds`, an
 *    assumption, not measured here), per month for each batching interval of the scheduled rebuild
 *    (REBUILD_INTERVAL_MINUTES), against the free plan's 300 minutes.
 * PREBUILD_BUSINESSES and PREBUILD_LIST_PAGES are passed on to the builds when set.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { spawn } from 'node:child_process';
import { count, desc, eq } from 'drizzle-orm';
import { openDatabase } from '#db/client.ts';
import { migrate } from '#db/migrate.ts';
import { businesses } from '#db/schema/index.ts';
import { refreshCategoryCounts } from '#features/businesses/public.ts';
import { registerLocalBuilder, requestRebuild } from '#platform/rebuild.ts';
import { renderBusinessPage } from '#render/business-page.ts';
import { renderListPage } from '#render/list-page.ts';
import { projectRoot } from '#tests/helpers/app-server.ts';
import { generateBusinesses } from './generate.ts';
import { withScratchDatabase } from './scratch-db.ts';

function arg(name: string, dflt: string): string {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 && process.argv[i + 1] ? process.argv[i + 1]! : dflt;
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

/** `npm run build` in a child process, as Netlify runs it; its wall time and the lines worth keeping. */
function npmRunBuild(env: Record<string, string>): Promise<{ ms: number; ok: boolean; output: string }> {
  const started = performance.now();
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/build-cli.ts'], {
      cwd: projectRoot,
      env: { ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (c: Buffer) => (output += c.toString()));
    child.stderr.on('data', (c: Buffer) => (output += c.toString()));
    child.on('close', (code) => resolve({ ms: performance.now() - started, ok: code === 0, output }));
  });
}

function countPages(dir: string): { all: number; business: number } {
  let all = 0;
  const walk = (d: string) => {
    for (const e of fs.readdirSync(d, { withFileTypes: true })) {
      if (e.isDirectory()) walk(path.join(d, e.name));
      else if (e.name.endsWith('.html')) all++;
    }
  };
  walk(dir);
  const business = fs.existsSync(path.join(dir, 'business'))
    ? fs.readdirSync(path.join(dir, 'business')).filter((f) => f.endsWith('.html')).length
    : 0;
  return { all, business };
}

/** Where a build's time went, from its log: database ready, site data read, Astro's own steps. */
function phases(output: string): string {
  // eslint-disable-next-line no-control-regex
  const plain = output.replace(/\u001b\[[0-9;]*m/g, '');
  const json = (msg: string) => Number(new RegExp(`"msg":"${msg}"[^\\n]*?"ms":(\\d+)`).exec(plain)?.[1] ?? NaN);
  const astro = [...plain.matchAll(/\[build\] (.*?) in ([\d.]+m?s)/g)].map((m) => `${m[1]!.replace(/^✓ /, '').trim()} ${m[2]}`);
  const generated = /prerendering static routes[\s\S]*?Completed in ([\d.]+m?s)/.exec(plain)?.[1];
  return `  phases: database ready ${json('database ready')} ms, site data ${json('site data read')} ms; astro: ${astro.join('; ')}${generated ? `; static routes ${generated}` : ''}`;
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

export async function run(): Promise<void> {
  const n = Number(arg('businesses', arg('n', '100000')));
  const approvalsPerDay = Number(arg('approvals-per-day', '50'));
  const overheadSeconds = Number(arg('overhead-seconds', '60'));
  const runs = Number(arg('runs', '30'));
  const baseUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  const head = {
    PREBUILD_BUSINESSES: process.env.PREBUILD_BUSINESSES ?? '2000',
    PREBUILD_LIST_PAGES: process.env.PREBUILD_LIST_PAGES ?? '5',
  };
  console.log(
    `== build at ${n.toLocaleString('en-US')} businesses (PREBUILD_BUSINESSES=${head.PREBUILD_BUSINESSES}, PREBUILD_LIST_PAGES=${head.PREBUILD_LIST_PAGES}; ${os.cpus().length} cores, load ${os.loadavg()[0]!.toFixed(1)}) ==`,
  );

  // --db URL: that database, kept afterwards (generated once when it has fewer approved businesses than N).
  const keep = arg('db', '');
  const inDatabase = <T>(fn: (url: string) => Promise<T>) => (keep ? fn(keep) : withScratchDatabase(baseUrl, `build_${n}`, fn));
  await inDatabase(async (url) => {
    const work = fs.mkdtempSync(path.join(os.tmpdir(), 'adana-bench-build-'));
    const database = await openDatabase({ databaseUrl: url });
    try {
      await migrate(database);
      let t = performance.now();
      const [have] = await database.db.select({ n: count() }).from(businesses);
      if (Number(have?.n ?? 0) < n) await generateBusinesses(database.db, n);
      // The one approval of the rebuild: the newest business waits in the queue during the full build.
      const [last] = await database.db.select({ id: businesses.id }).from(businesses).orderBy(desc(businesses.id)).limit(1);
      await database.db.update(businesses).set({ status: 'pending', approvedAt: null }).where(eq(businesses.id, last!.id));
      await refreshCategoryCounts(database.db);
      console.log(`generated in ${seconds(performance.now() - t)}`);

      const env = (out: string) => ({
        DATABASE_URL: url,
        DATA_DIR: path.join(work, 'data'),
        ASTRO_OUT_DIR: path.join(work, out),
        ASTRO_CACHE_DIR: path.join(work, 'astro-cache'),
        SEED_SAMPLE_DATA: '0',
        PUBLIC_URL: 'https://adana-rehberi.example',
        LOG_LEVEL: 'info',
        ...head,
      });
      const full = await npmRunBuild(env('dist-full'));
      if (!full.ok) throw new Error('full build failed:\n' + full.output.slice(-3000));
      const fullPages = countPages(path.join(work, 'dist-full'));
      const dataLine = /"msg":"site data read"[^\n]*/.exec(full.output)?.[0] ?? '';
      console.log(
        `full build (npm run build): ${seconds(full.ms)}, ${fullPages.all} pages (${fullPages.business} business pages); ${dataLine.replace(/.*"msg":"site data read",?/, 'site data: ').replace(/}$/, '')}`,
      );
      console.log(phases(full.output));

      t = performance.now();
      await database.db.update(businesses).set({ status: 'approved', approvedAt: new Date() }).where(eq(businesses.id, last!.id));
      await refreshCategoryCounts(database.db);
      await requestRebuild(database.db, 'bench: one approval');
      const rebuild = await npmRunBuild(env('dist'));
      if (!rebuild.ok) throw new Error('rebuild failed:\n' + rebuild.output.slice(-3000));
      console.log(
        `rebuild after one approval (npm run build, Astro's cache restored): ${seconds(rebuild.ms)}, ${countPages(path.join(work, 'dist')).all} pages`,
      );
      console.log(phases(rebuild.output));

      // On demand, through the functions' own code, with the renderer of the build just made.
      const root = path.join(work, 'dist');
      registerLocalBuilder({ requestBuild: () => undefined, current: { root } });
      const built = new Set(fs.readdirSync(path.join(root, 'business')).map((f) => Number(f.replace(/\.html$/, ''))));
      const middle = await database.db
        .select({ id: businesses.id })
        .from(businesses)
        .where(eq(businesses.status, 'approved'))
        .orderBy(businesses.id)
        .limit(5000)
        .offset(Math.floor(n / 2));
      const tailId = middle.find((r) => !built.has(r.id))?.id ?? 0;
      const listPages = Number(head.PREBUILD_LIST_PAGES);
      const targets = [
        ['tail business', `/business/${tailId}`, (req: Request) => renderBusinessPage(req, database.db)],
        [
          'tail /businesses page',
          `/businesses/${Math.max(listPages + 1, Math.floor(n / 24 / 2))}`,
          (req: Request) => renderListPage(req, database.db),
        ],
        ['tail category page', `/category/restoranlar/${listPages + 1}`, (req: Request) => renderListPage(req, database.db)],
        ['unknown business', '/business/999999999', (req: Request) => renderBusinessPage(req, database.db)],
      ] as const;
      console.log(`on demand (the functions' code, ${runs} renders each after one warm-up):`);
      for (const [label, p, render] of targets) {
        const first = await render(new Request(`https://adana-rehberi.example${p}`));
        await first.arrayBuffer();
        const times: number[] = [];
        for (let i = 0; i < runs; i++) {
          const s = performance.now();
          const res = await render(new Request(`https://adana-rehberi.example${p}`));
          await res.arrayBuffer();
          times.push(performance.now() - s);
        }
        times.sort((a, b) => a - b);
        console.log(
          `  ${label.padEnd(22)} ${p.padEnd(28)} ${first.status}  p50 ${percentile(times, 50).toFixed(1)} ms  p95 ${percentile(times, 95).toFixed(1)} ms  tags: ${first.headers.get('netlify-cache-tag') ?? '-'}`,
        );
      }
      registerLocalBuilder(undefined);

      // Netlify's build minutes: each build is the rebuild's time plus the platform's own overhead.
      const perBuild = rebuild.ms / 60_000 + overheadSeconds / 60;
      console.log(
        `Netlify build minutes for ${n.toLocaleString('en-US')} businesses, ${approvalsPerDay} approvals a day over 10 working hours, ${perBuild.toFixed(2)} min per build (${seconds(rebuild.ms)} measured + ${overheadSeconds} s assumed overhead); free plan: 300 min/month:`,
      );
      for (const interval of [1, 15, 60, 120, 240, 720]) {
        // At most one build per interval; within the working day approvals are spread evenly.
        const buildsPerDay = Math.min(approvalsPerDay, Math.ceil((10 * 60) / interval));
        const month = buildsPerDay * 30 * perBuild;
        console.log(
          `  REBUILD_INTERVAL_MINUTES=${String(interval).padEnd(4)} ≤ ${String(buildsPerDay).padStart(2)} builds/day  ${month.toFixed(0).padStart(5)} min/month  ${month <= 300 ? 'fits' : 'over'} (change to page: ≤ ${interval} min + build)`,
        );
      }
    } finally {
      await database.close();
      fs.rmSync(work, { recursive: true, force: true });
    }
  });
}
