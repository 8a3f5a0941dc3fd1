import { describe, expect, it } from 'vitest';
import { cidFromFeatureId, parseGoogleMapsLink } from './google-link.ts';
import { googleLinkMessages as M } from './messages.ts';

const PLACE =
  'https://www.google.com/maps/place/Kebap%C3%A7%C4%B1+Halil+Usta/@37.0011,35.3200,17z/data=!3m1!4b1!4m6!3m5!1s0x15288f6d0e5f0c2b:0x8a3f1b1d2c3e4f5a!8m2!3d37.0012345!4d35.3212345!16s%2Fg%2F11c1';

const prefill = (url: string) => {
  const r = parseGoogleMapsLink(url);
  if (!r.ok) throw new Error(r.message);
  return r.prefill;
};

describe('Google Maps links', () => {
  it('a place link: the decoded name, the !3d/!4d pin over the @ view centre, the feature id and its cid', () => {
    expect(prefill(PLACE)).toEqual({
      name: 'Kebapçı Halil Usta',
      latitude: 37.0012345,
      longitude: 35.3212345,
      coordinatesFrom: 'pin',
      googleFeatureId: '0x15288f6d0e5f0c2b:0x8a3f1b1d2c3e4f5a',
      googleCid: BigInt('0x8a3f1b1d2c3e4f5a').toString(),
    });
    expect(parseGoogleMapsLink(PLACE)).toMatchObject({ ok: true, message: M.ok });
  });

  it('the cid is the second hex number as an unsigned decimal (beyond 2^63)', () => {
    expect(cidFromFeatureId('0x0:0xffffffffffffffff')).toBe('18446744073709551615');
    expect(cidFromFeatureId('0x14d:0x1')).toBe('1');
    expect(cidFromFeatureId('nonsense')).toBeNull();
  });

  it('?cid=, ?ftid=, the search API with a place id, a lat,lng query, q= with an address', () => {
    expect(prefill('https://maps.google.com/?cid=9957373364617900890')).toEqual({ googleCid: '9957373364617900890' });
    expect(prefill('https://www.google.com/maps?cid=12345&hl=tr')).toEqual({ googleCid: '12345' });
    expect(prefill('https://www.google.com/maps?ftid=0x1:0x2a')).toMatchObject({ googleCid: '42' });
    expect(
      prefill('https://www.google.com/maps/search/?api=1&query=I%C5%9F%C4%B1k+Kafe&query_place_id=ChIJN1t_tDeuEmsRUsoyG83frY4'),
    ).toEqual({
      name: 'Işık Kafe',
      googlePlaceId: 'ChIJN1t_tDeuEmsRUsoyG83frY4',
    });
    expect(prefill('https://www.google.com/maps/search/?api=1&query=37.0012,35.3212')).toEqual({
      latitude: 37.0012,
      longitude: 35.3212,
      coordinatesFrom: 'query',
    });
    expect(prefill('https://maps.google.com/?q=Kebap%C3%A7%C4%B1+Halil,+Re%C5%9Fatbey,+01120+Seyhan/Adana')).toEqual({
      name: 'Kebapçı Halil',
      address: 'Reşatbey, 01120 Seyhan/Adana',
      district: 'Seyhan',
    });
  });

  it('a search link gives the text and the view centre, and says the pin needs checking', () => {
    const r = parseGoogleMapsLink('https://www.google.com/maps/search/Kebap%C3%A7%C4%B1+Halil/@37.0,35.32,15z');
    expect(r).toEqual({
      ok: true,
      prefill: { name: 'Kebapçı Halil', latitude: 37, longitude: 35.32, coordinatesFrom: 'view' },
      message: `${M.ok} ${M.viewOnly}`,
    });
  });

  it('google.com.tr, a link without https://, a share text with the link in it', () => {
    expect(prefill('https://www.google.com.tr/maps/place/Işık+Kafe/data=!3d37.05!4d35.28')).toMatchObject({
      name: 'Işık Kafe',
      latitude: 37.05,
    });
    expect(prefill('www.google.com/maps/place/A%C5%9Fk%C4%B1n+Kafe')).toEqual({ name: 'Aşkın Kafe' });
    expect(prefill(`Bak buraya:\n${PLACE}`)).toMatchObject({ name: 'Kebapçı Halil Usta' });
  });

  it('a place outside Adana is pre-filled with a warning', () => {
    const r = parseGoogleMapsLink('https://www.google.com/maps/place/Galata/data=!3d41.0256!4d28.9742');
    expect(r.ok && r.message).toBe(`${M.ok} ${M.outsideAdana}`);
  });

  it('blank, short links, other sites and links without business information: Turkish messages', () => {
    for (const blank of ['', '   ', 'bir işletme', 'ftp://google.com/maps'])
      expect(parseGoogleMapsLink(blank)).toEqual({ ok: false, message: 'Lütfen geçerli bir Google işletme bağlantısı girin' });
    expect(parseGoogleMapsLink(null)).toEqual({ ok: false, message: M.blank });
    for (const short of [
      'https://maps.app.goo.gl/abc123',
      'https://goo.gl/maps/xyz',
      'https://g.page/kebapci?share',
      'Halil Usta https://maps.app.goo.gl/Zz9',
    ]) {
      expect(parseGoogleMapsLink(short)).toEqual({ ok: false, message: M.shortLink });
    }
    for (const other of [
      'https://www.bing.com/maps?q=x',
      'https://www.openstreetmap.org/#map=17/37/35',
      'https://google.com.evil.example/maps/place/X',
      'https://www.google.com/search?q=kebap',
    ]) {
      expect(parseGoogleMapsLink(other)).toEqual({ ok: false, message: M.notGoogle });
    }
    expect(parseGoogleMapsLink('https://www.google.com/maps')).toEqual({ ok: false, message: M.noInfo });
    expect(parseGoogleMapsLink('https://www.google.com/maps/place/' + 'a'.repeat(5000))).toEqual({ ok: false, message: M.tooLong });
  });
});
