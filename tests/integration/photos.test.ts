/**
 * Large images: a small file claiming a huge canvas is refused from its header, before
 * any decoding; photos are processed a few at a time with a short queue; libvips keeps no cache.
 */
import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { databaseFor, localUploadsFor, routedFunctions } from '#tests/helpers/factories.ts';
import { jpegBytes, newIp, photoForm } from '#tests/helpers/business-flow.ts';
import { uploads } from '#db/schema/index.ts';
import { MAX_INPUT_PIXELS, photoMessages, processPhoto } from '#features/uploads/photos.ts';
import { HttpError } from '#platform/errors.ts';

const { call } = routedFunctions(['uploads']);
localUploadsFor();

const plain = (width: number, height: number) => sharp({ create: { width, height, channels: 3, background: { r: 180, g: 90, b: 40 } } });

describe('photo decoding limits', () => {
  const t = databaseFor('pglite');

  it('a 59-megapixel PNG of a few hundred KB is refused from its header in milliseconds', async () => {
    const bomb = await plain(7700, 7700).png({ compressionLevel: 9 }).toBuffer();
    expect(bomb.byteLength).toBeLessThan(400_000);
    const started = performance.now();
    const res = await call('POST', '/api/uploads', { form: photoForm(bomb, 'buyuk.png', 'image/png'), ip: newIp() });
    const took = performance.now() - started;
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ message: photoMessages.tooManyPixels, errors: { file: photoMessages.tooManyPixels } });
    console.log(`59 MP PNG (${Math.round(bomb.byteLength / 1024)} KB) refused in ${took.toFixed(0)} ms`);
  });

  it('limits by format: 50 MP for JPEG and WebP (48/50 MP phone cameras), 24 MP for PNG', async () => {
    expect(MAX_INPUT_PIXELS).toEqual({ jpeg: 50_000_000, webp: 50_000_000, png: 24_000_000 });
    const phone50 = await processPhoto(await plain(8160, 6120).jpeg({ quality: 60 }).toBuffer());
    expect(phone50.large).toMatchObject({ width: 1600, height: 1200 });
    const png30 = await plain(6000, 5000).png({ compressionLevel: 9 }).toBuffer();
    await expect(processPhoto(png30)).rejects.toMatchObject({ status: 400, message: photoMessages.tooManyPixels });
    const png24 = await processPhoto(await plain(6000, 4000).png({ compressionLevel: 9 }).toBuffer());
    expect(png24.thumb).toMatchObject({ width: 480, height: 320 });
  });

  it('processes a few at a time: past a short queue, 503 with Retry-After; libvips keeps no cache', async () => {
    const photo = await jpegBytes(1200, 900);
    const results = await Promise.allSettled(Array.from({ length: 14 }, () => processPhoto(photo)));
    const refused = results.filter((r) => r.status === 'rejected').map((r) => (r as PromiseRejectedResult).reason as HttpError);
    expect(results.filter((r) => r.status === 'fulfilled').length).toBeGreaterThanOrEqual(8);
    expect(refused.length).toBeGreaterThan(0);
    for (const err of refused) expect(err).toMatchObject({ status: 503, message: photoMessages.busy, headers: { 'Retry-After': '5' } });
    expect(sharp.cache()).toMatchObject({ memory: { max: 0 }, items: { max: 0 } });
    expect(sharp.concurrency()).toBe(1);
    // The queue empties: the next photo is accepted.
    expect((await processPhoto(photo)).large).toMatchObject({ width: 900, height: 1200 }); // turned upright (EXIF 6)
  });

  it('a file name with NUL or a lone surrogate is stored without them (no 500)', async () => {
    const res = await call('POST', '/api/uploads', {
      form: photoForm(await jpegBytes(400, 300), 'a\u0000b\ud800.jpg', 'image/jpeg'),
      ip: newIp(),
    });
    expect(res.status, await res.clone().text()).toBe(201);
    const { key } = (await res.json()) as { key: string };
    const [row] = await t.db.select().from(uploads).where(eq(uploads.key, key));
    expect(row!.originalName).toBe('ab\ufffd.jpg');
  });
});
