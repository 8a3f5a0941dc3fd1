/**
 * Cross-site request refusal for state-changing calls (POST, PUT, PATCH, DELETE).
 *
 * The session cookie is SameSite=Lax, which already keeps it off most cross-site requests; this check is
 * the second layer (OWASP: verify the source origin with standard headers). A browser tells where a
 * request comes from:
 *  - `Sec-Fetch-Site` (all current browsers): `same-origin` and `none` (typed, bookmarked) pass;
 *    `same-site` and `cross-site` are refused (a sibling subdomain is another party too);
 *  - `Origin` (sent on every cross-origin fetch and form POST): must name this site's host, that is the
 *    request's own host or the host of PUBLIC_URL (behind a proxy that rewrites Host); `null` is refused.
 * A request with neither header is not from a browser's cross-site context (curl, server-to-server, the
 * tests) and passes; the session cookie still decides who it is.
 *
 * `handler()` (src/api/http.ts) runs it before every unsafe route unless the function declares why not.
 */
import { getConfig } from '#platform/config.ts';
import { forbidden } from '#platform/errors.ts';

export const CROSS_SITE_MESSAGE = 'Bu istek başka bir siteden geldiği için reddedildi.';

function hostOf(url: string | undefined): string | null {
  if (!url) return null;
  try {
    return new URL(url).host.toLowerCase();
  } catch {
    return null;
  }
}

function allowedHosts(req: Request): Set<string> {
  const hosts = new Set<string>();
  const own = hostOf(req.url);
  if (own) hosts.add(own);
  try {
    const configured = hostOf(getConfig().publicUrl);
    if (configured) hosts.add(configured);
  } catch {
    // Configuration not loadable here: the request's own host is still checked.
  }
  return hosts;
}

/** True when the request may change state: it comes from this site or from no browser context at all. */
export function isSameOrigin(req: Request): boolean {
  const site = req.headers.get('sec-fetch-site')?.trim().toLowerCase();
  if (site && site !== 'same-origin' && site !== 'none') return false;
  const origin = req.headers.get('origin')?.trim();
  if (origin === undefined || origin === '') return true;
  if (origin.toLowerCase() === 'null') return false;
  const host = hostOf(origin);
  return host !== null && allowedHosts(req).has(host);
}

/** Throws 403 (Turkish message) for a cross-site request. */
export function assertSameOrigin(req: Request): void {
  if (!isSameOrigin(req)) throw forbidden(CROSS_SITE_MESSAGE);
}
