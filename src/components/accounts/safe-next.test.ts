import { describe, expect, it } from 'vitest';
import { safeNext } from './safe-next.ts';

describe('the page to return to after login', () => {
  it('is a path on this site', () => {
    expect(safeNext('/favorites')).toBe('/favorites');
    expect(safeNext('/add-business?sekme=csv')).toBe('/add-business?sekme=csv');
  });

  it('is never another site, an API route or nothing', () => {
    for (const bad of [null, '', 'https://kotu.example', '//kotu.example', '/\\kotu.example', '/api/auth/logout', 'favorites'])
      expect(safeNext(bad)).toBeNull();
  });
});
