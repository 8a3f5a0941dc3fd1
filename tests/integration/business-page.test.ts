/**
 * /business/* answered on demand (functions/business-page.ts, decision 010), and /businesses/*, /category/*
 * (functions/list-page.ts, decision 026: list pages past the build's head), on every driver: a business
 * approved after the build gets its page (status 200, the data the build would use, cached by the CDN under
 * its tags); an unknown, malformed or unapproved id gets 'İşletme bulunamadı' with 404 and a short cache.
 * The build's renderer is replaced here by a stand-in that shows what it was handed (the real one is
 * exercised by tests/e2e/on-demand.e2e.ts). And approvals and edits purge the tags through Netlify's purge
 * API, here a local stand-in server.
 */
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { eq } from 'drizzle-orm';
import { testDrivers } from '#tests/helpers/db.ts';
import { callFunction, databaseFor, makeBusiness, makeCategory, makeDistrict, makeUser, useTestEnv } from '#tests/helpers/factories.ts';
import { businesses } from '#db/schema/index.ts';
import { resetConfig } from '#platform/config.ts';
import { registerLocalBuilder } from '#platform/rebuild.ts';
import { approveBusinesses, updateBusiness } from '#features/listings/moderation.ts';
import { rendererDir } from '#render/location.ts';
import businessPage from '../../functions/business-page.ts';
import listPage from '../../functions/list-page.ts';
import { buildSiteIndex, collectSiteData } from '#features/businesses/site-data.ts';
import { listRows } from '#features/businesses/list-pages.ts';
import { sitemapPaths, SITEMAP_STATIC_PAGES } from '#features/businesses/sitemap.ts';
import { sitemapChunks, sitemapIndexXml, SITEMAP_MAX_URLS } from '#lib/seo.ts';

/** A build directory whose renderer answers with the page data it was given, as JSON in the body. */
function standInBuild(): string {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'business-page-'));
  fs.mkdirSync(rendererDir(root));
  fs.writeFileSync(
    path.join(rendererDir(root), 'entry.mjs'),
    `export async function render(request, shell, locals) {
      const page = 'businessPage' in locals ? locals.businessPage : locals.listPage;
      return new Response(JSON.stringify({ path: new URL(request.url).pathname, page, listCategory: locals.listCategory, categories: shell.categories.length }), {
        status: page ? 200 : 404, headers: { 'content-security-policy': "script-src 'self' 'sha256-abc='" } });
    }`,
  );
  return root;
}

