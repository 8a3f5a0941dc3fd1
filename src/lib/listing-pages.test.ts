import { describe, expect, it } from 'vitest';
import { listingPageCount, listingPageItems, listingPageParams, listingPagePath, pagerNumbers } from './listing-pages.ts';

describe('pre-built list pages of 24', () => {
  it('counts pages, names their addresses and slices their items', () => {
    expect(listingPageCount(0)).toBe(1);
    expect(listingPageCount(24)).toBe(1);
    expect(listingPageCount(84)).toBe(4);
    expect(listingPagePath('/businesses', 1)).toBe('/businesses');
    expect(listingPagePath('/category/kafeler', 2)).toBe('/category/kafeler/2');
    expect(listingPageParams(50)).toEqual([undefined, '2', '3']);
    const items = Array.from({ length: 84 }, (_, i) => i);
    expect(listingPageItems(items, 4)).toEqual(items.slice(72));
    expect(listingPageItems(items, 2)[0]).toBe(24);
  });
  it('shows the first, the last and two either side, with gaps', () => {
    expect(pagerNumbers(1, 4)).toEqual([1, 2, 3, 4]);
    expect(pagerNumbers(6, 20)).toEqual([1, null, 4, 5, 6, 7, 8, null, 20]);
    expect(pagerNumbers(4, 20)).toEqual([1, 2, 3, 4, 5, 6, null, 20]);
    expect(pagerNumbers(1, 1)).toEqual([1]);
  });
});
