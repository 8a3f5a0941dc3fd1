import { describe, expect, it } from 'vitest';
import type { MapBusiness, MapCluster } from '#lib/contract/map.ts';
import { clusterMarkers, type ClientCluster } from './client-clusters.ts';

const business = (id: number, latitude: number, longitude: number): MapBusiness => ({
  id,
  name: `İşletme ${id}`,
  category: 'Restoranlar',
  categorySlug: 'restoranlar',
  categoryColor: null,
  subcategory: null,
  district: 'Seyhan',
  address: 'Adana',
  latitude,
  longitude,
  rating: 4,
  reviewCount: 1,
  phone: null,
  priceRange: null,
  isFeatured: false,
  image: null,
  hours: {},
  isOpen: true,
  openNow: null,
  nextChange: null,
});

const cell = (id: string, latitude: number, longitude: number, count: number): MapCluster => ({
  id,
  latitude,
  longitude,
  count,
  bbox: [longitude - 0.001, latitude - 0.001, longitude + 0.001, latitude + 0.001],
});

describe('client-side clusters', () => {
  const street = Array.from({ length: 12 }, (_, i) => business(i + 1, 37 + i * 0.0001, 35.32 + i * 0.0001));
  const far = business(99, 37.2, 35.6);

  it('groups close businesses at city zoom and keeps lonely ones single', () => {
    const { clusters, singles } = clusterMarkers([...street, far], [], 12);
    expect(clusters).toHaveLength(1);
    const [c] = clusters;
    expect(c!.count).toBe(12);
    expect('expansionZoom' in c! && c.expansionZoom).toBeGreaterThan(12);
    expect(c!.bbox[0]).toBeCloseTo(35.32, 4);
    expect(c!.bbox[3]).toBeCloseTo(37.0011, 4);
    expect(singles.map((b) => b.id)).toEqual([99]);
  });

  it('shows every business on its own when zoomed in far enough', () => {
    const { clusters, singles } = clusterMarkers(street, [], 18);
    expect(clusters).toEqual([]);
    expect(singles).toHaveLength(12);
  });

  it('merges touching server cells by their counts and keeps distant ones as they came', () => {
    const a = cell('14/1/1', 37.0, 35.32, 500);
    const b = cell('14/1/2', 37.001, 35.3205, 300);
    const lonely = cell('14/9/9', 37.3, 35.7, 40);
    const { clusters, singles } = clusterMarkers([], [a, b, lonely], 12);
    expect(singles).toEqual([]);
    expect(clusters.map((c) => c.count).sort((x, y) => x - y)).toEqual([40, 800]);
    expect(clusters.find((c) => c.count === 40)).toBe(lonely);
    const merged = clusters.find((c) => c.count === 800)!;
    [35.319, 36.999, 35.3215, 37.002].forEach((v, i) => expect(merged.bbox[i]).toBeCloseTo(v, 6));
  });

  it('a cluster of at most ten businesses carries them (its tap lists them); a larger one or one holding a server cell does not', () => {
    const few = street.slice(0, 4);
    const small = clusterMarkers(few, [], 12).clusters[0] as ClientCluster;
    expect(small.count).toBe(4);
    expect(small.members?.map((b) => b.id).sort((a, b) => a - b)).toEqual([1, 2, 3, 4]);

    const large = clusterMarkers(street, [], 12).clusters[0] as ClientCluster;
    expect(large.count).toBe(12);
    expect(large.members).toBeUndefined();

    const mixed = clusterMarkers(few.slice(0, 2), [cell('17/1/1', 37.0001, 35.3201, 3)], 12).clusters[0] as ClientCluster;
    expect(mixed.count).toBe(5);
    expect(mixed.members).toBeUndefined();
  });
});
