import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadRedirects, matchRedirect } from './redirects.ts';

describe("netlify.toml's redirects, as the local server applies them", () => {
  const rules = loadRedirects(path.join(import.meta.dirname, '../../netlify.toml'));

  it('sends a business page that was not pre-built to the fallback page, and leaves built ones alone', () => {
    expect(matchRedirect(rules, '/business/123456', false)).toMatchObject({ target: '/business-fallback', rule: { status: 200 } });
    expect(matchRedirect(rules, '/business/12', true)).toBeNull();
  });

  it('answers unknown API paths through the api-not-found function with 404', () => {
    expect(matchRedirect(rules, '/api/yok/boyle', false)).toMatchObject({ target: '/.netlify/functions/api-not-found', rule: { status: 404 } });
    expect(matchRedirect(rules, '/about', false)).toBeNull();
  });
});
