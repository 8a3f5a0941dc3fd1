import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { buildPageCsp, DEFAULT_MAP_ORIGIN, mapConnectOrigins, pageSecurityHeaders } from './security-headers.ts';

/** The header values of the `for = "/*"` block of netlify.toml. */
function netlifyHeaders(): Record<string, string> {
  const toml = fs.readFileSync(new URL('../../netlify.toml', import.meta.url), 'utf8');
  const block = toml.split('[[headers]]').find((b) => /for = "\/\*"/.test(b));
  if (!block) throw new Error('netlify.toml has no [[headers]] block for "/*"');
  const out: Record<string, string> = {};
  for (const m of block.matchAll(/^\s*([\w-]+) = "(.*)"\s*$/gm)) if (m[1] !== 'for') out[m[1]!] = m[2]!;
  return out;
}

describe('security headers', () => {
  it('netlify.toml sends exactly the headers the local server and the functions send', () => {
    const fromToml = netlifyHeaders();
    for (const [k, v] of Object.entries(pageSecurityHeaders)) expect(fromToml[k], k).toBe(v);
  });

  it('forbids framing and plugins, and loads nothing from other origins but the map style\'s', () => {
    const csp = pageSecurityHeaders['Content-Security-Policy']!;
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain(`connect-src 'self' ${DEFAULT_MAP_ORIGIN};`);
    expect(csp.replace(DEFAULT_MAP_ORIGIN, '')).not.toMatch(/https?:/);
  });

  it('lets maps fetch from the configured style\'s origin only', () => {
    expect(mapConnectOrigins(undefined)).toEqual(['https://tiles.openfreemap.org']);
    expect(mapConnectOrigins('https://api.maptiler.com/maps/streets/style.json?key=x')).toEqual(['https://api.maptiler.com']);
    expect(mapConnectOrigins('/map/style.json')).toEqual([]);
    expect(buildPageCsp([])).toContain("connect-src 'self'; ");
  });
});
