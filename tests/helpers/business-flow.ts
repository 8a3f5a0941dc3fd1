/**
 * What the submission and moderation tests share besides tests/helpers/factories.ts: an IP per call, a
 * valid add-business payload, the verification link of a mail, the rate-limit window guard and real
 * images made with sharp.
 */
import sharp from 'sharp';
import { sha256Hex } from '#platform/crypto.ts';
import { nextSeq } from './factories.ts';

/** A distinct documentation-range IP address per test. */
export const newIp = () => {
  const n = nextSeq();
  return `198.51.${Math.floor(n / 250) % 250}.${(n % 250) + 1}`;
};

/** A valid add-business payload (spec §7 field names). */
export function submission(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  const n = nextSeq();
  return {
    name: `Deneme Kebap Salonu ${n}`,
    category: 'restoranlar',
    subcategory: 'Kebapçı',
    district: 'seyhan',
    address: `Reşatbey Mah. Atatürk Cd. No:${n}, 01120 Seyhan/Adana`,
    description: 'Odun ateşinde Adana kebabı.',
    phone: '0322 456 01 01',
    email: `sahip${n}@ornek.test`,
    website: 'www.ornek-kebap.com',
    priceRange: 'Orta',
    submitterName: 'Ayşe Yılmaz',
    isOpen: true,
    featuredRequested: false,
    website2: '',
    ...overrides,
  };
}

/** A real JPEG with EXIF orientation 6 (shown rotated 90°): stored 2400×1800, upright 1800×2400. */
export async function jpegBytes(width = 2400, height = 1800): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: { r: 200, g: 60, b: 30 } } })
    .jpeg({ quality: 70 })
    .withMetadata({ orientation: 6, exif: { IFD0: { Copyright: 'gizli-konum-bilgisi' } } })
    .toBuffer();
}

export async function pngBytes(width = 640, height = 400): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 4, background: { r: 20, g: 120, b: 200, alpha: 1 } } })
    .png()
    .toBuffer();
}

export function photoForm(bytes: Uint8Array, name: string, type: string): FormData {
  const form = new FormData();
  form.set('file', new File([new Uint8Array(bytes)], name, { type }));
  return form;
}

/** The `/verify-email?token=…` link in a mail's text. */
export function verifyLinkOf(text: string): { url: string; token: string } {
  const m = /(http:\/\/localhost:3000\/verify-email\?token=([A-Za-z0-9_%-]+))/.exec(text);
  if (!m) throw new Error('no verification link in mail: ' + text);
  return { url: m[1]!, token: decodeURIComponent(m[2]!) };
}

export { sha256Hex };
