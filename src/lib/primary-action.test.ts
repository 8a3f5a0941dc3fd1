import { describe, expect, it } from 'vitest';
import { categorySeeds } from './reference/categories.ts';
import { ACTION_COPY, actionFor, businessActions, PRIMARY_ACTIONS, type ActionBusiness, type ActionKind } from './primary-action.ts';

const full = (categorySlug: string, over: Partial<ActionBusiness> = {}): ActionBusiness => ({
  categorySlug,
  phone: '+903224561024',
  website: 'https://ornek.example',
  address: 'Reşatbey Mah. Atatürk Cd. No:24, 01120 Seyhan/Adana',
  district: 'Seyhan',
  latitude: 37.002134,
  longitude: 35.321876,
  ...over,
});

/** The main button of a business that has everything, for every category (src/lib/reference). */
const EXPECTED: Record<string, ActionKind> = {
  restoranlar: 'reserve',
  oteller: 'reserve',
  kafeler: 'directions',
  barlar: 'reserve',
  gelinlik: 'appointment',
  saglik: 'call',
  guzellik: 'appointment',
  alisveris: 'directions',
  spor: 'call',
  egitim: 'call',
  otomotiv: 'call',
  piknik: 'directions',
};

describe('the business page main action', () => {
  it('has a row for every category', () => {
    expect(Object.keys(PRIMARY_ACTIONS).sort()).toEqual(categorySeeds.map((c) => c.slug).sort());
    expect(Object.keys(EXPECTED).sort()).toEqual(categorySeeds.map((c) => c.slug).sort());
  });

  it.each(categorySeeds.map((c) => c.slug))('%s: the right main button when the business has everything', (slug) => {
    const { primary, secondary } = businessActions(full(slug));
    expect(primary?.kind).toBe(EXPECTED[slug]);
    expect(primary?.label).toBe(ACTION_COPY[EXPECTED[slug]!].label);
    // The other of call / directions follows; never the main one twice.
    expect(secondary.map((a) => a.track)).toEqual(primary?.track === 'phone' ? ['directions'] : ['phone']);
  });

  it.each(categorySeeds.map((c) => c.slug))('%s: never a call or a booking without a phone, never directions without a place', (slug) => {
    const noPhone = businessActions(full(slug, { phone: null }));
    expect(noPhone.primary?.track).not.toBe('phone');
    expect(noPhone.secondary.map((a) => a.track)).not.toContain('phone');
    const nowhere = businessActions(full(slug, { latitude: null, longitude: null, address: '' }));
    expect(nowhere.primary?.track).not.toBe('directions');
    expect(nowhere.secondary.map((a) => a.track)).not.toContain('directions');
    // Only a website: the website is the main button.
    const webOnly = businessActions(full(slug, { phone: null, latitude: null, longitude: null, address: null }));
    expect(webOnly.primary).toMatchObject({ kind: 'website', href: 'https://ornek.example/', external: true, label: 'Web sitesine git' });
    expect(webOnly.secondary).toEqual([]);
    // Nothing at all: no main button.
    expect(businessActions(full(slug, { phone: null, website: null, latitude: null, longitude: null, address: null }))).toEqual({
      primary: null,
      secondary: [],
    });
  });

  it('a pharmacy is called, a picnic area is driven to, a restaurant is booked (decision 018)', () => {
    expect(businessActions(full('saglik')).primary).toMatchObject({
      kind: 'call',
      label: 'Ara',
      href: 'tel:+903224561024',
      track: 'phone',
      external: false,
    });
    expect(businessActions(full('piknik')).primary).toMatchObject({
      kind: 'directions',
      label: 'Yol tarifi al',
      href: 'https://www.google.com/maps/dir/?api=1&destination=37.002134,35.321876',
      external: true,
    });
    expect(businessActions(full('restoranlar')).primary).toMatchObject({
      kind: 'reserve',
      label: 'Rezervasyon yap',
      href: 'tel:+903224561024',
    });
    // A restaurant without a phone: directions instead.
    expect(businessActions(full('restoranlar', { phone: null })).primary?.kind).toBe('directions');
  });

  it('directions go to the address when there are no coordinates', () => {
    const a = actionFor(
      'directions',
      full('piknik', { latitude: null, longitude: null, address: 'Kapıkaya Kanyonu', district: 'Karaisalı' }),
    );
    expect(a?.href).toBe(`https://www.google.com/maps/dir/?api=1&destination=${encodeURIComponent('Kapıkaya Kanyonu, Karaisalı, Adana')}`);
    const b = actionFor('directions', full('piknik', { latitude: null, longitude: null }));
    expect(b?.href).toBe(
      `https://www.google.com/maps/dir/?api=1&destination=${encodeURIComponent('Reşatbey Mah. Atatürk Cd. No:24, 01120 Seyhan/Adana')}`,
    );
  });

  it('an unusable phone or website counts as none; an unknown category calls first', () => {
    expect(actionFor('call', full('saglik', { phone: 'yok' }))).toBeNull();
    expect(actionFor('website', full('saglik', { website: 'javascript:alert(1)' }))).toBeNull();
    expect(businessActions(full('yeni-kategori')).primary?.kind).toBe('call');
  });

  it('labels are Turkish sentence case', () => {
    for (const { label } of Object.values(ACTION_COPY)) {
      const words = label.split(' ');
      expect(
        words.slice(1).every((w) => w === w.toLocaleLowerCase('tr-TR')),
        label,
      ).toBe(true);
    }
  });
});
