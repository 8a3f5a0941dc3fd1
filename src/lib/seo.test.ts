import { describe, expect, it } from 'vitest';
import {
  breadcrumbJsonLd,
  businessDescription,
  businessJsonLd,
  itemListJsonLd,
  newest,
  priceLabel,
  priceSymbols,
  robotsTxt,
  safeHttpUrl,
  sitemapChunks,
  sitemapIndexXml,
  sitemapXml,
  SITEMAP_MAX_URLS,
  splitAddress,
  truncate,
  uniqueBusinessTitles,
  type SeoBusiness,
} from './seo.ts';

const site = new URL('https://adanarehberi.example');

const kebapci: SeoBusiness = {
  id: 7,
  name: 'Şükrü Usta Kebap',
  category: 'Restoranlar',
  subcategory: 'Kebapçı',
  description: 'Zırh kıyması Adana kebabı ve közde patlıcan.',
  address: 'Reşatbey Mah. Atatürk Cd. No:12, 01120 Seyhan/Adana',
  district: 'Seyhan',
  latitude: 36.99123456,
  longitude: 35.32198765,
  phone: '+903224560101',
  email: 'iletisim@sukru.example',
  website: 'https://sukru.example/',
  priceRange: 'Orta',
  images: ['/images/sample/restoranlar-1.webp', '/images/sample/restoranlar-2.webp'],
  hours: { mon: [['11:00', '23:00']], sun: [['18:00', '02:00']] },
};

describe('businessJsonLd', () => {
  const ld = businessJsonLd({ business: kebapci, category: { name: 'Restoranlar', slug: 'restoranlar', schemaType: 'Restaurant' }, site });

  it("uses the category's LocalBusiness subtype with name, url and absolute images", () => {
    expect(ld['@context']).toBe('https://schema.org');
    expect(ld['@type']).toBe('Restaurant');
    expect(ld.name).toBe('Şükrü Usta Kebap');
    expect(ld.url).toBe('https://adanarehberi.example/business/7');
    expect(ld.image).toEqual([
      'https://adanarehberi.example/images/sample/restoranlar-1.webp',
      'https://adanarehberi.example/images/sample/restoranlar-2.webp',
    ]);
  });

  it('has a PostalAddress with the street part, the district as locality, Adana and TR', () => {
    expect(ld.address).toEqual({
      '@type': 'PostalAddress',
      streetAddress: 'Reşatbey Mah. Atatürk Cd. No:12',
      addressLocality: 'Seyhan',
      addressRegion: 'Adana',
      postalCode: '01120',
      addressCountry: 'TR',
    });
  });

  it('has geo, telephone, priceRange as lira signs and opening hours', () => {
    expect(ld.geo).toEqual({ '@type': 'GeoCoordinates', latitude: 36.99123456, longitude: 35.32198765 });
    expect(ld.telephone).toBe('+903224560101');
    expect(ld.priceRange).toBe('₺₺');
    expect(ld.openingHoursSpecification).toEqual([
      { '@type': 'OpeningHoursSpecification', dayOfWeek: ['Monday'], opens: '11:00', closes: '23:00' },
      { '@type': 'OpeningHoursSpecification', dayOfWeek: ['Sunday'], opens: '18:00', closes: '02:00' },
    ]);
    expect(ld.sameAs).toEqual(['https://sukru.example/']);
  });

  it('never claims review stars from the stored numbers alone (only from reviews written on this site)', () => {
    expect(ld).not.toHaveProperty('aggregateRating');
    expect(ld).not.toHaveProperty('review');
    const none = businessJsonLd({
      business: kebapci,
      category: null,
      site,
      reviews: { summary: { average: 0, count: 0, distribution: [0, 0, 0, 0, 0] }, items: [] },
    });
    expect(none).not.toHaveProperty('aggregateRating');
  });

  it('aggregateRating and review from the approved reviews of this site', () => {
    const item = {
      id: 1,
      rating: 4,
      title: 'İyi',
      content: 'Lezzetli <b>kebap</b>',
      photos: [],
      author: 'Ayşe K.',
      createdAt: '2026-11-02T10:00:00.000Z',
      helpfulCount: 0,
      ownerReply: null,
    };
    const withReviews = businessJsonLd({
      business: kebapci,
      category: null,
      site,
      reviews: { summary: { average: 4.5, count: 2, distribution: [1, 1, 0, 0, 0] }, items: [item] },
    });
    expect(withReviews.aggregateRating).toEqual({
      '@type': 'AggregateRating',
      ratingValue: '4.5',
      reviewCount: 2,
      bestRating: 5,
      worstRating: 1,
    });
    expect(withReviews.review).toEqual([
      {
        '@type': 'Review',
        author: { '@type': 'Person', name: 'Ayşe K.' },
        datePublished: '2026-11-02',
        name: 'İyi',
        reviewBody: 'Lezzetli <b>kebap</b>',
        reviewRating: { '@type': 'Rating', ratingValue: 4, bestRating: 5, worstRating: 1 },
      },
    ]);
  });

  it('leaves out what is missing: free price, no coordinates, no phone, no hours, unsafe website', () => {
    const park = businessJsonLd({
      business: {
        ...kebapci,
        priceRange: 'Ücretsiz',
        latitude: null,
        longitude: null,
        phone: null,
        email: null,
        website: 'javascript:alert(1)',
        hours: {},
        images: [],
      },
      category: { name: 'Piknik', slug: 'piknik', schemaType: 'Park' },
      site,
    });
    expect(park['@type']).toBe('Park');
    for (const key of ['priceRange', 'geo', 'telephone', 'email', 'openingHoursSpecification', 'sameAs', 'image'])
      expect(park).not.toHaveProperty(key);
  });

  it('pairs an organisation-only type with LocalBusiness so address, geo and hours stay valid', () => {
    const school = businessJsonLd({
      business: kebapci,
      category: { name: 'Eğitim', slug: 'egitim', schemaType: 'EducationalOrganization' },
      site,
    });
    expect(school['@type']).toEqual(['EducationalOrganization', 'LocalBusiness']);
    expect(businessJsonLd({ business: kebapci, category: null, site })['@type']).toBe('LocalBusiness');
  });
});

