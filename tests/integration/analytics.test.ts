/**
 * Business analytics events: POST /api/analytics/events with real Requests on every driver; the counters
 * in business_analytics are read back from the database.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { testDrivers } from '#tests/helpers/db.ts';
import { awayFromWindowEdge, BASE, databaseFor, makeBusiness, useTestEnv } from '#tests/helpers/factories.ts';
import { businessAnalytics, rateLimits } from '#db/schema/index.ts';
import type { Db } from '#db/client.ts';
import type { FnContext } from '#api/http.ts';
import { istanbulDateKey } from '#lib/format.ts';
import { ANALYTICS_RATE_LIMIT, recordBusinessEvent } from '#features/statistics/business-events.ts';
import eventsFn, { config as eventsConfig } from '../../functions/analytics-events.ts';

const CHROME = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const HEADLESS = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/131.0.0.0 Safari/537.36';

let ipCounter = 0;
/** Each test its own client address, so the per-address limit of one test does not reach another. */
const newIp = () => `198.51.100.${++ipCounter}`;

interface SendOptions {
  ip?: string;
  userAgent?: string | null;
  headers?: Record<string, string>;
  raw?: string;
  contentType?: string;
}

function send(body: unknown, opts: SendOptions = {}): Promise<Response> {
  const headers: Record<string, string> = { 'content-type': opts.contentType ?? 'application/json', ...opts.headers };
  const ua = opts.userAgent === undefined ? CHROME : opts.userAgent;
  if (ua !== null) headers['user-agent'] = ua;
  const req = new Request(BASE + eventsConfig.path, { method: 'POST', headers, body: opts.raw ?? JSON.stringify(body) });
  const ctx: FnContext = { params: {}, requestId: 'test', ip: opts.ip ?? '198.51.100.250' };
  return eventsFn(req, ctx);
}

async function rowsOf(db: Db, businessId: number) {
  return db
    .select({
      date: businessAnalytics.date,
      views: businessAnalytics.views,
      phoneClicks: businessAnalytics.phoneClicks,
      websiteClicks: businessAnalytics.websiteClicks,
      directionsClicks: businessAnalytics.directionsClicks,
    })
    .from(businessAnalytics)
    .where(eq(businessAnalytics.businessId, businessId));
}

