/**
 * Security headers: one list, used by the local server for static files, by every function response,
 * and mirrored in netlify.toml (a unit test keeps the two in step).
 *
 * Pages: Astro's CSP support (security.csp) adds a <meta> policy with hashes of every inline script and
 * style it emits; the header policy below adds what a <meta> policy cannot carry (frame-ancestors, ...)
 * and limits everything else to this origin. Both policies are enforced, so a script runs only when it is
 * from this origin or its hash is in the page's own policy.
 */
export const pageCsp = [
  "default-src 'self'",
  "script-src 'self' 'unsafe-inline'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "font-src 'self'",
  "connect-src 'self'",
  "worker-src 'self' blob:",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');

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