describe('itemListJsonLd', () => {
  it('lists at most 10 ListItems with position, url and name', () => {
    const many = Array.from({ length: 14 }, (_, i) => ({ id: i + 1, name: `İşletme ${i + 1}` }));
    const ld = itemListJsonLd(many, site, 'Restoranlar');
    const items = ld.itemListElement as Array<Record<string, unknown>>;
    expect(ld['@type']).toBe('ItemList');
    expect(items).toHaveLength(10);
    expect(items[0]).toEqual({ '@type': 'ListItem', position: 1, url: 'https://adanarehberi.example/business/1', name: 'İşletme 1' });
    expect(items[9]!.position).toBe(10);
  });
});

describe('breadcrumbJsonLd', () => {
  it('numbers the crumbs and makes their addresses absolute', () => {
    const ld = breadcrumbJsonLd(
      [
        { name: 'Ana sayfa', path: '/' },
        { name: 'Kafeler', path: '/category/kafeler' },
      ],
      site,
    );
    expect(ld.itemListElement).toEqual([
      { '@type': 'ListItem', position: 1, name: 'Ana sayfa', item: 'https://adanarehberi.example/' },
      { '@type': 'ListItem', position: 2, name: 'Kafeler', item: 'https://adanarehberi.example/category/kafeler' },
    ]);
  });
});

describe('titles and descriptions', () => {
  it('gives every business a unique title', () => {
    const list = [
      { id: 1, name: 'Işık Kafe', category: 'Kafeler', district: 'Seyhan', address: 'Reşatbey Mah. X Sk. No:1, 01120 Seyhan/Adana' },
      { id: 2, name: 'Işık Kafe', category: 'Kafeler', district: 'Seyhan', address: 'Cemalpaşa Mah. Y Sk. No:2, 01120 Seyhan/Adana' },
      { id: 3, name: 'Işık Kafe', category: 'Kafeler', district: 'Çukurova', address: 'Güzelyalı Mah.' },
      { id: 4, name: 'Işık Kafe', category: 'Kafeler', district: 'Seyhan', address: 'Reşatbey Mah. Z Sk. No:3, 01120 Seyhan/Adana' },
    ];
    const titles = uniqueBusinessTitles(list);
    expect(titles.get(1)).toBe('Işık Kafe – Kafeler, Seyhan (Reşatbey Mah. X Sk. No:1)');
    expect(titles.get(3)).toBe('Işık Kafe – Kafeler, Çukurova');
    expect(new Set(titles.values()).size).toBe(4);
  });

  it('writes a description under 160 characters that says where the business is', () => {
    const d = businessDescription({ ...kebapci, description: 'Uzun '.repeat(80) });
    expect(d.length).toBeLessThanOrEqual(155);
    expect(d).toMatch(/… Seyhan, Adana: adres, telefon ve çalışma saatleri\.$/);
    expect(businessDescription(kebapci)).toBe(
      'Zırh kıyması Adana kebabı ve közde patlıcan. Seyhan, Adana: adres, telefon ve çalışma saatleri.',
    );
  });

  it('truncates at a word boundary', () => {
    expect(truncate('kısa metin')).toBe('kısa metin');
    expect(truncate('bir iki üç dört beş altı', 14)).toBe('bir iki üç…');
  });
});

