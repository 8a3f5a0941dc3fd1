import { describe, expect, it } from 'vitest';
import { authorLabel, reviewInputSchema, reviewReportSchema } from './reviews.ts';

describe('authorLabel', () => {
  it('shows the first name and the initial of the last one', () => {
    expect(authorLabel('Ayşe Kaya')).toBe('Ayşe K.');
    expect(authorLabel('  Mehmet Ali   İnce ')).toBe('Mehmet İ.');
    expect(authorLabel('ayşe ıraz')).toBe('ayşe I.');
    expect(authorLabel('Deniz')).toBe('Deniz');
    expect(authorLabel('')).toBe('Bir ziyaretçi');
    expect(authorLabel(null)).toBe('Bir ziyaretçi');
  });
});

describe('reviewInputSchema', () => {
  const ok = { rating: 5, title: ' Harika ', content: 'Yemekler sıcak ve lezzetliydi, tavsiye ederim.' };
  it('trims, defaults photos, and keeps markup as text', () => {
    expect(reviewInputSchema.parse({ ...ok, content: `<b>${ok.content}</b>` })).toEqual({
      ...ok,
      title: 'Harika',
      content: `<b>${ok.content}</b>`,
      photos: [],
    });
  });
  it('refuses what the form refuses, with Turkish messages', () => {
    const r = reviewInputSchema.safeParse({ rating: 0, title: 'a', content: 'kısa', photos: ['a', 'b', 'c', 'd'] });
    expect(r.success).toBe(false);
    const fields = new Set(r.error!.issues.map((i) => i.path[0]));
    expect([...fields].sort()).toEqual(['content', 'photos', 'rating', 'title']);
    expect(reviewInputSchema.safeParse({ ...ok, rating: 4.5 }).success).toBe(false);
    expect(reviewInputSchema.safeParse({ ...ok, content: 'x'.repeat(2001) }).success).toBe(false);
  });
  it('reports need a known reason', () => {
    expect(reviewReportSchema.safeParse({ reason: 'spam' }).success).toBe(true);
    expect(reviewReportSchema.safeParse({ reason: 'kötü' }).success).toBe(false);
  });
});
