import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resetConfig } from './config.ts';
import { keyedHash, open, randomCode, randomToken, safeEqual, seal, sha256Hex } from './crypto.ts';

const SECRET_A = 'a'.repeat(40);
const SECRET_B = 'b'.repeat(40);

describe('crypto', () => {
  const before = process.env.SESSION_SECRET;
  beforeAll(() => {
    process.env.SESSION_SECRET = SECRET_A;
    resetConfig();
  });
  afterAll(() => {
    if (before === undefined) delete process.env.SESSION_SECRET;
    else process.env.SESSION_SECRET = before;
    resetConfig();
  });

  it('makes unguessable base64url tokens of the requested size', () => {
    const t = randomToken(32);
    expect(t).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(new Set(Array.from({ length: 200 }, () => randomToken())).size).toBe(200);
  });

  it('hashes with SHA-256 (hex)', () => {
    expect(sha256Hex('abc')).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
    expect(sha256Hex(new TextEncoder().encode('abc'))).toBe(sha256Hex('abc'));
  });

  it('makes 6-digit codes, keeping leading zeros, spread over all digits', () => {
    const codes = Array.from({ length: 2000 }, () => randomCode());
    for (const c of codes) expect(c).toMatch(/^\d{6}$/);
    const firstDigits = new Set(codes.map((c) => c[0]));
    expect(firstDigits.size).toBe(10); // '0' included: codes are zero-padded, not 100000-999999
  });

  it('compares strings without short-circuiting on length or content', () => {
    expect(safeEqual('123456', '123456')).toBe(true);
    expect(safeEqual('123456', '123457')).toBe(false);
    expect(safeEqual('123456', '1234567')).toBe(false);
    expect(safeEqual('', '')).toBe(true);
  });

  it('seals and opens a secret; tampering, another key or another purpose fail', () => {
    const sealed = seal('JBSWY3DPEHPK3PXP');
    expect(sealed).not.toContain('JBSWY3DPEHPK3PXP');
    expect(sealed).toMatch(/^v1\./);
    expect(open(sealed)).toBe('JBSWY3DPEHPK3PXP');
    expect(seal('JBSWY3DPEHPK3PXP')).not.toBe(sealed); // a fresh IV each time

    const parts = sealed.split('.');
    const ct = Buffer.from(parts[3]!, 'base64url');
    ct[0] = ct[0]! ^ 1;
    expect(open([parts[0], parts[1], parts[2], ct.toString('base64url')].join('.'))).toBeNull();
    expect(open([parts[0], parts[1], parts[2]!.slice(0, 8), parts[3]].join('.'))).toBeNull(); // truncated tag
    expect(open(sealed, 'another-purpose')).toBeNull();
    expect(open('not sealed')).toBeNull();

    process.env.SESSION_SECRET = SECRET_B;
    resetConfig();
    expect(open(sealed)).toBeNull();
    process.env.SESSION_SECRET = SECRET_A;
    resetConfig();
    expect(open(sealed)).toBe('JBSWY3DPEHPK3PXP');
  });

  it('keyed hashes depend on SESSION_SECRET and never contain the value', () => {
    const a = keyedHash('rate-limit', '203.0.113.7');
    expect(a).toMatch(/^[0-9a-f]{64}$/);
    expect(a).not.toContain('203');
    process.env.SESSION_SECRET = SECRET_B;
    resetConfig();
    expect(keyedHash('rate-limit', '203.0.113.7')).not.toBe(a);
    process.env.SESSION_SECRET = SECRET_A;
    resetConfig();
    expect(keyedHash('rate-limit', '203.0.113.7')).toBe(a);
    expect(keyedHash('other', '203.0.113.7')).not.toBe(a);
  });
});
