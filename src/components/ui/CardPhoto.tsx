/**
 * The photo of a business card, or the category's icon when there is none. The one place a card's image is
 * rendered (decision 017): sizes, `srcset` and formats are decided here for every card on the site.
 *
 *   <CardPhoto src={b.images[0]} alt="Işık Kafe fotoğrafı" categorySlug="kafeler" loading="eager" />
 */
import type { ReactNode } from 'react';
import { imageSources } from '#lib/images.ts';
import { Icon } from './Icon.tsx';
import { categoryIcon } from './icons.ts';

interface Props {
  src: string | undefined | null;
  alt: string;
  categorySlug: string;
  loading?: 'lazy' | 'eager';
  /** Laid over the photo (labels, the favourite heart). */
  children?: ReactNode;
}

/** How wide a card is in the grids (one column on phones, up to four on wide screens). */
export const CARD_PHOTO_SIZES = '(min-width: 1280px) 300px, (min-width: 1024px) 320px, (min-width: 640px) 50vw, 100vw';

export function CardPhoto({ src, alt, categorySlug, loading = 'lazy', children }: Props) {
  return (
    <div className="relative aspect-[4/3] overflow-hidden bg-surface-sunken">
      {src ? (
        <CardPicture src={src} alt={alt} loading={loading} />
      ) : (
        <div className="flex size-full items-center justify-center bg-brand-50 text-brand-300">
          <Icon name={categoryIcon(null, categorySlug)} size={48} strokeWidth={1.5} />
        </div>
      )}
      {children}
    </div>
  );
}

/** AVIF and WebP in the sizes #lib/images.ts names (one of our photos), or the address alone. */
function CardPicture({ src, alt, loading }: { src: string; alt: string; loading: 'lazy' | 'eager' }) {
  const s = imageSources(src, CARD_PHOTO_SIZES);
  return (
    <picture className="contents">
      {s.sources.map((x) => (
        <source key={x.type} type={x.type} srcSet={x.srcset} sizes={s.sizes} />
      ))}
      <img
        src={s.src}
        srcSet={s.srcset || undefined}
        sizes={s.srcset ? s.sizes : undefined}
        alt={alt}
        width={800}
        height={600}
        loading={loading}
        decoding="async"
        className="size-full object-cover transition duration-300 group-hover:scale-[1.03] motion-reduce:group-hover:scale-100"
      />
    </picture>
  );
}