describe('helpers', () => {
  it('maps price tiers to lira signs and labels, hiding "Ücretsiz"', () => {
    expect(priceSymbols('Ucuz')).toBe('₺');
    expect(priceSymbols('Pahalı')).toBe('₺₺₺');
    expect(priceSymbols('Ücretsiz')).toBeNull();
    expect(priceLabel('Orta')).toBe('Orta fiyatlı');
    expect(priceLabel('Ücretsiz')).toBeNull();
  });

  it('accepts only http(s) websites', () => {
    expect(safeHttpUrl('https://a.example/x')).toBe('https://a.example/x');
    expect(safeHttpUrl('javascript:alert(1)')).toBeNull();
    expect(safeHttpUrl('data:text/html,hi')).toBeNull();
    expect(safeHttpUrl('not a url')).toBeNull();
    expect(safeHttpUrl(null)).toBeNull();
  });

  it('splits Turkish addresses and keeps unknown shapes whole', () => {
    expect(splitAddress('Güzelyalı Mah. 81173 Sk. No:5, 01170 Çukurova/Adana, Türkiye')).toEqual({
      streetAddress: 'Güzelyalı Mah. 81173 Sk. No:5',
      postalCode: '01170',
    });
    expect(splitAddress('Merkez Mah. Okul Cd.')).toEqual({ streetAddress: 'Merkez Mah. Okul Cd.', postalCode: null });
  });

  it('finds the newest timestamp', () => {
    expect(newest(['2026-01-01T00:00:00.000Z', null, '2026-03-01T10:00:00.000Z', 'garbage'])).toBe('2026-03-01T10:00:00.000Z');
    expect(newest([])).toBeNull();
  });
});

describe('sitemapXml', () => {
  it('writes absolute locs with lastmod and escapes XML', () => {
    const xml = sitemapXml([
      { loc: 'https://adanarehberi.example/', lastmod: '2026-11-22T10:00:00.000Z' },
      { loc: 'https://adanarehberi.example/search?q=a&b=c' },
      { loc: 'https://adanarehberi.example/about', lastmod: 'not a date' },
    ]);
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">')).toBe(
      true,
    );
    expect(xml).toContain('<loc>https://adanarehberi.example/</loc>\n    <lastmod>2026-11-22T10:00:00.000Z</lastmod>');
    expect(xml).toContain('q=a&amp;b=c');
    expect(xml.match(/<lastmod>/g)).toHaveLength(1);
  });
});

describe('sitemap index', () => {
  it('keeps up to the limit in one file and splits beyond it, in order, without losing an entry', () => {
    expect(SITEMAP_MAX_URLS).toBe(50_000);
    expect(sitemapChunks([])).toEqual([[]]);
    expect(sitemapChunks([1, 2, 3], 3)).toEqual([[1, 2, 3]]);
    expect(sitemapChunks([1, 2, 3, 4, 5, 6, 7], 3)).toEqual([[1, 2, 3], [4, 5, 6], [7]]);
    const many = Array.from({ length: 120_001 }, (_, i) => i);
    const files = sitemapChunks(many);
    expect(files.map((f) => f.length)).toEqual([50_000, 50_000, 20_001]);
    expect(files.flat()).toEqual(many);
    expect(() => sitemapChunks([1], 0)).toThrow(RangeError);
  });

  it('writes a sitemapindex with one <sitemap> per file', () => {
    const xml = sitemapIndexXml([
      { loc: 'https://adanarehberi.example/sitemaps/1.xml', lastmod: '2026-11-22T10:00:00.000Z' },
      { loc: 'https://adanarehberi.example/sitemaps/2.xml' },
    ]);
    expect(
      xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">'),
    ).toBe(true);
    expect(xml.match(/<sitemap>/g)).toHaveLength(2);
    expect(xml).toContain('<loc>https://adanarehberi.example/sitemaps/1.xml</loc>\n    <lastmod>2026-11-22T10:00:00.000Z</lastmod>');
    expect(xml.trimEnd().endsWith('</sitemapindex>')).toBe(true);
  });
});

describe('robotsTxt', () => {
  it('allows everything but the private paths and names the sitemap', () => {
    const txt = robotsTxt(site);
    expect(txt).toContain('User-agent: *\nAllow: /\n');
    for (const p of ['/admin', '/login', '/api/']) expect(txt).toContain(`Disallow: ${p}\n`);
    expect(txt).toContain('Sitemap: https://adanarehberi.example/sitemap.xml');
  });
});
