/**
 * A business as the fallback page shows it (React, for businesses not pre-built yet): the same parts as the
 * pre-built /business/{id} page in a compact form, built from the same pieces (OpenStatus,
 * OpeningHoursTable, links.ts, track.ts, seo.ts helpers) so both pages say the same things the same way.
 */
import type { PublicBusiness } from '#lib/contract/directory.ts';
import { formatCount, formatRating } from '#lib/format.ts';
import { hasOpeningHours } from '#lib/hours.ts';
import { categoryPath, priceLabel, priceSymbols } from '#lib/seo.ts';
import type { BusinessActionType } from '#lib/datalayer.ts';
import { Icon } from '#components/ui/Icon.tsx';
import { badgeClass, buttonClass, cardClass, cx } from '#components/ui/classes.ts';
import { categoryIcon } from '#components/ui/icons.ts';
import OpenStatus from './OpenStatus.tsx';
import OpeningHoursTable from './OpeningHoursTable.tsx';
import { contactLinks, directionsHref, formatCoordinates, hasCoordinates, mapFocusHref } from './links.ts';
import { trackBusinessAction } from './track.ts';

interface Props {
  business: PublicBusiness;
}

export default function BusinessView({ business: b }: Props) {
  const links = contactLinks(b);
  const coords = hasCoordinates(b) ? { lat: b.latitude as number, lng: b.longitude as number } : null;
  const price = priceSymbols(b.priceRange);
  const hero = b.images[0];
  const gallery = b.images.length > 1 ? b.images.slice(1, 7) : [];
  const track = (type: BusinessActionType) => () => trackBusinessAction(type, { id: b.id, name: b.name, category: b.category });
  const categoryHref = categoryPath(b.categorySlug);

  return (
    <article>
      <div className="border-b border-line bg-surface">
        <div className="mx-auto w-full max-w-page px-4 py-6 sm:px-6 sm:py-8 lg:px-8">
          <nav aria-label="Sayfa konumu" className="mb-5">
            <ol className="flex flex-wrap items-center gap-1 text-sm text-ink-subtle">
              <li>
                <a href="/" className="rounded hover:text-ink hover:underline">
                  Ana Sayfa
                </a>
              </li>
              <li className="flex items-center gap-1">
                <Icon name="chevron-right" size={14} />
                <a href={categoryHref} className="rounded hover:text-ink hover:underline">
                  {b.category}
                </a>
              </li>
              <li className="flex min-w-0 items-center gap-1">
                <Icon name="chevron-right" size={14} />
                <span aria-current="page" className="truncate font-medium text-ink-muted">
                  {b.name}
                </span>
              </li>
            </ol>
          </nav>

          <div className="grid gap-6 lg:grid-cols-[minmax(0,7fr)_minmax(0,5fr)] lg:items-start lg:gap-10">
            <div className="relative overflow-hidden rounded-panel bg-surface-sunken">
              {hero ? (
                <img src={hero} alt={`${b.name} fotoğrafı`} width={800} height={600} className="aspect-[4/3] w-full object-cover" />
              ) : (
                <div className="flex aspect-[4/3] w-full items-center justify-center bg-brand-50 text-brand-300">
                  <Icon name={categoryIcon(null, b.categorySlug)} size={80} strokeWidth={1.25} />
                </div>
              )}
              {b.isFeatured && (
                <span className={badgeClass('highlight', 'absolute top-4 left-4 px-3 py-1 text-sm shadow-sm')}>
                  <Icon name="star" size={14} filled />
                  Öne Çıkan
                </span>
              )}
            </div>

            <div className="flex flex-col gap-4">
              <p className="flex flex-wrap items-center gap-2">
                <a href={categoryHref} className={badgeClass('brand', 'hover:bg-brand-100')}>
                  {b.category}
                </a>
                {b.subcategory && <span className={badgeClass('neutral')}>{b.subcategory}</span>}
              </p>
              <h1 className="text-3xl font-bold tracking-tight text-balance text-ink sm:text-4xl">{b.name}</h1>
              <p className="flex items-start gap-2 text-ink-muted">
                <Icon name="map-pin" size={18} className="mt-0.5 text-ink-subtle" />
                <span>{b.district}, Adana</span>
              </p>
              <div className="flex flex-wrap items-center gap-x-5 gap-y-2">
                <p className="flex items-center gap-1.5">
                  {b.reviewCount > 0 ? (
                    <>
                      <Icon name="star" size={20} filled className="text-amber-500" />
                      <span className="text-lg font-bold text-ink">
                        <span className="sr-only">Puan: </span>
                        {formatRating(b.rating)}
                      </span>
                      <span className="text-ink-muted">({formatCount(b.reviewCount)} değerlendirme)</span>
                    </>
                  ) : (
                    <>
                      <Icon name="star" size={20} className="text-ink-subtle" />
                      <span className="text-ink-muted">Henüz değerlendirme yok</span>
                    </>
                  )}
                </p>
                {price && (
                  <p className="flex items-center gap-1.5 text-ink-muted">
                    <span className="font-bold tracking-wider text-ink" aria-hidden="true">
                      {price}
                    </span>
                    <span>
                      <span className="sr-only">Fiyat aralığı: </span>
                      {priceLabel(b.priceRange)}
                    </span>
                  </p>
                )}
              </div>
              <OpenStatus hours={b.hours} isOpen={b.isOpen} hoursAnchor="#calisma-saatleri" />
              <div className="mt-1 flex flex-wrap gap-3">
                {links.phone && (
                  <a href={links.phone.href} onClick={track('phone')} className={buttonClass({ size: 'lg' })}>
                    <Icon name="phone" size={18} />
                    Rezervasyon Yap
                    <span className="sr-only">: {links.phone.text} numarasını ara</span>
                  </a>
                )}
                {coords && (
                  <a
                    href={directionsHref(coords.lat, coords.lng)}
                    target="_blank"
                    rel="noopener"
                    onClick={track('directions')}
                    className={buttonClass({ variant: 'secondary', size: 'lg' })}>
                    <Icon name="map" size={18} />
                    Yol Tarifi Al<span className="sr-only"> (harita uygulamasında açılır)</span>
                  </a>
                )}
              </div>
            </div>
          </div>
        </div>
      </div>

      <div className="mx-auto grid w-full max-w-page gap-8 px-4 py-8 sm:px-6 sm:py-12 lg:grid-cols-[minmax(0,7fr)_minmax(0,5fr)] lg:gap-10 lg:px-8">
        <div className="flex min-w-0 flex-col gap-10">
          <section aria-labelledby="hakkinda">
            <h2 id="hakkinda" className="mb-3 text-xl font-semibold text-ink">
              Hakkında
            </h2>
            <p className="max-w-prose text-base leading-7 text-pretty text-ink-muted">{b.description || 'Bu işletme için henüz açıklama eklenmemiş.'}</p>
          </section>
          {b.features.length > 0 && (
            <section aria-labelledby="ozellikler">
              <h2 id="ozellikler" className="mb-3 text-xl font-semibold text-ink">
                Özellikler
              </h2>
              <ul className="flex flex-wrap gap-2">
                {b.features.map((f) => (
                  <li key={f} className="inline-flex items-center gap-1.5 rounded-full border border-line bg-surface px-3 py-1.5 text-sm font-medium text-ink">
                    <Icon name="check-circle" size={16} className="text-accent-600" />
                    {f}
                  </li>
                ))}
              </ul>
            </section>
          )}
          {gallery.length > 0 && (
            <section aria-labelledby="fotograflar" data-gallery>
              <h2 id="fotograflar" className="mb-4 text-xl font-semibold text-ink">
                Fotoğraflar
              </h2>
              <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3">
                {gallery.map((src, i) => (
                  <li key={src}>
                    <a href={src} className="block overflow-hidden rounded-card border border-line bg-surface-sunken">
                      <img src={src} alt={`${b.name}: fotoğraf ${i + 2}`} width={800} height={600} loading="lazy" decoding="async" className="aspect-[4/3] size-full object-cover" />
                    </a>
                  </li>
                ))}
              </ul>
            </section>
          )}
        </div>

        <aside className="flex min-w-0 flex-col gap-6" aria-label="İşletme bilgileri">
          <section aria-labelledby="iletisim" className={cx(cardClass, 'p-5 sm:p-6')}>
            <h2 id="iletisim" className="mb-3 text-lg font-semibold text-ink">
              İletişim
            </h2>
            {links.phone || links.website || links.email ? (
              <ul className="flex flex-col gap-2 text-ink">
                {links.phone && (
                  <li>
                    <a href={links.phone.href} onClick={track('phone')} className="inline-flex min-h-11 items-center gap-3 font-semibold tabular-nums hover:text-brand-700">
                      <Icon name="phone" size={18} className="text-brand-700" />
                      {links.phone.text}
                    </a>
                  </li>
                )}
                {links.website && (
                  <li>
                    <a href={links.website.href} target="_blank" rel="noopener" onClick={track('website')} className="inline-flex min-h-11 items-center gap-3 font-semibold hover:text-brand-700">
                      <Icon name="globe" size={18} className="text-accent-700" />
                      Web sitesi<span className="sr-only"> (yeni sekmede açılır)</span>
                      <span className="truncate text-sm font-normal text-ink-muted">{links.website.text}</span>
                    </a>
                  </li>
                )}
                {links.email && (
                  <li>
                    <a href={links.email.href} onClick={track('email')} className="inline-flex min-h-11 items-center gap-3 font-semibold break-all hover:text-brand-700">
                      <Icon name="mail" size={18} className="text-ink-muted" />
                      {links.email.text}
                    </a>
                  </li>
                )}
              </ul>
            ) : (
              <p className="text-sm text-ink-muted">Bu işletme için iletişim bilgisi bulunmuyor.</p>
            )}
          </section>

          <section id="calisma-saatleri" aria-labelledby="saatler" className={cx(cardClass, 'p-5 sm:p-6')}>
            <h2 id="saatler" className="mb-2 flex items-center gap-2 text-lg font-semibold text-ink">
              <Icon name="clock" size={20} className="text-brand-700" /> Çalışma Saatleri
            </h2>
            {hasOpeningHours(b.hours) ? <OpeningHoursTable hours={b.hours} /> : <p className="text-sm text-ink-muted">Çalışma saatleri belirtilmemiş.</p>}
          </section>

          <section aria-labelledby="konum" className={cx(cardClass, 'p-5 sm:p-6')}>
            <h2 id="konum" className="mb-3 text-lg font-semibold text-ink">
              Konum
            </h2>
            <address className="flex items-start gap-3 text-ink not-italic">
              <Icon name="map-pin" size={20} className="mt-0.5 text-brand-700" />
              <span>
                <span className="block">{b.address}</span>
                {!b.address.includes(b.district) && <span className="block text-sm text-ink-muted">{b.district}, Adana</span>}
              </span>
            </address>
            {coords ? (
              <>
                <p className="mt-3 text-sm text-ink-muted">
                  <span className="font-medium text-ink">Koordinatlar:</span> <span className="tabular-nums">{formatCoordinates(coords.lat, coords.lng)}</span>
                </p>
                <div className="mt-4 flex flex-wrap gap-2">
                  <a href={mapFocusHref(b.id)} className={buttonClass({ variant: 'secondary' })}>
                    <Icon name="map" size={18} />
                    Haritada gör
                  </a>
                </div>
              </>
            ) : (
              <p className="mt-3 rounded-control bg-surface-muted px-3 py-2 text-sm text-ink-muted">Bu işletme için konum bilgisi bulunmuyor</p>
            )}
          </section>
        </aside>
      </div>
    </article>
  );
}
