import { describe, expect, it } from 'vitest';
import { IMAGE_SIZES, imageFamily, imageSources, variantUrl } from './images.ts';

const KEY = 'AbCdEfGhIjKlMnOpQrStUv-_';

describe('imageSources', () => {
  it('offers a sample photo in AVIF and WebP at 320, 640 and 1024 px; its own address is the 1024 px WebP', () => {
    const s = imageSources('/images/sample/restoranlar/sukru-usta-kebap-1.webp', IMAGE_SIZES.hero);
    expect(s).toEqual({
      src: '/images/sample/restoranlar/sukru-usta-kebap-1.webp',
      srcset:
        '/images/sample/restoranlar/sukru-usta-kebap-1-320.webp 320w, /images/sample/restoranlar/sukru-usta-kebap-1-640.webp 640w, /images/sample/restoranlar/sukru-usta-kebap-1.webp 1024w',
      sizes: IMAGE_SIZES.hero,
      sources: [
        {
          type: 'image/avif',
          srcset:
            '/images/sample/restoranlar/sukru-usta-kebap-1-320.avif 320w, /images/sample/restoranlar/sukru-usta-kebap-1-640.avif 640w, /images/sample/restoranlar/sukru-usta-kebap-1-1024.avif 1024w',
        },
      ],
    });
  });

  it('offers an uploaded photo at 320, 640 and 1024 px in both formats, plus its 1600 px main file in WebP', () => {
    const s = imageSources(`/uploads/photos/${KEY}.webp`, IMAGE_SIZES.thumb);
    expect(s.src).toBe(`/uploads/photos/${KEY}.webp`);
    expect(s.srcset).toBe(
      `/uploads/photos/${KEY}-320.webp 320w, /uploads/photos/${KEY}-640.webp 640w, /uploads/photos/${KEY}-1024.webp 1024w, /uploads/photos/${KEY}.webp 1600w`,
    );
    expect(s.sources).toEqual([
      {
        type: 'image/avif',
        srcset: `/uploads/photos/${KEY}-320.avif 320w, /uploads/photos/${KEY}-640.avif 640w, /uploads/photos/${KEY}-1024.avif 1024w`,
      },
    ]);
    expect(s.sizes).toBe(IMAGE_SIZES.thumb);
  });

  it('leaves any other address alone: no variants that would not exist', () => {
    for (const url of [
      '/images/sample/restoranlar-1.webp', // the old shared pictures
      `/uploads/photos/${KEY}-480.webp`, // a thumbnail, not a main file
      '/images/sample/kafeler/isik-kafe-1-640.webp', // a variant itself
      'https://example.com/a.webp',
      '/uploads/photos/kisa.webp',
      '/images/logo.png',
    ]) {
      expect(imageSources(url), url).toEqual({ src: url, srcset: '', sizes: IMAGE_SIZES.full, sources: [] });
      expect(imageFamily(url), url).toBeNull();
    }
  });

  it('names one variant', () => {
    expect(variantUrl('/images/sample/piknik/baraj-golu-mesire-alani-2.webp', 640, 'avif')).toBe(
      '/images/sample/piknik/baraj-golu-mesire-alani-2-640.avif',
    );
    expect(variantUrl('/images/sample/piknik/baraj-golu-mesire-alani-2.webp', 1024, 'webp')).toBe(
      '/images/sample/piknik/baraj-golu-mesire-alani-2.webp',
    );
    expect(variantUrl(`/uploads/photos/${KEY}.webp`, 1024, 'webp')).toBe(`/uploads/photos/${KEY}-1024.webp`);
    expect(variantUrl('/x.png', 320, 'webp')).toBe('/x.png');
  });
});
