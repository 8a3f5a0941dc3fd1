import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parseCsp, scriptSources } from '#tests/netlify/csp.ts';
import {
  apiSecurityHeaders,
  buildPageCsp,
  buildPageMetaDirectives,
  DEFAULT_MAP_ORIGIN,
  mapConnectOrigins,
  pageSecurityHeaders,
} from './security-headers.ts';

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

  it("forbids framing and plugins, and loads nothing from other origins but the map style's", () => {
    const csp = pageSecurityHeaders['Content-Security-Policy']!;
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain(`connect-src 'self' ${DEFAULT_MAP_ORIGIN};`);
    expect(csp.replace(DEFAULT_MAP_ORIGIN, '')).not.toMatch(/https?:/);
  });

  it("lets maps fetch from the configured style's origin only", () => {
    expect(mapConnectOrigins(undefined)).toEqual(['https://tiles.openfreemap.org']);
    expect(mapConnectOrigins('https://api.maptiler.com/maps/streets/style.json?key=x')).toEqual(['https://api.maptiler.com']);
    expect(mapConnectOrigins('/map/style.json')).toEqual([]);
    expect(buildPageCsp([])).toContain("connect-src 'self'; ");
  });

  it("allows no inline script without its hash: no 'unsafe-inline' in any script-src", () => {
    const toml = fs.readFileSync(new URL('../../netlify.toml', import.meta.url), 'utf8');
    const policies = [...toml.matchAll(/Content-Security-Policy = "(.*)"/g)].map((m) => m[1]!);
    policies.push(
      pageSecurityHeaders['Content-Security-Policy']!,
      apiSecurityHeaders['Content-Security-Policy']!,
      buildPageMetaDirectives([DEFAULT_MAP_ORIGIN]).join('; '),
    );
    for (const policy of policies) expect(scriptSources(policy), policy).not.toContain("'unsafe-inline'");
  });

  it("leaves scripts to each page's own policy, which limits everything else as the header does", () => {
    const header = parseCsp(pageSecurityHeaders['Content-Security-Policy']!);
    // A script-src (or default-src) in the header would block the inline scripts the page's policy allows by hash.
    expect(header.has('script-src')).toBe(false);
    expect(header.has('default-src')).toBe(false);
    const meta = parseCsp(buildPageMetaDirectives([DEFAULT_MAP_ORIGIN]).join('; '));
    expect(meta.get('default-src')).toEqual(["'self'"]);
    for (const [name, sources] of meta) if (name !== 'default-src') expect(header.get(name), name).toEqual(sources);
  });

  it('function answers load nothing', () => {
    expect(parseCsp(apiSecurityHeaders['Content-Security-Policy']!).get('default-src')).toEqual(["'none'"]);
  });
});
