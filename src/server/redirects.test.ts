import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadRedirects, matchRedirect } from './redirects.ts';

describe("netlify.toml's redirects, as the local server applies them", () => {
  const rules = loadRedirects(path.join(import.meta.dirname, '../../netlify.toml'));

  it('leaves pages rendered on demand to their functions', () => {
    // /business/* (functions/business-page.ts), /category/* and /businesses/* (functions/list-page.ts, which
    // answers an unknown category with 'Kategori bulunamadı' and 404) have no rule: the functions claim them.
    for (const p of ['/category/yok', '/category/restoranlar/40', '/businesses/900', '/business/123456'])
      expect(matchRedirect(rules, p, false)).toBeNull();
  });

  it('answers unknown API paths through the api-not-found function with 404', () => {
    expect(matchRedirect(rules, '/api/yok/boyle', false)).toMatchObject({
      target: '/.netlify/functions/api-not-found',
      rule: { status: 404 },
    });
    expect(matchRedirect(rules, '/about', false)).toBeNull();
  });
});
