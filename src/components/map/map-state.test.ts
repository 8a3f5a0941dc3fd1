import { describe, expect, it } from 'vitest';
import {
  activeFilterCount,
  distanceKm,
  formatDistance,
  listApiUrl,
  mapApiUrl,
  mapPageHref,
  parseFocus,
  parseMapParams,
  roundedViewport,
} from './map-state.ts';

const known = { categories: ['restoranlar', 'kafeler'], districts: ['seyhan', 'cukurova'] };

describe('map URL state', () => {
  it('reads q, category, district, open, view and focus, ignoring unknown values', () => {
    expect(parseMapParams('?q=%20kebap%20%20usta&category=Restoranlar&district=yok&open=1&view=list&focus=12', known)).toEqual({
      q: 'kebap usta',
      category: 'restoranlar',
      district: 'all',
      open: true,
      view: 'list',
      focus: 12,
    });
    expect(parseMapParams('?view=grid&focus=abc&open=evet', known)).toEqual({
      q: '',
      category: 'all',
      district: 'all',
      open: false,
      view: 'map',
      focus: null,
    });
  });

  it('writes only non-default values and round-trips', () => {
    expect(mapPageHref({ q: '', category: 'all', district: 'all', open: false, view: 'map', focus: null })).toBe('/map');
    expect(mapPageHref({ q: '', category: 'all', district: 'all', open: true, view: 'map', focus: null })).toBe('/map?open=1');
    const state = { q: 'ışık', category: 'kafeler', district: 'seyhan', open: true, view: 'list', focus: 7 } as const;
    const href = mapPageHref(state);
    expect(parseMapParams(href.slice(href.indexOf('?')), known)).toEqual(state);
  });

  it('counts the filters that are set, "Şimdi açık" among them', () => {
    expect(activeFilterCount({ q: '', category: 'all', district: 'all', open: false })).toBe(0);
    expect(activeFilterCount({ q: '', category: 'all', district: 'all', open: true })).toBe(1);
    expect(activeFilterCount({ q: 'kebap', category: 'all', district: 'seyhan', open: false })).toBe(2);
    expect(activeFilterCount({ q: 'kebap', category: 'kafeler', district: 'seyhan', open: true })).toBe(4);
  });

  it('accepts only positive integer ids that fit an integer column', () => {
    expect(parseFocus('1')).toBe(1);
    for (const bad of ['0', '-1', '1.5', '99999999999', '', null, '2147483648']) expect(parseFocus(bad)).toBeNull();
  });
});

describe('viewport rounding', () => {
  it('gives the same request for nearby viewports and covers the viewport', () => {
    const a = roundedViewport({ west: 35.25, south: 36.97, east: 35.39, north: 37.03 }, 12.3);
    const b = roundedViewport({ west: 35.2501, south: 36.9702, east: 35.3899, north: 37.0298 }, 12.9);
    expect(a).toEqual(b);
    expect(a.zoom).toBe(12);
    const [w, s, e, n] = a.bbox;
    expect(w).toBeLessThanOrEqual(35.25);
    expect(s).toBeLessThanOrEqual(36.97);
    expect(e).toBeGreaterThanOrEqual(35.39);
    expect(n).toBeGreaterThanOrEqual(37.03);
    expect(e - w).toBeLessThan(0.4);
  });

  it('stays inside the world', () => {
    const { bbox } = roundedViewport({ west: -250, south: -89, east: 250, north: 89 }, 0.5);
    expect(bbox[0]).toBe(-180);
    expect(bbox[2]).toBe(180);
    expect(bbox[1]).toBeGreaterThan(-85.06);
    expect(bbox[3]).toBeLessThan(85.06);
  });

  it('builds the API addresses', () => {
    expect(
      mapApiUrl({ zoom: 12, bbox: [35.1, 36.9, 35.5, 37.1] }, { q: 'kebap', category: 'restoranlar', district: 'all', open: false }),
    ).toBe('/api/map?bbox=35.1%2C36.9%2C35.5%2C37.1&zoom=12&q=kebap&category=restoranlar');
    expect(mapApiUrl({ zoom: 12, bbox: [35.1, 36.9, 35.5, 37.1] }, { q: '', category: 'all', district: 'all', open: true })).toBe(
      '/api/map?bbox=35.1%2C36.9%2C35.5%2C37.1&zoom=12&open=1',
    );
    expect(listApiUrl({ q: '', category: 'all', district: 'seyhan', open: false }, 100, { latitude: 37.001234567, longitude: 35.3 })).toBe(
      '/api/businesses/search?category=all&district=seyhan&near=37.00123%2C35.30000&sort=distance&limit=100&offset=100',
    );
    expect(listApiUrl({ q: '', category: 'all', district: 'all', open: true }, 0, null)).toBe(
      '/api/businesses/search?category=all&district=all&open=1&limit=100&offset=0',
    );
  });
});

describe('distances', () => {
  it('measures and formats them the Turkish way', () => {
    const km = distanceKm({ latitude: 37, longitude: 35.3213 }, { latitude: 37.01, longitude: 35.3213 });
    expect(km).toBeCloseTo(1.112, 2);
    expect(formatDistance(km)).toBe('1,1 km');
    expect(formatDistance(1.24)).toBe('1,2 km');
    expect(formatDistance(0.347)).toBe('350 m');
    expect(formatDistance(0.001)).toBe('10 m');
    expect(formatDistance(12.6)).toBe('13 km');
    expect(formatDistance(Number.NaN)).toBe('');
  });
});
