/**
 * Security headers: one list, used by the local server for static files, by every function response,
 * and mirrored in netlify.toml (a unit test keeps the two in step).
 *
 * Pages carry two Content-Security-Policies, and a browser enforces both: a resource loads only when each
 * allows it (CSP3 §4.1.4). Neither allows an inline script without its hash:
 *  - the page's own <meta> policy (Astro's CSP support, astro.config.mjs): `default-src 'self'`, the
 *    directives below, and the `script-src`/`style-src` Astro writes with 'self' and the hashes of the
 *    inline scripts and styles of that page;
 *  - this header: the same directives and what a <meta> policy cannot carry (frame-ancestors), but no
 *    `script-src` and no `default-src` (its fallback): a header cannot know each page's hashes, and any
 *    script-src here without them would block the page's inline scripts, with 'unsafe-inline' would be
 *    no policy at all. Scripts are governed by the page's own policy.
 */
/** Where the default map style and its tiles, sprites and glyphs come from (src/lib/map-config.ts). */
export const DEFAULT_MAP_ORIGIN = 'https://tiles.openfreemap.org';

/**
 * The origins maps may fetch from: the default style's, or the origin of an absolute MAP_STYLE_URL (a style
 * on this site needs none). A style whose tiles live on yet another host needs that host added here and in
 * netlify.toml, whose copy of the policy is static (a unit test keeps it equal to the default).
 */
export function mapConnectOrigins(styleUrl: string | undefined): string[] {
  if (!styleUrl) return [DEFAULT_MAP_ORIGIN];
  if (styleUrl.startsWith('/')) return [];
  try {
    return [new URL(styleUrl).origin];
  } catch {
    return [];
  }
}

/** The directives of a policy as Astro's `security.csp.directives` accepts them. */
type Directive =
  | `${'default' | 'img' | 'font' | 'connect' | 'worker' | 'media' | 'manifest' | 'frame' | 'object'}-src ${string}`
  | `${'base-uri' | 'form-action'} ${string}`;

/** What pages may load besides scripts and styles: the same in the header and in each page's <meta> policy. */
export function pageDirectives(connectOrigins: readonly string[]): Directive[] {
  return [
    "img-src 'self' data: blob:",
    "font-src 'self'",
    `connect-src ${["'self'", ...connectOrigins].join(' ')}`,
    "worker-src 'self' blob:",
    "media-src 'self'",
    "manifest-src 'self'",
    "frame-src 'none'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
  ];
}

/** The header policy for pages and static files (see above: no script-src, no default-src). */
export function buildPageCsp(connectOrigins: readonly string[]): string {
  return [...pageDirectives(connectOrigins), "style-src 'self' 'unsafe-inline'", "frame-ancestors 'none'"].join('; ');
}

/** The directives of each page's <meta> policy besides the script-src and style-src Astro adds. */
export function buildPageMetaDirectives(connectOrigins: readonly string[]): Directive[] {
  return ["default-src 'self'", ...pageDirectives(connectOrigins)];
}

const env: Record<string, string | undefined> = typeof process !== 'undefined' && process.env ? process.env : {};

/** The map style's origin from MAP_STYLE_URL (the local server at run time, the pages at build time). */
export const configuredMapOrigins = mapConnectOrigins(env.MAP_STYLE_URL?.trim() || undefined);

export const pageCsp = buildPageCsp(configuredMapOrigins);

/** Function (JSON) answers load nothing. */
export const apiCsp = "default-src 'none'; frame-ancestors 'none'";

export const commonSecurityHeaders: Record<string, string> = {
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'X-Frame-Options': 'DENY',
  'Permissions-Policy': 'geolocation=(self), camera=(), microphone=(), payment=(), usb=(), interest-cohort=()',
  'Cross-Origin-Opener-Policy': 'same-origin',
  'Strict-Transport-Security': 'max-age=63072000; includeSubDomains',
};

export const pageSecurityHeaders: Record<string, string> = {
  ...commonSecurityHeaders,
  'Content-Security-Policy': pageCsp,
};

export const apiSecurityHeaders: Record<string, string> = {
  ...commonSecurityHeaders,
  'Content-Security-Policy': apiCsp,
};
