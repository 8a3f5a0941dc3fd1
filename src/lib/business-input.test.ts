import { describe, expect, it } from 'vitest';
import {
  businessInputSchema,
  businessPatchSchema,
  defaultOpeningHours,
  isHoneypotFilled,
  normalizeTime,
  normalizeWebsite,
} from './business-input.ts';

const valid = {
  name: 'Işık Kafe',
  category: 'kafeler',
  district: 'cukurova',
  address: 'Güzelyalı Mah. 80045 Sk. No:3',
  email: 'Sahip@Ornek.com',
  submitterName: 'Ayşe Yılmaz',
};

const parse = (over: Record<string, unknown> = {}) => businessInputSchema.safeParse({ ...valid, ...over });
const errorsOf = (over: Record<string, unknown>) => {
  const r = parse(over);
  if (r.success) return {};
  return Object.fromEntries(r.error.issues.map((i) => [i.path.join('.'), i.message]));
};

describe('the add-business form schema', () => {
  it('drops bidi overrides and zero-width characters from names and text, and composes letters (NFC)', () => {
    const r = parse({
      name: '\u202eIşık\u200b Kafe\u202c',
      submitterName: 'Ays\u0327e\u200d Yılmaz',
      address: 'Güzelyalı\u2066 Mah.\u2069 80045 Sk.',
      description: 'Çay\ufeff ve\n\u2060kahve',
    });
    expect(r.data).toMatchObject({
      name: 'Işık Kafe',
      submitterName: 'Ayşe Yılmaz',
      address: 'Güzelyalı Mah. 80045 Sk.',
      description: 'Çay ve\nkahve',
    });
    expect(errorsOf({ name: '\u200b\u200bA\u202e' })).toEqual({ name: 'İşletme adı en az 2 karakter olmalıdır' });
  });

  it('applies the spec defaults to a minimal submission', () => {
    const r = parse();
    expect(r.success).toBe(true);
    expect(r.data).toEqual({
      ...valid,
      email: 'sahip@ornek.com',
      subcategory: null,
      description: '',
      phone: null,
      whatsapp: null,
      website: null,
      priceRange: 'Orta',
      hours: defaultOpeningHours(),
      isOpen: true,
      featuredRequested: false,
      latitude: null,
      longitude: null,
      photos: [],
      googleCid: null,
      googlePlaceId: null,
      website2: '',
    });
    expect(defaultOpeningHours().sun).toEqual([['09:00', '18:00']]);
  });

  it('requires name, category, district, address, e-mail and contact person, in Turkish', () => {
    const r = businessInputSchema.safeParse({});
    expect(r.success).toBe(false);
    const fields = new Set(r.error!.issues.map((i) => i.path[0]));
    expect([...fields].sort()).toEqual(['address', 'category', 'district', 'email', 'name', 'submitterName']);
    expect(errorsOf({ name: '  ' }).name).toBe('İşletme adı gereklidir');
    expect(errorsOf({ name: 'x'.repeat(161) }).name).toBe('İşletme adı en fazla 160 karakter olabilir');
    expect(businessInputSchema.safeParse('metin').error!.issues[0]!.message).toBe('İstek gövdesi bir nesne olmalıdır.');
  });

  it('slugifies category and district names', () => {
    expect(parse({ category: 'Kafeler', district: 'Çukurova' }).data).toMatchObject({ category: 'kafeler', district: 'cukurova' });
  });

  it('takes a WhatsApp number only when it is a Turkish mobile, stored E.164', () => {
    expect(parse({ whatsapp: '0532 111 22 33' }).data!.whatsapp).toBe('+905321112233');
    expect(parse({ whatsapp: '+90 (532) 111-22-33' }).data!.whatsapp).toBe('+905321112233');
    expect(parse({ whatsapp: '  ' }).data!.whatsapp).toBeNull();
    const mobile = 'WhatsApp için geçerli bir cep telefonu numarası girin (ör. 0532 111 22 33)';
    expect(errorsOf({ whatsapp: '0322 456 01 01' }).whatsapp).toBe(mobile);
    expect(errorsOf({ whatsapp: '12345' }).whatsapp).toBe(mobile);
    expect(errorsOf({ whatsapp: 5321112233 }).whatsapp).toBe(mobile);
    expect(businessPatchSchema.parse({ whatsapp: '05321112233' })).toEqual({ whatsapp: '+905321112233' });
    expect(businessPatchSchema.parse({ whatsapp: '' })).toEqual({ whatsapp: null });
  });

  it('normalises Turkish phone numbers and refuses others', () => {
    expect(parse({ phone: '0 (322) 456-01-01' }).data!.phone).toBe('+903224560101');
    expect(parse({ phone: '+90 532 111 22 33' }).data!.phone).toBe('+905321112233');
    expect(parse({ phone: '' }).data!.phone).toBeNull();
    expect(errorsOf({ phone: '+1 212 555 0100' }).phone).toMatch(/Türkiye telefon numarası/);
    expect(errorsOf({ phone: '12345' }).phone).toMatch(/Türkiye telefon numarası/);
  });

  it('accepts web addresses with or without https://, refuses other schemes', () => {
    expect(normalizeWebsite('www.ornek.com')).toBe('https://www.ornek.com');
    expect(normalizeWebsite('ornek.com.tr/menu?x=1')).toBe('https://ornek.com.tr/menu?x=1');
    expect(normalizeWebsite('http://ornek.com/')).toBe('http://ornek.com/');
    for (const bad of ['javascript:alert(1)', 'ftp://ornek.com', 'ornek', 'https://kullanici:sifre@ornek.com', 'a b.com']) {
      expect(normalizeWebsite(bad), bad).toBeNull();
    }
    expect(errorsOf({ website: 'data:text/html,x' }).website).toMatch(/Web sitesi/);
  });

  it('price ranges are the spec options', () => {
    expect(parse({ priceRange: 'Pahalı' }).data!.priceRange).toBe('Pahalı');
    expect(errorsOf({ priceRange: 'cheap' }).priceRange).toMatch(/Ucuz, Orta, Pahalı veya Ücretsiz/);
  });

  it('opening hours: closed days, one or two ranges, past midnight, 24:00; refuses the rest', () => {
    const r = parse({
      hours: {
        mon: [
          ['9:00', '12:30'],
          ['13:30', '19:00'],
        ],
        fri: [['18:00', '02:00']],
        sat: [['00:00', '24:00']],
        sun: [],
      },
    });
    expect(r.data!.hours).toEqual({
      mon: [
        ['09:00', '12:30'],
        ['13:30', '19:00'],
      ],
      tue: [],
      wed: [],
      thu: [],
      fri: [['18:00', '02:00']],
      sat: [['00:00', '24:00']],
      sun: [],
    });
    expect(parse({ hours: { mon: [], tue: [] } }).data!.hours).toEqual(defaultOpeningHours());
    expect(
      errorsOf({
        hours: {
          mon: [
            ['09:00', '12:00'],
            ['11:00', '18:00'],
          ],
        },
      })['hours.mon'],
    ).toMatch(/çakışmamalıdır/);
    expect(
      errorsOf({
        hours: {
          mon: [
            ['09:00', '12:00'],
            ['13:00', '15:00'],
            ['16:00', '18:00'],
          ],
        },
      })['hours.mon'],
    ).toMatch(/en fazla iki/);
    expect(errorsOf({ hours: { mon: [['09:00', '09:00']] } })['hours.mon']).toMatch(/aynı olamaz/);
    expect(errorsOf({ hours: { mon: [['24:00', '02:00']] } })['hours.mon']).toMatch(/SS:DD/);
    expect(errorsOf({ hours: { pazartesi: [] } })['hours.pazartesi']).toBe('Çalışma saatleri geçersiz');
    expect(errorsOf({ hours: 'her gün 9-18' }).hours).toBe('Çalışma saatleri geçersiz');
    expect(normalizeTime('7.05')).toBe('07:05');
    expect(normalizeTime('24:00')).toBeNull();
    expect(normalizeTime('24:00', true)).toBe('24:00');
  });

  it('coordinates: both or neither, inside the Adana box, decimal commas read', () => {
    expect(parse({ latitude: '37,0012', longitude: '35.3213' }).data).toMatchObject({ latitude: 37.0012, longitude: 35.3213 });
    expect(errorsOf({ latitude: 37 }).longitude).toBe('Konum için enlem ve boylamın ikisi birden girilmelidir');
    expect(errorsOf({ latitude: 41.01, longitude: 28.97 })).toMatchObject({
      latitude: expect.stringContaining('Enlem'),
      longitude: expect.stringContaining('Boylam'),
    });
    expect(errorsOf({ latitude: 'kuzey', longitude: 35 }).latitude).toMatch(/Enlem/);
  });

  it('photos: at most 8 upload keys, no duplicates', () => {
    const key = (i: number) => `k${i}`.padEnd(24, 'x');
    expect(parse({ photos: [key(1), key(2)] }).data!.photos).toEqual([key(1), key(2)]);
    expect(errorsOf({ photos: Array.from({ length: 9 }, (_, i) => key(i)) }).photos).toBe('En fazla 8 fotoğraf eklenebilir');
    expect(errorsOf({ photos: [key(1), key(1)] }).photos).toBe('Aynı fotoğraf birden fazla kez eklenmiş');
    expect(errorsOf({ photos: ['../../etc/passwd'] })['photos.0']).toBe('Fotoğraf bulunamadı; lütfen yeniden yükleyin');
  });

  it('keeps scripts as text, drops control characters, keeps line breaks in the description', () => {
    const r = parse({ name: '<script>alert(1)</script>\u0000 Kafe', description: 'Satır 1\r\nSatır 2\u0007' });
    expect(r.data).toMatchObject({ name: '<script>alert(1)</script> Kafe', description: 'Satır 1\nSatır 2' });
  });

  it('featured is only a request; the honeypot passes the schema and is detected', () => {
    expect(parse({ featuredRequested: 'on' }).data!.featuredRequested).toBe(true);
    expect('isFeatured' in parse({ isFeatured: true }).data!).toBe(false);
    expect(isHoneypotFilled(parse({ website2: 'http://spam' }).data!)).toBe(true);
    expect(isHoneypotFilled(parse({ website2: '  ' }).data!)).toBe(false);
    expect(isHoneypotFilled(parse().data!)).toBe(false);
  });
});

describe("the admin's edit schema", () => {
  it('takes any subset; empty optional text clears; unknown fields are refused', () => {
    expect(businessPatchSchema.parse({})).toEqual({});
    expect(businessPatchSchema.parse({ phone: '', website: null, isFeatured: true })).toEqual({
      phone: null,
      website: null,
      isFeatured: true,
    });
    const r = businessPatchSchema.safeParse({ status: 'approved', rating: 5 });
    expect(r.error!.issues[0]!.message).toBe('Bu alanlar düzenlenemez: status, rating');
    expect(businessPatchSchema.safeParse({ name: '' }).success).toBe(false);
    expect(businessPatchSchema.parse({ hours: {} }).hours).toEqual(defaultOpeningHours());
  });
});
