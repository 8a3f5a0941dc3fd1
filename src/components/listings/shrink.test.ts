/**
 * The pure part of the in-browser photo shrinking: when a photo is drawn again, at what size, in what type.
 * (Decoding and encoding run in Chromium: tests/e2e/listings.e2e.ts uploads a 5000×3750 photo.)
 */
import { describe, expect, it } from 'vitest';
import { SHRINK_MAX_BYTES, SHRINK_MAX_PX, shrinkOutputType, shrinkPhoto, shrinkTarget } from './shrink.ts';

const MB = 1024 * 1024;

describe('shrinkTarget', () => {
  it('leaves a photo alone when it is small in pixels and in bytes', () => {
    expect(shrinkTarget(1600, 1200, 800_000)).toBeNull();
    expect(shrinkTarget(SHRINK_MAX_PX, SHRINK_MAX_PX, SHRINK_MAX_BYTES)).toBeNull();
  });

  it('scales the long side down to 2400 px, keeping the aspect ratio (landscape, portrait, square)', () => {
    expect(shrinkTarget(5000, 3750, 7 * MB)).toEqual({ width: 2400, height: 1800 });
    expect(shrinkTarget(3024, 4032, 3 * MB)).toEqual({ width: 1800, height: 2400 });
    expect(shrinkTarget(4000, 4000, 1 * MB)).toEqual({ width: 2400, height: 2400 });
    // An odd ratio is rounded, never above the limit.
    expect(shrinkTarget(4001, 2999, 2 * MB)).toEqual({ width: 2400, height: 1799 });
    expect(shrinkTarget(2401, 100, 10_000)).toEqual({ width: 2400, height: 100 });
  });

  it('encodes a heavy photo again at its own size when it already fits in pixels', () => {
    expect(shrinkTarget(2000, 1500, SHRINK_MAX_BYTES + 1)).toEqual({ width: 2000, height: 1500 });
  });

  it('never makes a side zero (panoramas and strips)', () => {
    expect(shrinkTarget(100_000, 10, 5 * MB)).toEqual({ width: 2400, height: 1 });
    expect(shrinkTarget(10, 100_000, 5 * MB)).toEqual({ width: 1, height: 2400 });
  });

  it('gives up on sizes it cannot use (the original is sent)', () => {
    expect(shrinkTarget(0, 100, 5 * MB)).toBeNull();
    expect(shrinkTarget(Number.NaN, 100, 5 * MB)).toBeNull();
    expect(shrinkTarget(Number.POSITIVE_INFINITY, 100, 5 * MB)).toBeNull();
  });

  it('takes other limits', () => {
    expect(shrinkTarget(1000, 500, 100, { maxPx: 500, maxBytes: 1000 })).toEqual({ width: 500, height: 250 });
    expect(shrinkTarget(400, 300, 2000, { maxPx: 500, maxBytes: 1000 })).toEqual({ width: 400, height: 300 });
  });
});

describe('shrinkOutputType', () => {
  it('keeps JPEG and turns PNG and WebP (maybe transparent) into WebP', () => {
    expect(shrinkOutputType('image/jpeg')).toBe('image/jpeg');
    expect(shrinkOutputType('image/png')).toBe('image/webp');
    expect(shrinkOutputType('image/webp')).toBe('image/webp');
  });
});

describe('shrinkPhoto outside a browser', () => {
  it('returns the original file when the runtime cannot decode images', async () => {
    const file = new File([new Uint8Array(10)], 'vitrin.jpg', { type: 'image/jpeg' });
    expect(await shrinkPhoto(file)).toBe(file);
  });
});
