import { describe, expect, it } from 'vitest';
import { listItemColumns, toListItem } from './list-item.ts';

describe('toListItem', () => {
  const raw = {
    id: 7,
    name: 'Kebapçı Halil Usta',
    description: 'Odun ateşinde kebap.',
    category: 'Restoranlar',
    categorySlug: 'restoranlar',
    subcategory: null,
    district: 'Seyhan',
    latitude: '36.98765432',
    longitude: '35.32109876',
    address: 'Reşatbey Mah. No:1',
    rating: '4.5',
    reviewCount: '12',
    phone: '+903224560101',
    priceRange: null,
    images: ['/uploads/a.webp'],
    features: [],
    isFeatured: true,
    priorityListing: false,
    hasCampaign: false,
    isOpen: true,
    hours: { mon: [['09:00', '22:00']] },
    specialHours: { holidays: [], days: [] },
  };

  it('turns a raw row (numerics as text) into the answer, every field in the columns’ order', () => {
    const item = toListItem(raw);
    expect(Object.keys(item)).toEqual(Object.keys(listItemColumns));
    expect(item).toMatchObject({
      latitude: 36.98765432,
      longitude: 35.32109876,
      rating: 4.5,
      reviewCount: 12,
      subcategory: null,
      priceRange: null,
    });
  });

  it('keeps only the list item fields the row has: no description for a search result, no score', () => {
    const { description: _d, ...result } = raw;
    const item = toListItem({ ...result, score: 17 } as typeof result);
    expect(item).not.toHaveProperty('description');
    expect(item).not.toHaveProperty('score');
    expect(toListItem({ id: '3', latitude: null })).toEqual({ id: 3, latitude: null });
  });

  it('carries special days only when the business has some', () => {
    expect(toListItem({ ...raw, specialHours: null })).not.toHaveProperty('specialHours');
    expect(toListItem(raw).specialHours).toEqual({ holidays: [], days: [] });
  });
});
