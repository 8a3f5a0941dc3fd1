import { describe, expect, it } from 'vitest';
import { EMPTY } from '#components/listings/manual-form.ts';
import { businessPatchSchema } from '#lib/business-input.ts';
import { changesOf, type Draft } from './use-listing-edit.ts';

const listing: Draft = {
  values: { ...EMPTY, name: 'Işık Kafe', category: 'kafeler', district: 'seyhan', address: 'Reşatbey Mah. 1', email: '', priceRange: '' },
  features: 'Wi-Fi, Otopark',
  hours: { tue: [['09:00', '18:00']], mon: [['09:00', '18:00']] },
  location: { latitude: '37', longitude: '35.3' },
  isOpen: true,
};

describe('Düzenle sends only what changed (decision 033)', () => {
  it('nothing changed: an empty patch; key order of the hours does not count as a change', () => {
    expect(changesOf(listing, { ...listing, hours: { mon: [['09:00', '18:00']], tue: [['09:00', '18:00']] } })).toEqual({ patch: {} });
  });

  it('only the hours on a listing without an e-mail: valid, no e-mail asked', () => {
    const hours = { mon: [['08:00', '20:00']] as [string, string][] };
    const { patch, features } = changesOf(listing, { ...listing, hours });
    expect(patch).toEqual({ hours });
    expect(features).toBeUndefined();
    expect(businessPatchSchema.safeParse(patch).success).toBe(true);
  });

  it('a changed e-mail is checked; a cleared one is sent empty and means none; features and coordinates as lists and pairs', () => {
    const bad = changesOf(listing, { ...listing, values: { ...listing.values, email: 'yok' } }).patch;
    expect(businessPatchSchema.safeParse(bad).error!.issues[0]!.message).toBe('Geçerli bir e-posta adresi girin');
    const withMail = { ...listing, values: { ...listing.values, email: 'bilgi@ornek.test' } };
    const cleared = changesOf(withMail, listing).patch;
    expect(cleared).toEqual({ email: '' });
    expect(businessPatchSchema.parse(cleared)).toEqual({ email: null });
    const more = changesOf(listing, { ...listing, features: 'Wi-Fi,  Otopark, Bahçe', location: { latitude: '', longitude: '' } });
    expect(more).toEqual({ patch: { latitude: null, longitude: null }, features: ['Wi-Fi', 'Otopark', 'Bahçe'] });
  });
});
