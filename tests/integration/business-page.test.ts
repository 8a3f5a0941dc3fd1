/**
 * /business/* answered on demand (functions/business-page.ts, decision 010), on every driver: a business
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
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { testDrivers } from '#tests/helpers/db.ts';
import { callFunction, databaseFor, makeBusiness, makeCategory, makeDistrict, makeUser, useTestEnv } from '#tests/helpers/factories.ts';
import { businesses } from '#db/schema/index.ts';
import { resetConfig } from '#platform/config.ts';
import { registerLocalBuilder } from '#platform/rebuild.ts';
import { approveBusinesses, updateBusiness } from '#features/listings/moderation.ts';
import { rendererDir } from '#render/location.ts';
import businessPage from '../../functions/business-page.ts';

/** A build directory whose renderer answers with the page data it was given, as JSON in the body. */
function standInBuild(): string {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'business-page-'));
  fs.mkdirSync(rendererDir(root));
  fs.writeFileSync(
    path.join(rendererDir(root), 'entry.mjs'),
    `export async function render(request, shell, locals) {
      const page = locals.businessPage;
      return new Response(JSON.stringify({ path: new URL(request.url).pathname, page, categories: shell.categories.length }), {
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
    const body = (await res.json()) as { path: string; page: { business: { id: number; name: string }; category: { slug: string }; title: string }; categories: number };
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
    const first = await makeBusiness(t.db, { name: 'Aynı Ad', categoryId: category.id, districtId: district.id, address: 'Kurtuluş Mah., 1' });
    const second = await makeBusiness(t.db, { name: 'Aynı Ad', categoryId: category.id, districtId: district.id, address: 'Cemalpaşa Mah., 2' });
    const titleOf = async (id: number) => ((await (await get(`/business/${id}`)).json()) as { page: { title: string } }).page.title;
    expect(await titleOf(first.id)).toMatch(/\(Kurtuluş Mah\.\)$/);
    expect(await titleOf(second.id)).toMatch(/\(Cemalpaşa Mah\.\)$/);
  });

  it("unknown, malformed and unapproved ids: 'İşletme bulunamadı' (the page's null state) with 404, cached briefly", async () => {
    const rejected = await makeBusiness(t.db, { status: 'rejected' });
    for (const p of ['/business/abc', '/business/0', '/business/-1', '/business/012', '/business/999999999', '/business/99999999999999999999', `/business/${rejected.id}`, '/business/1/2']) {
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

describe.each(testDrivers())('approvals and edits purge the CDN on %s', (driver) => {
  const t = databaseFor(driver, { seed: true });
  const purges: { path: string; auth: string | undefined; body: { cache_tags?: string[]; site_id?: string } }[] = [];
  let standIn: http.Server;
  const saved = { ...process.env };

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
    process.env = { ...saved };
    resetConfig();
    purges.length = 0;
  });

  /** Netlify's function environment, with the purge API at the stand-in. */
  function asOnNetlify(): void {
    const address = standIn.address() as { port: number };
    Object.assign(process.env, {
      NETLIFY: 'true',
      DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/unused',
      SITE_ID: 'site-123',
      NETLIFY_PURGE_API_TOKEN: 'purge-token',
      NETLIFY_PURGE_API_URL: `http://127.0.0.1:${address.port}`,
    });
    resetConfig();
  }

  it('approving purges the business and its category; editing it purges them again', async () => {
    const { user: admin } = await makeUser(t.db, 'admin');
    const category = await makeCategory(t.db, { slug: 'temizlenen' });
    const b = await makeBusiness(t.db, { categoryId: category.id, status: 'pending' });
    useTestEnv();
    asOnNetlify();
    await approveBusinesses(t.db, { id: admin.id, email: admin.email }, [b.id]);
    expect(purges).toEqual([{ path: '/api/v1/purge', auth: 'Bearer purge-token', body: expect.objectContaining({ site_id: 'site-123', cache_tags: [`business-${b.id}`, 'category-temizlenen'] }) }]);

    await updateBusiness(t.db, { id: admin.id, email: admin.email }, b.id, { name: 'Yeni Adı' });
    expect(purges.at(-1)?.body.cache_tags).toEqual([`business-${b.id}`, 'category-temizlenen']);
  });

  it('locally nothing is cached, so nothing is purged', async () => {
    useTestEnv();
    const { user: admin } = await makeUser(t.db, 'admin');
    const b = await makeBusiness(t.db, { status: 'pending' });
    await approveBusinesses(t.db, { id: admin.id, email: admin.email }, [b.id]);
    expect(purges).toEqual([]);
  });
});