describe.each(testDrivers())('analytics events on %s', (driver) => {
  beforeAll(() => useTestEnv());
  const t = databaseFor(driver);

  // Counting rules changed by decision 011: a view once per visitor per day, an action once per visitor per hour.
  it('views of two visitors on the same day make one row with views 2 (a repeat is not counted), dated in Europe/Istanbul', async () => {
    const b = await makeBusiness(t.db);
    for (const ip of [newIp(), newIp()]) {
      for (let i = 0; i < 2; i++) {
        const res = await send({ businessId: b.id, type: 'view' }, { ip });
        expect(res.status).toBe(204);
        expect(await res.text()).toBe('');
        expect(res.headers.get('cache-control')).toBe('no-store');
      }
    }
    expect(await rowsOf(t.db, b.id)).toEqual([
      { date: istanbulDateKey(new Date()), views: 2, phoneClicks: 0, websiteClicks: 0, directionsClicks: 0 },
    ]);
  });

  it('each event type has its own counter on the same row; each counts once per visitor', async () => {
    const b = await makeBusiness(t.db);
    const ip = newIp();
    for (const type of ['view', 'phone', 'phone', 'website', 'directions', 'directions', 'directions']) {
      expect((await send({ businessId: b.id, type }, { ip })).status).toBe(204);
    }
    const rows = await rowsOf(t.db, b.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ views: 1, phoneClicks: 1, websiteClicks: 1, directionsClicks: 1 });
  });

  it('an action counts once per visitor per hour (Istanbul hours); a view once per day', async () => {
    const b = await makeBusiness(t.db);
    const base = { businessId: b.id, ip: newIp(), userAgent: CHROME };
    expect(await recordBusinessEvent(t.db, { ...base, type: 'phone', at: new Date('2026-11-23T07:05:00Z') })).toBe('recorded');
    expect(await recordBusinessEvent(t.db, { ...base, type: 'phone', at: new Date('2026-11-23T07:55:00Z') })).toBe('duplicate');
    expect(await recordBusinessEvent(t.db, { ...base, type: 'phone', at: new Date('2026-11-23T08:01:00Z') })).toBe('recorded');
    expect(await recordBusinessEvent(t.db, { ...base, type: 'view', at: new Date('2026-11-23T08:01:00Z') })).toBe('recorded');
    expect(await recordBusinessEvent(t.db, { ...base, type: 'view', at: new Date('2026-11-23T18:01:00Z') })).toBe('duplicate');
    expect(await rowsOf(t.db, b.id)).toEqual([{ date: '2026-11-23', views: 1, phoneClicks: 2, websiteClicks: 0, directionsClicks: 0 }]);
  });

  it('the day is the Istanbul day: 22:30 UTC is already the next day (UTC+3)', async () => {
    const b = await makeBusiness(t.db);
    const base = { businessId: b.id, ip: newIp(), userAgent: CHROME };
    expect(await recordBusinessEvent(t.db, { ...base, type: 'view', at: new Date('2026-11-21T20:59:00Z') })).toBe('recorded');
    expect(await recordBusinessEvent(t.db, { ...base, type: 'view', at: new Date('2026-11-21T21:00:00Z') })).toBe('recorded');
    expect(await recordBusinessEvent(t.db, { ...base, type: 'phone', at: new Date('2026-11-21T22:30:00Z') })).toBe('recorded');
    const rows = (await rowsOf(t.db, b.id)).sort((x, y) => x.date.localeCompare(y.date));
    expect(rows).toEqual([
      { date: '2026-11-21', views: 1, phoneClicks: 0, websiteClicks: 0, directionsClicks: 0 },
      { date: '2026-11-22', views: 1, phoneClicks: 1, websiteClicks: 0, directionsClicks: 0 },
    ]);
  });

  it('concurrent events of different visitors are all counted (atomic upsert); of one visitor once', async () => {
    const b = await makeBusiness(t.db);
    const results = await Promise.all(Array.from({ length: 12 }, () => send({ businessId: b.id, type: 'website' }, { ip: newIp() })));
    expect(results.map((r) => r.status)).toEqual(Array(12).fill(204));
    expect(await rowsOf(t.db, b.id)).toEqual([expect.objectContaining({ websiteClicks: 12 })]);
    const ip = newIp();
    await Promise.all(Array.from({ length: 6 }, () => send({ businessId: b.id, type: 'website' }, { ip })));
    expect(await rowsOf(t.db, b.id)).toEqual([expect.objectContaining({ websiteClicks: 13 })]);
  });

  it('bots get 204 and nothing is stored', async () => {
    const b = await makeBusiness(t.db);
    for (const userAgent of [
      HEADLESS,
      'curl/8.5.0',
      'python-requests/2.31.0',
      'Wget/1.21',
      'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
      '',
      null,
    ]) {
      const res = await send({ businessId: b.id, type: 'view' }, { ip: newIp(), userAgent });
      expect(res.status, String(userAgent)).toBe(204);
    }
    expect(await rowsOf(t.db, b.id)).toEqual([]);
    // A bot learns nothing, not even whether the business exists.
    expect((await send({ businessId: 2_000_000_000, type: 'view' }, { userAgent: HEADLESS })).status).toBe(204);
  });

  it('an unknown or unpublished business is 404 and nothing is stored', async () => {
    for (const status of ['pending', 'rejected', 'email_pending'] as const) {
      const b = await makeBusiness(t.db, { status });
      const res = await send({ businessId: b.id, type: 'view' }, { ip: newIp() });
      expect(res.status).toBe(404);
      expect(await res.json()).toEqual({ message: 'İşletme bulunamadı.' });
      expect(await rowsOf(t.db, b.id)).toEqual([]);
    }
    const res = await send({ businessId: 2_000_000_000, type: 'phone' }, { ip: newIp() });
    expect(res.status).toBe(404);
  });

  it('above 30 events a minute per address, business and type, events are taken (204) but not counted', async () => {
    await awayFromWindowEdge(ANALYTICS_RATE_LIMIT.windowSeconds, 10);
    const b = await makeBusiness(t.db);
    const ip = newIp();
    const limit = ANALYTICS_RATE_LIMIT.limit;
    // One address is one visitor whatever browser it names (a rotated user agent once bought a view each).
    for (let i = 0; i < limit + 5; i++)
      expect((await send({ businessId: b.id, type: 'view' }, { ip, userAgent: `${CHROME} v${i}` })).status).toBe(204);
    expect((await rowsOf(t.db, b.id))[0]).toMatchObject({ views: 1 });
    // Another type, and another address, still count.
    expect((await send({ businessId: b.id, type: 'phone' }, { ip })).status).toBe(204);
    expect((await send({ businessId: b.id, type: 'view' }, { ip: newIp() })).status).toBe(204);
    expect((await rowsOf(t.db, b.id))[0]).toMatchObject({ views: 2, phoneClicks: 1 });
    // Even when limited, an unpublished business is still 404.
    const hidden = await makeBusiness(t.db, { status: 'pending' });
    for (let i = 0; i < limit; i++) await send({ businessId: hidden.id, type: 'view' }, { ip });
    expect((await send({ businessId: hidden.id, type: 'view' }, { ip })).status).toBe(404);
    // The counters never hold the address itself.
    const keys = (await t.db.select({ key: rateLimits.key }).from(rateLimits)).map((r) => r.key);
    expect(keys.some((k) => k.includes(ip))).toBe(false);
  });

  it('bad bodies are 400 with Turkish field errors; other content types 415; large bodies 413', async () => {
    const b = await makeBusiness(t.db);
    const cases: [unknown, string][] = [
      [{ businessId: b.id, type: 'click' }, 'type'],
      [{ businessId: b.id }, 'type'],
      [{ businessId: String(b.id), type: 'view' }, 'businessId'],
      [{ businessId: -1, type: 'view' }, 'businessId'],
      [{ businessId: 1.5, type: 'view' }, 'businessId'],
      [{ businessId: 2 ** 31, type: 'view' }, 'businessId'],
      [{ type: 'view' }, 'businessId'],
    ];
    for (const [body, field] of cases) {
      const res = await send(body, { ip: newIp() });
      expect(res.status, JSON.stringify(body)).toBe(400);
      const json = (await res.json()) as { message: string; errors: Record<string, string> };
      expect(json.message).toBe('Lütfen işaretli alanları düzeltin.');
      expect(Object.keys(json.errors)).toContain(field);
    }
    expect((await send(null, { raw: '{"businessId": 99999999999999999999, "type": "view"}' })).status).toBe(400);
    expect((await send(null, { raw: '{not json' })).status).toBe(400);
    expect((await send(null, { raw: '[]' })).status).toBe(400);
    expect((await send({ businessId: b.id, type: 'view' }, { contentType: 'text/plain' })).status).toBe(415);
    expect((await send(null, { raw: JSON.stringify({ businessId: b.id, type: 'view', pad: 'x'.repeat(2000) }) })).status).toBe(413);
    expect(await rowsOf(t.db, b.id)).toEqual([]);

    const get = await eventsFn(new Request(BASE + '/api/analytics/events'), { params: {}, requestId: 'test', ip: '198.51.100.1' });
    expect(get.status).toBe(405);
  });

  it('a request from another site is refused with 403 and not counted; this site is fine', async () => {
    const b = await makeBusiness(t.db);
    const ip = newIp();
    const foreign = await send({ businessId: b.id, type: 'view' }, { ip, headers: { origin: 'https://kotu-site.example' } });
    expect(foreign.status).toBe(403);
    expect(await foreign.json()).toEqual({ message: 'Bu istek başka bir siteden geldiği için reddedildi.' });
    expect((await send({ businessId: b.id, type: 'view' }, { ip, headers: { 'sec-fetch-site': 'cross-site' } })).status).toBe(403);
    expect(await rowsOf(t.db, b.id)).toEqual([]);
    const own = await send({ businessId: b.id, type: 'view' }, { ip, headers: { origin: BASE, 'sec-fetch-site': 'same-origin' } });
    expect(own.status).toBe(204);
    expect((await rowsOf(t.db, b.id))[0]).toMatchObject({ views: 1 });
  });
});
