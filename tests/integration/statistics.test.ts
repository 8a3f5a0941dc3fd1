/**
 * Visitor statistics, cookie consent and free-advertising leads (decision 014) on every driver: real Requests
 * to the functions, rows read back. Ends by asserting that no statistics, consent or lead row holds an IP
 * address (PD18).
 */
import { describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { testDrivers } from '#tests/helpers/db.ts';
import {
  awayFromWindowEdge,
  BASE,
  databaseFor,
  mailServerFor,
  makeAdminSession,
  makeUser,
  routedFunctions,
} from '#tests/helpers/factories.ts';
import { auditLog, consentRecords, dailyStats, mailSuppressions, promotionalLeads, rateLimits, visitorStats } from '#db/schema/index.ts';
import { enqueueMarketingMail } from '#features/leads/leads.ts';
import type { Db } from '#db/client.ts';
import { istanbulDateKey } from '#lib/format.ts';
import { LEAD_CONSENT_TEXT, LEAD_CONSENT_VERSION } from '#lib/contract/statistics.ts';
import { recordVisit, TRACK_DAY_LIMIT, TRACK_RATE_LIMIT } from '#features/statistics/tracking.ts';
import { rateKey } from '#platform/rate-limit.ts';
import { daysBefore, rollupDay, rollupVisits } from '#features/statistics/rollup.ts';
import { resetVisitorSaltCache } from '#platform/visitor.ts';
import trackFn from '../../functions/track-visitor.ts';

const CHROME = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';
const HEADLESS = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/131.0.0.0 Safari/537.36';

const FUNCTIONS = [
  'track-visitor',
  'consent',
  'analytics-daily',
  'analytics-visitors',
  'analytics-events',
  'leads',
  'leads-unsubscribe',
  'leads-confirm',
  'admin-leads',
];

const smtp = mailServerFor();
const { call } = routedFunctions(FUNCTIONS);

/** Every address a test used: none may end up in a table. */
const usedIps = new Set<string>();
let ipCounter = 0;
const newIp = () => {
  const ip = `203.0.113.${(++ipCounter % 250) + 1}`;
  usedIps.add(ip);
  return ip;
};

const track = (body: Record<string, unknown>, opts: { ip?: string; ua?: string | null; headers?: Record<string, string> } = {}) => {
  const ip = opts.ip ?? newIp();
  usedIps.add(ip);
  const ua = opts.ua === undefined ? CHROME : opts.ua;
  return call('POST', '/api/track-visitor', {
    body,
    ip,
    headers: { ...(ua === null ? { 'user-agent': '' } : { 'user-agent': ua }), ...opts.headers },
  });
};

async function visitsOf(db: Db, page: string) {
  return db.select().from(visitorStats).where(eq(visitorStats.page, page));
}

describe.each(testDrivers())('visitor statistics on %s', (driver) => {
  let admin: Awaited<ReturnType<typeof makeAdminSession>>;
  const t = databaseFor(driver, {
    setup: async ({ db }) => {
      admin = await makeAdminSession(db);
    },
  });

  it('records a visit: the day, the path, browser family and device, country "Bilinmiyor", a visitor hash; no IP', async () => {
    const ip = newIp();
    const res = await track(
      {
        page: '/search?q=kebap',
        referrer: 'https://www.google.com/search?q=adana+kebap',
        userAgent: CHROME,
        sessionId: null,
        date: '2026-01-01',
      },
      { ip },
    );
    expect(res.status).toBe(204);
    const [row] = await visitsOf(t.db, '/search');
    expect(row).toMatchObject({
      date: istanbulDateKey(new Date()),
      page: '/search',
      referrer: 'google.com',
      browser: 'Chrome',
      device: 'desktop',
      country: 'Bilinmiyor',
      sessionId: null,
    });
    expect(row!.ipHash).toMatch(/^[0-9a-f]{32}$/);
    expect(JSON.stringify(row)).not.toContain(ip);
  });

  it('keeps the session id sent with consent, takes the country from the platform, and drops internal referrers', async () => {
    const ip = newIp();
    const req = new Request(`${BASE}/api/track-visitor`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: BASE, 'user-agent': IPHONE },
      body: JSON.stringify({ page: '/map', referrer: `${BASE}/`, sessionId: '1764000000000-abc123def4' }),
    });
    const res = await trackFn(req, { params: {}, requestId: 'test', ip, geo: { country: { code: 'TR', name: 'Turkey' }, city: 'Adana' } });
    expect(res.status).toBe(204);
    const [row] = await visitsOf(t.db, '/map');
    expect(row).toMatchObject({
      sessionId: '1764000000000-abc123def4',
      country: 'Türkiye',
      city: 'Adana',
      referrer: null,
      browser: 'Safari',
      device: 'mobile',
    });
  });

  it('does not count bots, prefetches, admin or API pages, or paths that are not ours', async () => {
    const before = (await t.db.select({ n: sql<number>`count(*)::int` }).from(visitorStats))[0]!.n;
    for (const ua of [
      HEADLESS,
      'curl/8.5.0',
      'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
      'python-requests/2.31',
      null,
    ]) {
      expect((await track({ page: '/about' }, { ua })).status, String(ua)).toBe(204);
    }
    expect((await track({ page: '/about' }, { headers: { 'sec-purpose': 'prefetch' } })).status).toBe(204);
    expect((await track({ page: '/about' }, { headers: { purpose: 'prefetch' } })).status).toBe(204);
    expect((await track({ page: '/about' }, { headers: { 'sec-purpose': 'prefetch;prerender' } })).status).toBe(204);
    for (const page of ['/admin', '/admin/x', '/api/businesses', '/<script>', '/a b', '/ÇOK/garip']) {
      expect((await track({ page })).status, page).toBe(204);
    }
    const after = (await t.db.select({ n: sql<number>`count(*)::int` }).from(visitorStats))[0]!.n;
    expect(after).toBe(before);
  });

  it('an address sending more than 120 visits a minute is counted only up to the limit', async () => {
    await awayFromWindowEdge(60, 25);
    const ip = newIp();
    const outcomes: string[] = [];
    for (let i = 0; i < TRACK_RATE_LIMIT.limit + 5; i++) {
      outcomes.push(await recordVisit(t.db, { page: '/cookies', ip, userAgentHeader: CHROME }));
    }
    expect(outcomes.filter((o) => o === 'recorded')).toHaveLength(TRACK_RATE_LIMIT.limit);
    expect(outcomes.slice(-5)).toEqual(Array(5).fill('rate_limited'));
    expect(await visitsOf(t.db, '/cookies')).toHaveLength(TRACK_RATE_LIMIT.limit);
  });

  it('refuses malformed bodies and other origins', async () => {
    expect((await track({ page: 'about' })).status).toBe(400);
    expect((await track({ page: '/about', sessionId: 'x' })).status).toBe(400);
    expect((await track({})).status).toBe(400);
    const cross = await call('POST', '/api/track-visitor', {
      body: { page: '/about' },
      headers: { origin: 'https://evil.example', 'user-agent': CHROME },
    });
    expect(cross.status).toBe(403);
  });

  it('the rollup equals a fresh count, is idempotent, and raw rows older than 90 days go (their totals stay)', async () => {
    resetVisitorSaltCache();
    const day = '2026-03-10';
    const at = new Date(`${day}T09:00:00Z`);
    const ips = [newIp(), newIp(), newIp()];
    for (const [i, ip] of ips.entries()) {
      for (let k = 0; k <= i; k++) {
        expect(
          await recordVisit(t.db, {
            page: k === 0 ? '/' : '/faq',
            ip,
            userAgentHeader: CHROME,
            at,
            noRateLimit: true,
            geo: k === 2 ? { country: { code: 'DE' } } : undefined,
          }),
        ).toBe('recorded');
      }
    }
    resetVisitorSaltCache();
    const fresh = (await t.db.execute(
      sql`SELECT count(*)::int AS total, count(DISTINCT ip_hash)::int AS uniq FROM visitor_stats WHERE date = ${day}`,
    )) as unknown;
    const freshRow = (Array.isArray(fresh) ? fresh : (fresh as { rows: Record<string, number>[] }).rows)[0] as {
      total: number;
      uniq: number;
    };
    expect(freshRow).toEqual({ total: 6, uniq: 3 });
    const first = await rollupDay(t.db, day);
    // '/faq' had two distinct visitors: below TOP_PAGE_MIN_VISITORS, it stays out of the top list.
    expect(first).toMatchObject({ totalVisits: 6, uniqueVisitors: 3, topPages: { '/': 3 }, countries: { Bilinmiyor: 5, Almanya: 1 } });
    const again = await rollupDay(t.db, day);
    expect(again).toEqual(first);
    expect(await t.db.select().from(dailyStats).where(eq(dailyStats.date, day))).toHaveLength(1);

    // 100 days later the raw rows of that day are deleted, its totals kept.
    const later = new Date(`${daysBefore('2026-06-18', 0)}T12:00:00Z`);
    const result = await rollupVisits(t.db, later);
    expect(result.deleted).toBeGreaterThanOrEqual(6);
    expect(await t.db.select().from(visitorStats).where(eq(visitorStats.date, day))).toHaveLength(0);
    const [kept] = await t.db.select().from(dailyStats).where(eq(dailyStats.date, day));
    expect(kept).toMatchObject({ totalVisits: 6, uniqueVisitors: 3 });
    // Rolling again after the purge does not zero the day.
    await rollupVisits(t.db, later);
    expect((await t.db.select().from(dailyStats).where(eq(dailyStats.date, day)))[0]).toMatchObject({ totalVisits: 6 });
  });

  it('an address (an IPv6 /64) is counted at most TRACK_DAY_LIMIT times a day (one address cannot fill the public numbers)', async () => {
    const ip = '2001:db8:77:1::1';
    // The day's counter of this /64 at its limit (as after a day of visits), written the way the counter is.
    const dw = TRACK_DAY_LIMIT.windowSeconds;
    await t.db.insert(rateLimits).values({
      key: rateKey('track-day', 'ip', ip),
      windowStart: sql`to_timestamp(floor(extract(epoch from now()) / ${dw}::int) * ${dw}::int)`,
      count: TRACK_DAY_LIMIT.limit,
      expiresAt: sql`to_timestamp(floor(extract(epoch from now()) / ${dw}::int) * ${dw}::int + ${dw}::int)`,
    });
    expect(await recordVisit(t.db, { page: '/terms', ip: '2001:db8:77:1:abcd::9', userAgentHeader: CHROME })).toBe('rate_limited');
    expect(await visitsOf(t.db, '/terms')).toHaveLength(0);
    expect(await recordVisit(t.db, { page: '/terms', ip: '2001:db8:77:2::1', userAgentHeader: CHROME })).toBe('recorded');
  });

  it('public answers are aggregates only: today live, countries and topPages as JSON text', async () => {
    // Three visitors: a page enters the public top list only with TOP_PAGE_MIN_VISITORS distinct visitors.
    for (const ip of [newIp(), newIp(), newIp()]) await track({ page: '/advertise' }, { ip });
    const daily = await call('GET', '/api/analytics/daily');
    expect(daily.status).toBe(200);
    const rows = (await daily.json()) as Record<string, unknown>[];
    const today = rows.find((r) => r.date === istanbulDateKey(new Date()));
    expect(today).toBeDefined();
    expect(Object.keys(today!).sort()).toEqual(['countries', 'date', 'topPages', 'totalVisits', 'uniqueVisitors']);
    expect(typeof today!.countries).toBe('string');
    expect(JSON.parse(today!.topPages as string)['/advertise']).toBe(3);

    const visitors = await call('GET', '/api/analytics/visitors');
    expect(visitors.status).toBe(200);
    const summary = (await visitors.json()) as Record<string, unknown>;
    expect(summary).toMatchObject({ days: 30, countryCount: expect.any(Number), activeDays: expect.any(Number) });
    expect((summary.topPages as unknown[]).length).toBeLessThanOrEqual(5);
    const text = JSON.stringify(rows) + JSON.stringify(summary);
    const hashes = await t.db.select({ h: visitorStats.ipHash, s: visitorStats.sessionId }).from(visitorStats);
    for (const { h, s } of hashes) {
      expect(text).not.toContain(h);
      if (s) expect(text).not.toContain(s);
    }
  });

  it('the literal analytics paths are not taken by a parameter route', async () => {
    // /api/analytics/events is a literal route beside ours; a GET there is 405, never our answer.
    expect((await call('GET', '/api/analytics/events')).status).toBe(405);
    expect((await call('GET', '/api/analytics/daily')).status).toBe(200);
  });

  it('records cookie choices with time and text version; "Kabul et" is everything, "Reddet" nothing', async () => {
    const send = (body: Record<string, unknown>) => call('POST', '/api/consent', { body, ip: newIp() });
    expect(
      (await send({ consentId: 'c0ffee-1234-aa', action: 'accept_all', statistics: false, marketing: false, textVersion: '2026-11-25' }))
        .status,
    ).toBe(204);
    expect(
      (await send({ consentId: 'c0ffee-1234-bb', action: 'reject_all', statistics: true, marketing: true, textVersion: '2026-11-25' }))
        .status,
    ).toBe(204);
    expect(
      (await send({ consentId: 'c0ffee-1234-cc', action: 'custom', statistics: true, marketing: false, textVersion: '2026-11-25' })).status,
    ).toBe(204);
    const rows = await t.db.select().from(consentRecords);
    const by = Object.fromEntries(rows.map((r) => [r.consentId, r]));
    expect(by['c0ffee-1234-aa']).toMatchObject({ statistics: true, marketing: true, textVersion: '2026-11-25' });
    expect(by['c0ffee-1234-bb']).toMatchObject({ statistics: false, marketing: false });
    expect(by['c0ffee-1234-cc']).toMatchObject({ statistics: true, marketing: false });
    expect(by['c0ffee-1234-aa']!.createdAt).toBeInstanceOf(Date);
    expect((await send({ consentId: 'x', action: 'accept_all', statistics: true, marketing: true, textVersion: 'v' })).status).toBe(400);
    expect((await send({ consentId: 'c0ffee-1234-dd', action: 'maybe', statistics: true, marketing: true, textVersion: 'v' })).status).toBe(
      400,
    );
  });

  describe('free-advertising leads', () => {
    const lead = (body: Record<string, unknown>) => call('POST', '/api/promotional-leads', { body, ip: newIp() });

    it('needs a valid e-mail and the unticked consent box ticked', async () => {
      const bad = await lead({ email: 'yok', businessName: '', consent: true });
      expect(bad.status).toBe(400);
      expect(((await bad.json()) as { errors: Record<string, string> }).errors.email).toBe('Lütfen geçerli bir e-posta adresi girin');
      const noConsent = await lead({ email: 'a@ornek.test' });
      expect(noConsent.status).toBe(400);
      expect(((await noConsent.json()) as { errors: Record<string, string> }).errors.consent).toBeTruthy();
      expect(await t.db.select().from(promotionalLeads).where(eq(promotionalLeads.email, 'a@ornek.test'))).toHaveLength(0);
    });

    /** The confirmation link's token in the last request mailed to `email`. */
    const confirmTokenOf = async (email: string) => {
      // The newest link mailed to the address (the row keeps only the last one).
      const [row] = await t.db
        .select({ token: promotionalLeads.confirmToken })
        .from(promotionalLeads)
        .where(eq(promotionalLeads.email, email));
      const mail = await smtp.waitForMessage(
        (m) => m.to === email && m.text.includes(`http://localhost:3000/lead-confirm?token=${row!.token}`),
      );
      expect(mail.subject).toContain('onaylayın');
      expect(mail.text).not.toMatch(/unsubscribe\?token=/); // a request for consent, not a marketing mail
      return row!.token!;
    };
    const confirm = (token: string) => call('POST', '/api/promotional-leads/confirm', { body: { token }, ip: newIp() });

    it('double opt-in: the form records no consent and answers alike for every address; the link records it; unsubscribing suppresses the address until its owner confirms again', async () => {
      const email = `lead-${driver}@ornek.test`;
      const first = await lead({ email: email.toUpperCase(), businessName: 'Kebapçı Halil', consent: true, consentVersion: 'sahte-1' });
      expect(first.status, await first.clone().text()).toBe(202);
      const firstAnswer = await first.json();
      const request = await smtp.waitForMessage((m) => m.to === email && m.subject.includes('onaylayın'));
      expect(request.text).not.toContain('Kebapçı Halil'); // nothing typed goes to an unverified address
      let [row] = await t.db.select().from(promotionalLeads).where(eq(promotionalLeads.email, email));
      expect(row).toMatchObject({ consentAt: null, consentText: null, consentVersion: null });
      const asAdmin = async () =>
        ((await (await call('GET', '/api/admin/leads', { cookie: admin.cookie })).json()) as { leads: { email: string }[] }).leads.map(
          (l) => l.email,
        );
      expect(await asAdmin()).not.toContain(email);

      const token = await confirmTokenOf(email);
      expect((await confirm('f'.repeat(64))).status).toBe(404);
      expect((await confirm(token)).status).toBe(200);
      expect((await confirm(token)).status).toBe(404); // once
      [row] = await t.db.select().from(promotionalLeads).where(eq(promotionalLeads.email, email));
      // The version the server showed, never the client's.
      expect(row).toMatchObject({
        businessName: 'Kebapçı Halil',
        source: 'welcome_popup',
        status: 'new',
        consentText: LEAD_CONSENT_TEXT,
        consentVersion: LEAD_CONSENT_VERSION,
        unsubscribedAt: null,
      });
      expect(row!.consentAt).toBeInstanceOf(Date);
      expect(await asAdmin()).toContain(email);

      // The welcome mail: a working one-click unsubscribe link and the RFC 8058 headers.
      const mail = await smtp.waitForMessage((m) => m.to === email && m.subject.includes('ücretsiz reklam talebiniz alındı'));
      const link = /(http:\/\/localhost:3000\/unsubscribe\?token=[0-9a-f]{64})/.exec(mail.text)?.[1];
      expect(link).toBeDefined();
      const unsub = new URL(link!).searchParams.get('token')!;
      const headers = mail.raw.split(/\r?\n\r?\n/)[0]!.replace(/\r?\n[ \t]+/g, ' ');
      expect(headers).toContain(`List-Unsubscribe: <http://localhost:3000/api/promotional-leads/unsubscribe?token=${unsub}>`);
      expect(headers).toContain('List-Unsubscribe-Post: List-Unsubscribe=One-Click');

      // A second send: the same answer as a new address, the confirmed lead unchanged.
      const second = await lead({ email, businessName: 'Başka Ad', consent: true });
      expect(second.status).toBe(202);
      expect(await second.json()).toEqual(firstAnswer);
      expect((await t.db.select().from(promotionalLeads).where(eq(promotionalLeads.email, email)))[0]).toMatchObject({
        businessName: 'Kebapçı Halil',
      });

      // One click from the mail: the page posts the token (no account, no cookie, from anywhere).
      const res = await call('POST', `/api/promotional-leads/unsubscribe?token=${unsub}`, {
        raw: 'List-Unsubscribe=One-Click',
        contentType: 'application/x-www-form-urlencoded',
        noOrigin: true,
      });
      expect(res.status).toBe(200);
      expect((await call('POST', '/api/promotional-leads/unsubscribe', { body: { token: unsub }, noOrigin: true })).status).toBe(200);
      expect((await call('POST', '/api/promotional-leads/unsubscribe', { body: { token: 'f'.repeat(64) } })).status).toBe(404);
      expect(await t.db.select().from(mailSuppressions).where(eq(mailSuppressions.email, email))).toHaveLength(1);

      // Someone re-posts the form for the address: consent stays withdrawn, nobody can contact it.
      expect((await lead({ email, businessName: null, consent: true })).status).toBe(202);
      const [after] = await t.db.select().from(promotionalLeads).where(eq(promotionalLeads.email, email));
      expect(after!.unsubscribedAt).toBeInstanceOf(Date);
      const contacted = await call('PATCH', `/api/admin/leads/${after!.id}`, { cookie: admin.cookie, body: { status: 'contacted' } });
      expect(contacted.status).toBe(409);
      expect(
        await enqueueMarketingMail(t.db, { kind: 'lead_campaign', to: email, subject: 'Kampanya', html: '<p>x</p>', text: 'x' }),
      ).toBeNull();

      // Only the owner of the mailbox lifts it: by opening the new link.
      expect((await confirm(await confirmTokenOf(email))).status).toBe(200);
      expect(await t.db.select().from(mailSuppressions).where(eq(mailSuppressions.email, email))).toHaveLength(0);
      expect((await t.db.select().from(promotionalLeads).where(eq(promotionalLeads.email, email)))[0]!.unsubscribedAt).toBeNull();
    });

    it('admins move leads new → contacted → converted, export CSV, and every move is audited; others are refused', async () => {
      const email = `pipeline-${driver}@ornek.test`;
      expect((await lead({ email, businessName: '=HYPERLINK("x")', consent: true })).status).toBe(202);
      expect((await confirm(await confirmTokenOf(email))).status).toBe(200);
      const [row] = await t.db.select().from(promotionalLeads).where(eq(promotionalLeads.email, email));
      const as = (method: string, path: string, body?: unknown) => call(method, path, { cookie: admin.cookie, ...(body ? { body } : {}) });

      const list = await as('GET', '/api/admin/leads?status=new');
      expect(list.status).toBe(200);
      expect(((await list.json()) as { leads: { email: string }[] }).leads.map((l) => l.email)).toContain(email);
      expect((await as('PATCH', `/api/admin/leads/${row!.id}`, { status: 'converted' })).status).toBe(409);
      const c = await as('PATCH', `/api/admin/leads/${row!.id}`, { status: 'contacted' });
      expect(c.status).toBe(200);
      expect(await c.json()).toMatchObject({ status: 'contacted', contactedAt: expect.any(String) });
      expect((await as('PATCH', `/api/admin/leads/${row!.id}`, { status: 'converted' })).status).toBe(200);
      expect((await as('PATCH', `/api/admin/leads/${row!.id}`, { status: 'bogus' })).status).toBe(400);
      expect((await as('PATCH', '/api/admin/leads/999999', { status: 'lost' })).status).toBe(404);

      const csv = await as('GET', '/api/admin/leads-export');
      expect(csv.status).toBe(200);
      expect(csv.headers.get('content-type')).toContain('text/csv');
      const text = await csv.text();
      expect(text).toContain(email);
      expect(text).toContain(`'=HYPERLINK`); // a formula is neutralised
      const audits = await t.db.select().from(auditLog).where(eq(auditLog.targetType, 'promotional_lead'));
      expect(audits.map((a) => a.action)).toEqual(expect.arrayContaining(['lead.contacted', 'lead.converted', 'lead.exported']));

      const user = await makeUser(t.db);
      expect((await call('GET', '/api/admin/leads', { cookie: user.cookie })).status).toBe(403);
      expect((await call('GET', '/api/admin/leads')).status).toBe(401);
      expect((await call('GET', '/api/admin/leads-export', { cookie: user.cookie })).status).toBe(403);
    });
  });

  it('no statistics, consent or lead row holds an IP address', async () => {
    const dump = JSON.stringify([
      await t.db.select().from(visitorStats),
      await t.db.select().from(dailyStats),
      await t.db.select().from(consentRecords),
      await t.db.select().from(promotionalLeads),
    ]);
    expect(usedIps.size).toBeGreaterThan(10);
    for (const ip of usedIps) expect(dump).not.toContain(ip);
    expect(dump).not.toMatch(/\b\d{1,3}\.\d{1,3}\.\d{1,3}\.\d{1,3}\b/);
    expect(dump).not.toMatch(/\b[0-9a-f]{1,4}(?::[0-9a-f]{0,4}){2,7}\b/i);
  });
});
