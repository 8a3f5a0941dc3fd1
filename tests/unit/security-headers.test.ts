import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { pageSecurityHeaders } from '../../src/lib/security-headers.ts';

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

  it('forbids framing and plugins, and loads nothing from other origins', () => {
    const csp = pageSecurityHeaders['Content-Security-Policy']!;
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
    expect(csp).not.toMatch(/https?:/);
  });
});