describe.each(testDrivers())('business pages on demand on %s', (driver) => {
  const root = standInBuild();
  const t = databaseFor(driver, { seed: true });
  beforeAll(() => {
    useTestEnv();
    registerLocalBuilder({ requestBuild: () => undefined, current: { root } });
  });
  afterAll(() => {
    registerLocalBuilder(undefined);
    fs.rmSync(root, { recursive: true, force: true });
    fs.rmSync(rendererDir(root), { recursive: true, force: true });
  });

  const get = (p: string) => callFunction(businessPage, p);

  it('a business approved after the build: its whole page at once, cached long under its tags', async () => {
    const category = await makeCategory(t.db, { slug: 'sonradan', name: 'Sonradan' });
    const b = await makeBusiness(t.db, { categoryId: category.id, name: 'Yeni Açılan Kafe', status: 'pending' });
    expect((await get(`/business/${b.id}`)).status).toBe(404);
    await t.db.update(businesses).set({ status: 'approved', approvedAt: new Date() }).where(eq(businesses.id, b.id));

    const res = await get(`/business/${b.id}/`);
    expect(res.status).toBe(200);
    const body = (await res.json()) as {
      path: string;
      page: { business: { id: number; name: string }; category: { slug: string }; title: string };
      categories: number;
    };
    expect(body.path).toBe(`/business/${b.id}`);
    expect(body.page.business).toMatchObject({ id: b.id, name: 'Yeni Açılan Kafe' });
    expect(body.page.category.slug).toBe('sonradan');
    expect(body.page.title).toContain('Yeni Açılan Kafe');
    expect(body.categories).toBeGreaterThan(0);
    expect(res.headers.get('netlify-cache-tag')).toBe(`business-${b.id}, category-sonradan`);
    expect(res.headers.get('netlify-cdn-cache-control')).toMatch(/s-maxage=\d{6,}.*stale-while-revalidate=\d+/);
    expect(res.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(res.headers.get('x-frame-options')).toBe('DENY');
    // The site's policy and the page's own (its script hashes) both apply.
    expect(res.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    expect(res.headers.get('content-security-policy')).toContain("'sha256-abc='");
  });

  it('two businesses with one name get the titles the build gives them', async () => {
    const district = await makeDistrict(t.db);
    const category = await makeCategory(t.db);
    const first = await makeBusiness(t.db, {
      name: 'Aynı Ad',
      categoryId: category.id,
      districtId: district.id,
      address: 'Kurtuluş Mah., 1',
    });
    const second = await makeBusiness(t.db, {
      name: 'Aynı Ad',
      categoryId: category.id,
      districtId: district.id,
      address: 'Cemalpaşa Mah., 2',
    });
    const titleOf = async (id: number) => ((await (await get(`/business/${id}`)).json()) as { page: { title: string } }).page.title;
    expect(await titleOf(first.id)).toMatch(/\(Kurtuluş Mah\.\)$/);
    expect(await titleOf(second.id)).toMatch(/\(Cemalpaşa Mah\.\)$/);
  });

  it("unknown, malformed and unapproved ids: 'İşletme bulunamadı' (the page's null state) with 404, cached briefly", async () => {
    const rejected = await makeBusiness(t.db, { status: 'rejected' });
    for (const p of [
      '/business/abc',
      '/business/0',
      '/business/-1',
      '/business/012',
      '/business/999999999',
      '/business/99999999999999999999',
      `/business/${rejected.id}`,
      '/business/1/2',
    ]) {
      const res = await get(p);
      expect(res.status, p).toBe(404);
      expect(((await res.json()) as { page: unknown }).page, p).toBeNull();
      expect(res.headers.get('netlify-cdn-cache-control'), p).toMatch(/s-maxage=60\b/);
    }
    // A valid id's 404 carries its tag, so approving it purges the cached 404.
    expect((await get('/business/999999999')).headers.get('netlify-cache-tag')).toBe('business-999999999');
    expect((await get('/business/abc')).headers.get('netlify-cache-tag')).toBeNull();
  });
});

describe.each(testDrivers())("list pages past the build's head, on demand on %s", (driver) => {
  const root = standInBuild();
  const t = databaseFor(driver, { seed: true });
  beforeAll(() => {
    useTestEnv();
    registerLocalBuilder({ requestBuild: () => undefined, current: { root } });
  });
  afterAll(() => {
    registerLocalBuilder(undefined);
    fs.rmSync(root, { recursive: true, force: true });
    fs.rmSync(rendererDir(root), { recursive: true, force: true });
  });

  type ListAnswer = {
    path: string;
    page: { page: number; total: number; category: { slug: string } | null; items: { id: number }[]; first?: { id: number } } | null;
    listCategory: { slug: string } | null;
  };
  const get = async (p: string) => {
    const res = await callFunction(listPage, p);
    return { res, body: (await res.json()) as ListAnswer };
  };

  it("a tail page of /businesses and of a category: 200, the build's list order, cached long under the list's tag", async () => {
    const category = await makeCategory(t.db, { slug: 'uzun-liste', name: 'Uzun liste' });
    const district = await makeDistrict(t.db);
    for (let i = 0; i < 26; i++)
      await makeBusiness(t.db, {
        categoryId: category.id,
        districtId: district.id,
        name: `Liste İşletmesi ${i}`,
        rating: String((i % 5) + 0.5),
      });

    const { res, body } = await get('/category/uzun-liste/2');
    expect(res.status).toBe(200);
    expect(body.page).toMatchObject({ page: 2, total: 26, category: { slug: 'uzun-liste' } });
    // The list query the build uses for its pages: page 2 continues page 1.
    const order = await listRows(t.db, { categoryId: category.id }, 0, 26);
    expect(body.page!.items.map((b) => b.id)).toEqual(order.slice(24).map((b) => b.id));
    expect(body.page!.first?.id).toBe(order[0]!.id);
    expect(res.headers.get('netlify-cache-tag')).toBe('category-uzun-liste');
    expect(res.headers.get('netlify-cdn-cache-control')).toMatch(/s-maxage=\d{6,}/);
    expect(res.headers.get('content-security-policy')).toContain("'sha256-abc='");
    expect(res.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");

    const all = await get('/businesses/2/');
    expect(all.res.status).toBe(200);
    expect(all.body.path).toBe('/businesses/2');
    expect(all.body.page).toMatchObject({ page: 2, category: null });
    expect(all.body.page!.items.map((b) => b.id)).toEqual((await listRows(t.db, {}, 24, 24)).map((b) => b.id));
    expect(all.body.page!.items.length).toBeGreaterThan(0);
    expect(all.res.headers.get('netlify-cache-tag')).toBe('businesses');
  });

  it("past the end, not a number, an unknown category: 404 ('Kategori bulunamadı' only for the category), cached briefly", async () => {
    await makeCategory(t.db, { slug: 'kisa-liste' });
    for (const [p, tag, category] of [
      ['/category/kisa-liste/2', 'category-kisa-liste', 'kisa-liste'],
      ['/category/kisa-liste/abc', 'category-kisa-liste', 'kisa-liste'],
      ['/businesses/99999', 'businesses', undefined],
      ['/businesses/0', 'businesses', undefined],
      ['/category/boyle-bir-kategori-yok', null, undefined],
      ['/category/boyle-bir-kategori-yok/2', null, undefined],
    ] as const) {
      const { res, body } = await get(p);
      expect(res.status, p).toBe(404);
      expect(body.page, p).toBeNull();
      expect(body.listCategory?.slug, p).toBe(category);
      expect(res.headers.get('netlify-cache-tag'), p).toBe(tag);
      expect(res.headers.get('netlify-cdn-cache-control'), p).toMatch(/s-maxage=60\b/);
    }
    // An empty category still has its page 1.
    expect((await get('/category/kisa-liste')).res.status).toBe(200);
  });

  it('the build reads only its head; the sitemap lists every approved business all the same', async () => {
    const data = await collectSiteData(t.db, { businesses: 3, listPages: 1 });
    const approved = await t.db.select({ id: businesses.id }).from(businesses).where(eq(businesses.status, 'approved'));
    expect(data.businesses.length).toBeLessThan(approved.length);
    expect(data.approvedCount).toBe(approved.length);
    const index = buildSiteIndex(data);
    // The pre-built first page of /businesses is the list query's first page.
    expect(index.byRating.slice(0, 24).map((b) => b.id)).toEqual((await listRows(t.db, {}, 0, 24)).map((b) => b.id));
    const paths = new Set(sitemapPaths(index).map((p) => p.path));
    for (const { id } of approved) expect(paths.has(`/business/${id}`), `business ${id}`).toBe(true);
    expect(paths.has(`/businesses/${Math.ceil(approved.length / 24)}`)).toBe(true);
  });
});

describe('the sitemap at city scale', () => {
  it('is an index of files of at most 50,000 addresses, generated from rows without rendering a page', () => {
    const n = 120_000;
    const index = buildSiteIndex({
      generatedAt: new Date().toISOString(),
      categories: [],
      districts: [],
      businesses: [],
      approvedCount: n,
      lists: { all: { total: n, ids: [], lastmod: '2026-11-01T00:00:00.000Z' }, categories: {} },
      sitemap: Array.from({ length: n }, (_, i) => [i + 1, '2026-11-01T00:00:00.000Z'] as [number, string]),
    });
    const files = sitemapChunks(sitemapPaths(index));
    expect(SITEMAP_MAX_URLS).toBe(50_000);
    expect(files.map((f) => f.length)).toEqual([50_000, 50_000, 1 + 5_000 + SITEMAP_STATIC_PAGES.length + n - 100_000]);
    expect(files.flat().filter((p) => p.path.startsWith('/business/'))).toHaveLength(n);
    const xml = sitemapIndexXml(files.map((_, i) => ({ loc: `https://adana.example/sitemaps/${i + 1}.xml` })));
    expect(xml.match(/<sitemap>/g)).toHaveLength(3);
    expect(xml).toContain('<loc>https://adana.example/sitemaps/3.xml</loc>');
  });
});

describe.each(testDrivers())('approvals and edits purge the CDN on %s', (driver) => {
  const t = databaseFor(driver, { seed: true });
  const purges: { path: string; auth: string | undefined; body: { cache_tags?: string[]; site_id?: string } }[] = [];
  let standIn: http.Server;

  beforeAll(async () => {
    standIn = http.createServer((req, res) => {
      let text = '';
      req.on('data', (c: Buffer) => (text += c.toString()));
      req.on('end', () => {
        purges.push({ path: req.url ?? '', auth: req.headers.authorization, body: JSON.parse(text) as never });
        res.writeHead(202).end();
      });
    });
    await new Promise<void>((r) => standIn.listen(0, '127.0.0.1', () => r()));
  });
  afterAll(async () => {
    await new Promise((r) => standIn.close(r));
  });
  afterEach(() => {
    vi.unstubAllEnvs();
    resetConfig();
    purges.length = 0;
  });

  /** Netlify's function environment, with the purge API at the stand-in. */
  function asOnNetlify(): void {
    const address = standIn.address() as { port: number };
    vi.stubEnv('NETLIFY', 'true');
    vi.stubEnv('DATABASE_URL', 'postgres://postgres@127.0.0.1:5432/unused');
    vi.stubEnv('SITE_ID', 'site-123');
    vi.stubEnv('NETLIFY_PURGE_API_TOKEN', 'purge-token');
    vi.stubEnv('NETLIFY_PURGE_API_URL', `http://127.0.0.1:${address.port}`);
    resetConfig();
  }

  it('approving purges the business, its category and /businesses; editing it purges them again', async () => {
    const { user: admin } = await makeUser(t.db, 'admin');
    const category = await makeCategory(t.db, { slug: 'temizlenen' });
    const b = await makeBusiness(t.db, { categoryId: category.id, status: 'pending' });
    useTestEnv();
    asOnNetlify();
    await approveBusinesses(t.db, { id: admin.id, email: admin.email }, [b.id]);
    expect(purges).toEqual([
      {
        path: '/api/v1/purge',
        auth: 'Bearer purge-token',
        body: expect.objectContaining({ site_id: 'site-123', cache_tags: [`business-${b.id}`, 'category-temizlenen', 'businesses'] }),
      },
    ]);

    await updateBusiness(t.db, { id: admin.id, email: admin.email }, b.id, { name: 'Yeni Adı' });
    expect(purges.at(-1)?.body.cache_tags).toEqual([`business-${b.id}`, 'category-temizlenen', 'businesses']);
  });

  it('locally nothing is cached, so nothing is purged', async () => {
    useTestEnv();
    const { user: admin } = await makeUser(t.db, 'admin');
    const b = await makeBusiness(t.db, { status: 'pending' });
    await approveBusinesses(t.db, { id: admin.id, email: admin.email }, [b.id]);
    expect(purges).toEqual([]);
  });
});
