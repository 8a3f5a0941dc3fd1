import { describe, expect, it } from 'vitest';
import { searchParamsSchema, suggestParamsSchema } from './params.ts';

const parse = (p: Record<string, string>) => searchParamsSchema.safeParse(p);

describe('searchParamsSchema', () => {
  it('fills the defaults', () => {
    expect(parse({}).data).toEqual({ q: '', category: undefined, district: undefined, open: false, sort: undefined, limit: 24, offset: 0 });
  });
  it('trims the query and accepts 200 characters', () => {
    expect(parse({ q: '  işık  ' }).data?.q).toBe('işık');
    expect(parse({ q: 'ş'.repeat(200) }).success).toBe(true);
  });
  it('refuses a longer query with a Turkish message', () => {
    const r = parse({ q: 'a'.repeat(10_000) });
    expect(r.success).toBe(false);
    expect(r.error?.issues[0]?.message).toBe('Arama metni en fazla 200 karakter olabilir; lütfen kısaltın.');
  });
  it('treats "all" and empty filters as no filter', () => {
    expect(parse({ category: 'all', district: '' }).data).toMatchObject({ category: undefined, district: undefined });
    expect(parse({ category: 'Tümü' }).data?.category).toBeUndefined();
    expect(parse({ category: 'Restoranlar' }).data?.category).toBe('Restoranlar');
  });
  it('reads open, sort, limit and offset', () => {
    expect(parse({ open: '1', sort: 'name', limit: '100', offset: '10000' }).data).toMatchObject({
      open: true,
      sort: 'name',
      limit: 100,
      offset: 10_000,
    });
    expect(parse({ open: 'true' }).data?.open).toBe(true);
    expect(parse({ open: '0' }).data?.open).toBe(false);
  });
  it.each<Record<string, string>>([
    { limit: 'abc' },
    { limit: '0' },
    { limit: '101' },
    { limit: '-1' },
    { limit: '1e2' },
    { limit: '99999999999999999999' },
    { offset: '-1' },
    { offset: '10001' },
    { sort: 'popular' },
    { open: 'evet' },
    { district: 'x'.repeat(101) },
  ])('refuses %j', (p) => {
    const r = parse(p);
    expect(r.success).toBe(false);
    expect(r.error?.issues[0]?.path).toEqual([Object.keys(p)[0]]);
  });
});

describe('suggestParamsSchema', () => {
  it('has the same limit', () => {
    expect(suggestParamsSchema.safeParse({ q: 'a'.repeat(201) }).success).toBe(false);
    expect(suggestParamsSchema.safeParse({}).data).toEqual({ q: '' });
  });
});
