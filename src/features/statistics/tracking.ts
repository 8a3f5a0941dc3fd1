/**
 * Visitor tracking (decision 014; spec §3, §4; PD18): one row in `visitor_stats` per page view of a person.
 *
 * Stored: the day (Europe/Istanbul), the path (no query string), the referring host (no path), the browser
 * family and device type (never the user agent), the country (and city) from the platform's geolocation,
 * the visitor hash of the day (src/platform/visitor.ts: address + browser under a salt deleted the next
 * day) and, only with statistics consent, the browser's random session id. Never an IP address.
 *
 * Not counted: bots (isbot, src/lib/bots.ts), prefetches and prerenders (`Sec-Purpose`/`Purpose`),
 * admin and API paths and anything that is not a page of this site (`isKnownPage`), and an address sending more than
 * TRACK_RATE_LIMIT visits a minute (a bot dressed as a browser).
 */
import { and, eq, sql } from 'drizzle-orm';
import { rowsOf, type Db } from '#db/client.ts';
import { businesses, categories, rateLimits, visitorStats } from '#db/schema/index.ts';
import { SITEMAP_STATIC_PAGES } from '#features/businesses/sitemap.ts';
import { isBot } from '#lib/bots.ts';
import { isTrackedPath, UNKNOWN_COUNTRY, type TrackVisitorRequest } from '#lib/contract/statistics.ts';
import { istanbulDateKey } from '#lib/format.ts';
import { rateKey, type RateLimitRule } from '#platform/rate-limit.ts';
import { visitorHash } from '#platform/visitor.ts';

/** Per client address: a person reading pages stays far below this. */
export const TRACK_RATE_LIMIT: RateLimitRule = { limit: 120, windowSeconds: 60 };
/** Visits counted per address (an IPv6 /64) a day: one address cannot fill the public numbers. */
export const TRACK_DAY_LIMIT: RateLimitRule = { limit: 300, windowSeconds: 24 * 3600 };
export const TRACK_MAX_BODY_BYTES = 4_000;

/** The platform's geolocation (Netlify `context.geo`); absent locally. */
export interface Geo {
  country?: { code?: string; name?: string };
  city?: string;
}

export interface VisitInput extends TrackVisitorRequest {
  /** The client address: only hashed (visitorHash), never stored. */
  ip: string;
  /** The request's User-Agent header (the body's copy is not trusted). */
  userAgentHeader: string | null;
  /** `Sec-Purpose` / `Purpose` headers. */
  purpose?: string | null;
  geo?: Geo | undefined;
  /** This site's host, so internal navigation has no referrer. */
  selfHost?: string;
  at?: Date;
  /** Skip the per-address limit (the benchmark's synthetic load). */
  noRateLimit?: boolean;
}

export type VisitOutcome = 'recorded' | 'bot' | 'prefetch' | 'untracked_path' | 'rate_limited';

const regionNames = new Intl.DisplayNames(['tr'], { type: 'region' });

/** Country name in Turkish from the geolocation ("TR" → "Türkiye"); 'Bilinmiyor' without one. */
export function countryName(geo: Geo | undefined): string {
  const code = geo?.country?.code?.trim().toUpperCase();
  if (code && /^[A-Z]{2}$/.test(code)) {
    try {
      const name = regionNames.of(code);
      if (name && name !== code) return name.slice(0, 80);
    } catch {
      /* fall through */
    }
  }
  return geo?.country?.name?.trim().slice(0, 80) || UNKNOWN_COUNTRY;
}

/** The user agent reduced to a browser family and a device type: all the statistics keep of it. */
export function reduceUserAgent(ua: string | null | undefined): { browser: string; device: 'mobile' | 'tablet' | 'desktop' } {
  const s = ua ?? '';
  const browser = /Edg(?:e|A|iOS)?\//.test(s)
    ? 'Edge'
    : /OPR\/|Opera/.test(s)
      ? 'Opera'
      : /SamsungBrowser\//.test(s)
        ? 'Samsung'
        : /YaBrowser\//.test(s)
          ? 'Yandex'
          : /Firefox\/|FxiOS\//.test(s)
            ? 'Firefox'
            : /Chrome\/|CriOS\/|Chromium\//.test(s)
              ? 'Chrome'
              : /Safari\//.test(s) && /Version\//.test(s)
                ? 'Safari'
                : 'Diğer';
  const device = /iPad|Tablet|Android(?!.*Mobile)/i.test(s) ? 'tablet' : /Mobi|iPhone|iPod|Android/i.test(s) ? 'mobile' : 'desktop';
  return { browser, device };
}

/** The referring site's host name only; null when direct, unparsable or this site itself. */
export function referrerHost(referrer: string | null | undefined, selfHost?: string): string | null {
  if (!referrer) return null;
  try {
    const u = new URL(referrer);
    if (u.protocol !== 'http:' && u.protocol !== 'https:') return null;
    const host = u.hostname.toLowerCase().replace(/^www\./, '');
    if (!host || (selfHost && host === selfHost.toLowerCase().replace(/^www\./, ''))) return null;
    return host.slice(0, 255);
  } catch {
    return null;
  }
}

