/**
 * Security headers: one list, used by the local server for static files, by every function response,
 * and mirrored in netlify.toml (a unit test keeps the two in step).
 *
 * Pages: Astro's CSP support (security.csp) adds a <meta> policy with hashes of every inline script and
 * style it emits; the header policy below adds what a <meta> policy cannot carry (frame-ancestors, ...)
 * and limits everything else to this origin. Both policies are enforced, so a script runs only when it is
 * from this origin or its hash is in the page's own policy.
 */
/** Where the default map style and its tiles, sprites and glyphs come from (src/components/map/map-config.ts). */
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

export function buildPageCsp(connectOrigins: readonly string[]): string {
  return [
    "default-src 'self'",
    "script-src 'self' 'unsafe-inline'",
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self'",
    ["connect-src 'self'", ...connectOrigins].join(' '),
    "worker-src 'self' blob:",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

const env: Record<string, string | undefined> = typeof process !== 'undefined' && process.env ? process.env : {};

export const pageCsp = buildPageCsp(mapConnectOrigins(env.MAP_STYLE_URL?.trim() || undefined));

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
