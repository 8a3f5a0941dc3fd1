/**
 * Favourites of logged-in people (PD6), called with real Requests routed by the functions' own
 * config.path, on every driver. Sessions are real rows made by `createSession` (tests/helpers/factories.ts);
 * each test makes its own users and businesses.
 */
import { describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { testDrivers } from '#tests/helpers/db.ts';
import { BASE, databaseFor, makeBusiness, makeUser, routedFunctions } from '#tests/helpers/factories.ts';
import { businesses, favorites } from '#db/schema/index.ts';
import type { Db } from '#db/client.ts';
import { FAVORITES_MERGE_MAX } from '#lib/contract/favorites.ts';
import { matchRoute } from '#server/functions.ts';

const FORBIDDEN = { message: 'Bu kullanıcının favorilerine erişim yetkiniz yok.' };
const CROSS_SITE = { message: 'Bu istek başka bir siteden geldiği için reddedildi.' };

// Routed as the host does it, with the session cookie (when logged in) and this site's Origin on writes.
const fns = routedFunctions(['favorites', 'accounts-favorites'], { ip: '192.0.2.77' });
const { call } = fns;

type Entry = { businessId: number; createdAt: string };

async function listOf(cookie: string): Promise<Entry[]> {
  const res = await call('GET', '/api/favorites', { cookie });
  expect(res.status).toBe(200);
  expect(res.headers.get('cache-control')).toBe('no-store');
  return (await res.json()) as Entry[];
}

async function storedIds(db: Db, userId: number): Promise<number[]> {
  const rows = await db.select({ id: favorites.businessId }).from(favorites).where(eq(favorites.userId, userId));
  return rows.map((r) => r.id).sort((a, b) => a - b);
}

describe('routing of the favourites API', () => {
  it('sends every path to its function', () => {
    expect(matchRoute(fns.routes, '/api/favorites', 'GET')?.route.fn.name).toBe('favorites');
    expect(matchRoute(fns.routes, '/api/favorites/merge', 'POST')?.route.fn.name).toBe('favorites');
    expect(matchRoute(fns.routes, '/api/favorites/12', 'PUT')?.params).toEqual({ businessId: '12' });
    expect(matchRoute(fns.routes, '/api/users/7/favorites', 'GET')?.route.fn.name).toBe('accounts-favorites');
  });
});

describe.each(testDrivers())('favourites on %s', (driver) => {
  const t = databaseFor(driver);

  it('add, list, add again (idempotent), remove', async () => {
    const { user, cookie } = await makeUser(t.db);
    const a = await makeBusiness(t.db);
    const b = await makeBusiness(t.db);
    expect(await listOf(cookie)).toEqual([]);

    const added = await call('PUT', `/api/favorites/${a.id}`, { cookie });
    expect(added.status).toBe(201);
    const entry = (await added.json()) as Entry;
    expect(entry).toEqual({ businessId: a.id, createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT.*Z$/) });
    expect(added.headers.get('cache-control')).toBe('no-store');

    const again = await call('PUT', `/api/favorites/${a.id}`, { cookie });
    expect(again.status).toBe(200);
    expect(await again.json()).toEqual(entry);
    expect((await call('PUT', `/api/favorites/${b.id}`, { cookie })).status).toBe(201);

    const list = await listOf(cookie);
    expect(list.map((e) => e.businessId).sort()).toEqual([a.id, b.id].sort());
    expect(Object.keys(list[0]!).sort()).toEqual(['businessId', 'createdAt']);
    expect(await storedIds(t.db, user.id)).toEqual([a.id, b.id].sort((x, y) => x - y));

    const removed = await call('DELETE', `/api/favorites/${a.id}`, { cookie });
    expect(removed.status).toBe(204);
    expect(await removed.text()).toBe('');
    expect((await call('DELETE', `/api/favorites/${a.id}`, { cookie })).status).toBe(204); // idempotent
    expect((await listOf(cookie)).map((e) => e.businessId)).toEqual([b.id]);
  });

  it('only approved businesses can be added; bad ids are 404', async () => {
    const { user, cookie } = await makeUser(t.db);
    for (const status of ['pending', 'rejected', 'email_pending'] as const) {
      const hidden = await makeBusiness(t.db, { status });
      const res = await call('PUT', `/api/favorites/${hidden.id}`, { cookie });
      expect(res.status).toBe(404);
      expect(await res.json()).toEqual({ message: 'İşletme bulunamadı.' });
    }
    for (const id of ['abc', '-1', '0', '99999999999999999999', '2000000000', '%00', 'merge%20']) {
      const res = await call('PUT', `/api/favorites/${id}`, { cookie });
      expect(res.status, id).toBe(404);
    }
    expect((await call('DELETE', '/api/favorites/abc', { cookie })).status).toBe(404);
    expect(await storedIds(t.db, user.id)).toEqual([]);
  });

  it('a favourite whose business is unpublished later is not listed (but comes back when it is public again)', async () => {
    const { cookie } = await makeUser(t.db);
    const b = await makeBusiness(t.db);
    await call('PUT', `/api/favorites/${b.id}`, { cookie });
    await t.db.update(businesses).set({ status: 'rejected' }).where(eq(businesses.id, b.id));
    expect(await listOf(cookie)).toEqual([]);
    await t.db.update(businesses).set({ status: 'approved' }).where(eq(businesses.id, b.id));
    expect((await listOf(cookie)).map((e) => e.businessId)).toEqual([b.id]);
  });

  it('merge adds the browser favourites that exist and are approved, and answers the full list', async () => {
    const { user, cookie } = await makeUser(t.db);
    const kept = await makeBusiness(t.db);
    const a = await makeBusiness(t.db);
    const b = await makeBusiness(t.db);
    const pending = await makeBusiness(t.db, { status: 'pending' });
    await call('PUT', `/api/favorites/${kept.id}`, { cookie });

    const res = await call('POST', '/api/favorites/merge', {
      cookie,
      body: { businessIds: [a.id, b.id, a.id, kept.id, pending.id, 2_000_000_000] },
    });
    expect(res.status).toBe(200);
    const list = (await res.json()) as Entry[];
    expect(list.map((e) => e.businessId).sort()).toEqual([kept.id, a.id, b.id].sort());
    expect(await storedIds(t.db, user.id)).toEqual([kept.id, a.id, b.id].sort((x, y) => x - y));

    const empty = await call('POST', '/api/favorites/merge', { cookie, body: { businessIds: [] } });
    expect(empty.status).toBe(200);
    expect(((await empty.json()) as Entry[]).length).toBe(3);
  });

  it('merge refuses bad input with 400 and more than 500 ids', async () => {
    const { user, cookie } = await makeUser(t.db);
    const cases: unknown[] = [
      {},
      { businessIds: 'hepsi' },
      { businessIds: ['1'] },
      { businessIds: [1.5] },
      { businessIds: [-3] },
      { businessIds: Array.from({ length: FAVORITES_MERGE_MAX + 1 }, (_, i) => i + 1) },
    ];
    for (const body of cases) {
      const res = await call('POST', '/api/favorites/merge', { cookie, body });
      expect(res.status, JSON.stringify(body).slice(0, 80)).toBe(400);
      const json = (await res.json()) as { errors: Record<string, string> };
      expect(Object.keys(json.errors).some((k) => k.startsWith('businessIds'))).toBe(true);
    }
    const maxOk = await call('POST', '/api/favorites/merge', {
      cookie,
      body: { businessIds: Array.from({ length: FAVORITES_MERGE_MAX }, (_, i) => 1_500_000_000 + i) },
    });
    expect(maxOk.status).toBe(200);
    const text = await call('POST', '/api/favorites/merge', {
      cookie,
      headers: { 'content-type': 'text/plain' },
      body: { businessIds: [] },
    });
    expect(text.status).toBe(415);
    expect(await storedIds(t.db, user.id)).toEqual([]);
  });

  it('logged out: every call is 401', async () => {
    const b = await makeBusiness(t.db);
    const { user } = await makeUser(t.db);
    const calls: [string, string, unknown?][] = [
      ['GET', '/api/favorites'],
      ['PUT', `/api/favorites/${b.id}`],
      ['DELETE', `/api/favorites/${b.id}`],
      ['POST', '/api/favorites/merge', { businessIds: [b.id] }],
      ['DELETE', '/api/favorites', { userId: user.id, businessId: b.id }],
      ['GET', `/api/users/${user.id}/favorites`],
    ];
    for (const cookie of [undefined, 'ar_session=' + 'A'.repeat(43), 'ar_session=bozuk']) {
      for (const [method, pathname, body] of calls) {
        const res = await call(method, pathname, { cookie, body });
        expect(res.status, `${method} ${pathname}`).toBe(401);
        expect(await res.json()).toEqual({ message: 'Bu işlem için giriş yapmalısınız.' });
      }
    }
    expect(await t.db.select().from(favorites).where(eq(favorites.businessId, b.id))).toEqual([]);
  });

  it("the spec's shapes: GET /api/users/{id}/favorites and DELETE /api/favorites work only for one's own id", async () => {
    const ayse = await makeUser(t.db);
    const mehmet = await makeUser(t.db);
    const a = await makeBusiness(t.db);
    const m = await makeBusiness(t.db);
    await call('PUT', `/api/favorites/${a.id}`, { cookie: ayse.cookie });
    await call('PUT', `/api/favorites/${m.id}`, { cookie: mehmet.cookie });

    const own = await call('GET', `/api/users/${ayse.user.id}/favorites`, { cookie: ayse.cookie });
    expect(own.status).toBe(200);
    expect(own.headers.get('cache-control')).toBe('no-store');
    expect(((await own.json()) as Entry[]).map((e) => e.businessId)).toEqual([a.id]);

    for (const id of [String(mehmet.user.id), 'abc', '0', '-1', `${ayse.user.id}0`, '99999999999999999999']) {
      const res = await call('GET', `/api/users/${id}/favorites`, { cookie: ayse.cookie });
      expect(res.status, id).toBe(403);
      expect(await res.json()).toEqual(FORBIDDEN);
    }

    // Ayşe cannot delete Mehmet's favourite, in either shape.
    const other = await call('DELETE', '/api/favorites', { cookie: ayse.cookie, body: { userId: mehmet.user.id, businessId: m.id } });
    expect(other.status).toBe(403);
    expect(await other.json()).toEqual(FORBIDDEN);
    expect((await call('DELETE', `/api/favorites/${m.id}`, { cookie: ayse.cookie })).status).toBe(204); // her own list: nothing to delete
    expect(await storedIds(t.db, mehmet.user.id)).toEqual([m.id]);
    expect((await listOf(mehmet.cookie)).map((e) => e.businessId)).toEqual([m.id]);
    expect((await listOf(ayse.cookie)).map((e) => e.businessId)).toEqual([a.id]);

    const mine = await call('DELETE', '/api/favorites', { cookie: ayse.cookie, body: { userId: ayse.user.id, businessId: a.id } });
    expect(mine.status).toBe(204);
    expect(await storedIds(t.db, ayse.user.id)).toEqual([]);

    const bad = await call('DELETE', '/api/favorites', { cookie: ayse.cookie, body: { userId: ayse.user.id } });
    expect(bad.status).toBe(400);
  });

  it('state changes from another site are refused with 403 and change nothing', async () => {
    const { user, cookie } = await makeUser(t.db);
    const b = await makeBusiness(t.db);
    const kept = await makeBusiness(t.db);
    await call('PUT', `/api/favorites/${kept.id}`, { cookie });

    const foreign: Record<string, string>[] = [
      { origin: 'https://kotu-site.example' },
      { origin: 'http://localhost:3000.kotu.example' },
      { origin: 'null' },
      { origin: BASE, 'sec-fetch-site': 'cross-site' },
      { 'sec-fetch-site': 'same-site' },
    ];
    for (const headers of foreign) {
      const attempts: [string, string, unknown?][] = [
        ['PUT', `/api/favorites/${b.id}`],
        ['DELETE', `/api/favorites/${kept.id}`],
        ['POST', '/api/favorites/merge', { businessIds: [b.id] }],
        ['DELETE', '/api/favorites', { userId: user.id, businessId: kept.id }],
      ];
      for (const [method, pathname, body] of attempts) {
        const res = await call(method, pathname, { cookie, body, headers });
        expect(res.status, `${method} ${pathname} ${JSON.stringify(headers)}`).toBe(403);
        expect(await res.json()).toEqual(CROSS_SITE);
      }
    }
    expect(await storedIds(t.db, user.id)).toEqual([kept.id]);

    // This site (Origin or Sec-Fetch-Site), or no browser context at all, is fine.
    expect((await call('PUT', `/api/favorites/${b.id}`, { cookie, headers: { 'sec-fetch-site': 'same-origin' } })).status).toBe(201);
    const noOrigin = await call('DELETE', `/api/favorites/${b.id}`, { cookie, headers: { origin: '' } });
    expect(noOrigin.status).toBe(204);
    // Reads are not state changes: a cross-site GET is answered (the cookie is SameSite=Lax anyway).
    expect((await call('GET', '/api/favorites', { cookie, headers: { 'sec-fetch-site': 'cross-site' } })).status).toBe(200);
  });

  it('methods that a path does not support are 405 with Allow', async () => {
    const { cookie } = await makeUser(t.db);
    const cases: [string, string, string][] = [
      ['POST', '/api/favorites/12', 'PUT, DELETE'],
      ['GET', '/api/favorites/12', 'PUT, DELETE'],
      ['GET', '/api/favorites/merge', 'POST'],
      ['DELETE', '/api/favorites/merge', 'POST'],
      ['PUT', '/api/favorites', 'GET, HEAD, DELETE'],
      ['POST', '/api/favorites', 'GET, HEAD, DELETE'],
    ];
    for (const [method, pathname, allow] of cases) {
      const res = await call(method, pathname, { cookie });
      expect(res.status, `${method} ${pathname}`).toBe(405);
      expect(res.headers.get('allow')).toBe(allow);
    }
  });

  it('two people favouriting the same business do not see each other', async () => {
    const one = await makeUser(t.db);
    const two = await makeUser(t.db);
    const b = await makeBusiness(t.db);
    await call('PUT', `/api/favorites/${b.id}`, { cookie: one.cookie });
    expect(await listOf(two.cookie)).toEqual([]);
    await call('DELETE', `/api/favorites/${b.id}`, { cookie: two.cookie });
    expect(
      await t.db
        .select()
        .from(favorites)
        .where(and(eq(favorites.userId, one.user.id), eq(favorites.businessId, b.id))),
    ).toHaveLength(1);
  });
});