/** The path without query string or fragment, lower-cased; null when it is not one we count. */
export function trackedPath(page: string): string | null {
  const path = (page.split(/[?#]/)[0] ?? '').toLowerCase();
  const clean = path.length > 1 ? path.replace(/\/+$/, '') : path;
  return isTrackedPath(clean) ? clean : null;
}

/** Pages of this site that are neither a list page, a category nor a business (the sitemap's and the rest). */
const KNOWN_PAGES = new Set<string>([
  '/',
  '/search',
  '/favorites',
  '/login',
  '/business-owner-dashboard',
  '/unsubscribe',
  '/lead-confirm',
  '/verify-email',
  '/message-confirm',
  ...SITEMAP_STATIC_PAGES,
]);

/**
 * Whether `path` (already a tracked path shape) is a page that exists: a known page, a page of the full list,
 * an existing category (and its pages) or an approved business (decision 024: made-up paths create no rows).
 */
async function isKnownPage(db: Db, path: string): Promise<boolean> {
  if (KNOWN_PAGES.has(path) || /^\/businesses(?:\/[1-9]\d{0,5})?$/.test(path)) return true;
  const category = /^\/category\/([a-z0-9-]{1,80})(?:\/[1-9]\d{0,5})?$/.exec(path);
  if (category)
    return (await db.select({ id: categories.id }).from(categories).where(eq(categories.slug, category[1]!)).limit(1)).length > 0;
  const business = /^\/business\/([1-9]\d{0,9})$/.exec(path);
  if (business && Number(business[1]) <= 2_147_483_647) {
    const id = Number(business[1]);
    return (
      (
        await db
          .select({ id: businesses.id })
          .from(businesses)
          .where(and(eq(businesses.id, id), eq(businesses.status, 'approved')))
          .limit(1)
      ).length > 0
    );
  }
  return false;
}

export function isPrefetch(purpose: string | null | undefined): boolean {
  return /prefetch|prerender|preview/i.test(purpose ?? '');
}

/** Records one visit, or tells why it was not counted. */
export async function recordVisit(db: Db, input: VisitInput): Promise<VisitOutcome> {
  if (isPrefetch(input.purpose)) return 'prefetch';
  if (isBot(input.userAgentHeader)) return 'bot';
  const page = trackedPath(input.page);
  if (!page || !(await isKnownPage(db, page))) return 'untracked_path';
  const at = input.at ?? new Date();
  const { browser, device } = reduceUserAgent(input.userAgentHeader);
  const row = {
    date: istanbulDateKey(at),
    sessionId: input.sessionId ?? null,
    ipHash: await visitorHash(db, { ip: input.ip, userAgent: input.userAgentHeader, at }),
    browser,
    device,
    country: countryName(input.geo),
    city: input.geo?.city?.trim().slice(0, 80) || null,
    referrer: referrerHost(input.referrer, input.selfHost),
    page,
  };
  if (input.noRateLimit) {
    await db.insert(visitorStats).values({ ...row, createdAt: at });
    return 'recorded';
  }
  // The per-address counter and the insert in one statement (one round trip): the visit is written only
  // when the counter of this window is within the limit. Same counters as #platform/rate-limit.ts.
  // A second counter caps the address's visits a day.
  const w = TRACK_RATE_LIMIT.windowSeconds;
  const windowStart = sql`to_timestamp(floor(extract(epoch from now()) / ${w}::int) * ${w}::int)`;
  const dw = TRACK_DAY_LIMIT.windowSeconds;
  const dayStart = sql`to_timestamp(floor(extract(epoch from now()) / ${dw}::int) * ${dw}::int)`;
  const result = await db.execute(sql`
    WITH rl AS (
      INSERT INTO ${rateLimits} (key, window_start, count, expires_at)
      VALUES (${rateKey('track', 'ip', input.ip)}, ${windowStart}, 1, ${windowStart} + make_interval(secs => ${w}::int))
      ON CONFLICT (key, window_start) DO UPDATE SET count = ${rateLimits}.count + 1
      RETURNING count),
    day AS (
      INSERT INTO ${rateLimits} (key, window_start, count, expires_at)
      VALUES (${rateKey('track-day', 'ip', input.ip)}, ${dayStart}, 1, ${dayStart} + make_interval(secs => ${dw}::int))
      ON CONFLICT (key, window_start) DO UPDATE SET count = ${rateLimits}.count + 1
      RETURNING count)
    INSERT INTO ${visitorStats} (date, session_id, ip_hash, browser, device, country, city, referrer, page, created_at)
    SELECT ${row.date}::varchar, ${row.sessionId}::varchar, ${row.ipHash}::varchar, ${row.browser}::varchar, ${row.device}::varchar,
           ${row.country}::varchar, ${row.city}::varchar, ${row.referrer}::varchar, ${row.page}::varchar, ${at.toISOString()}::timestamptz
      FROM rl, day WHERE rl.count <= ${TRACK_RATE_LIMIT.limit}::int AND day.count <= ${TRACK_DAY_LIMIT.limit}::int
    RETURNING id`);
  const inserted = rowsOf(result);
  return inserted.length ? 'recorded' : 'rate_limited';
}
