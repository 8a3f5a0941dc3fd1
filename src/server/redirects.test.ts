import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadRedirects, matchRedirect } from './redirects.ts';

describe("netlify.toml's redirects, as the local server applies them", () => {
  const rules = loadRedirects(path.join(import.meta.dirname, '../../netlify.toml'));

  it("answers an unknown category with the 'Kategori bulunamadı' page and 404, and leaves built ones alone", () => {
    expect(matchRedirect(rules, '/category/yok', false)).toMatchObject({ target: '/category-not-found', rule: { status: 404 } });
    expect(matchRedirect(rules, '/category/restoranlar', true)).toBeNull();
    // /business/* has no rule: functions/business-page.ts claims it by its own config.path.
    expect(matchRedirect(rules, '/business/123456', false)).toBeNull();
  });

  it('answers unknown API paths through the api-not-found function with 404', () => {
    expect(matchRedirect(rules, '/api/yok/boyle', false)).toMatchObject({ target: '/.netlify/functions/api-not-found', rule: { status: 404 } });
    expect(matchRedirect(rules, '/about', false)).toBeNull();
  });
});
