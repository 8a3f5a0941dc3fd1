/**
 * /advertisement-examples (spec §2): the live ads of the build (the public content only) with filter
 * buttons (all, basic, premium, enterprise) and a card per ad: title, description, image, features, the
 * ad's phone, package extras, duration in months and total. Every card is labelled "Reklam".
 */
import { useState } from 'react';
import { AD_PACKAGES, type AdPackage, type PublicAd } from '#lib/contract/advertising.ts';
import { formatMoney } from '#lib/format.ts';
import { formatTrPhone, phoneHref } from '#lib/phone.ts';
import { KDV_NOTE } from '#lib/pricing.ts';
import { EmptyState } from '#components/ui/EmptyState.tsx';
import { Icon } from '#components/ui/Icon.tsx';
import { badgeClass, cardClass, cx, linkClass } from '#components/ui/classes.ts';
import { AD_COPY as c, PACKAGE_LABEL } from './copy.ts';

type Filter = 'all' | AdPackage;

function extras(ad: PublicAd): string[] {
  const out: string[] = [];
  if (ad.socialMedia.instagram) out.push('Instagram');
  if (ad.socialMedia.facebook) out.push('Facebook');
  if (ad.bannerAd) out.push('Ana sayfa banner’ı');
  return out;
}

export default function AdExamples({ ads }: { ads: PublicAd[] }) {
  const [filter, setFilter] = useState<Filter>('all');
  const shown = filter === 'all' ? ads : ads.filter((a) => a.packageType === filter);
  const filters: Filter[] = ['all', ...AD_PACKAGES];
  return (
    <div className="mb-12">
      <div role="group" aria-label="Pakete göre süz" className="flex flex-wrap gap-2">
        {filters.map((f) => (
          <button
            key={f}
            type="button"
            aria-pressed={filter === f}
            onClick={() => setFilter(f)}
            className={cx(
              'rounded-full px-4 py-1.5 text-sm font-semibold ring-1',
              filter === f ? 'bg-brand-700 text-white ring-brand-700' : 'bg-surface text-ink ring-line hover:bg-surface-sunken',
            )}
          >
            {f === 'all' ? 'Tümü' : PACKAGE_LABEL[f]}
          </button>
        ))}
      </div>
      {shown.length === 0 ? (
        <div className="mt-8">
          <EmptyState
            icon="megaphone"
            title={filter === 'all' ? 'Şu anda yayında reklam yok' : 'Bu pakette yayında reklam yok'}
            text="İşletmenizin reklamı burada ilk sırada yer alabilir."
          />
        </div>
      ) : (
        <ul className="mt-8 grid gap-6 md:grid-cols-2 lg:grid-cols-3">
          {shown.map((ad) => (
            <li key={ad.id} className={cx(cardClass, 'flex flex-col overflow-hidden')} data-ad-id={ad.id}>
              {ad.image ? (
                <img src={ad.image} alt="" loading="lazy" width={480} height={270} className="aspect-video w-full object-cover" />
              ) : (
                <div className="flex aspect-video items-center justify-center bg-surface-sunken text-ink-subtle">
                  <Icon name="megaphone" size={32} />
                </div>
              )}
              <div className="flex flex-1 flex-col p-5">
                <p className="flex flex-wrap gap-2">
                  <span className={badgeClass('warning')}>{c.label}</span>
                  <span className={badgeClass('brand')}>{PACKAGE_LABEL[ad.packageType]}</span>
                </p>
                <h2 className="mt-3 text-lg font-bold text-ink">{ad.title}</h2>
                {ad.description && <p className="mt-1 text-sm text-ink-muted">{ad.description}</p>}
                {ad.features.length > 0 && (
                  <ul className="mt-3 space-y-1 text-sm text-ink">
                    {ad.features.map((f) => (
                      <li key={f} className="flex items-start gap-2">
                        <Icon name="check-circle" size={16} className="mt-0.5 text-success-700" />
                        {f}
                      </li>
                    ))}
                  </ul>
                )}
                {extras(ad).length > 0 && <p className="mt-3 text-sm text-ink-muted">Paket ekleri: {extras(ad).join(', ')}</p>}
                <dl className="mt-auto grid grid-cols-2 gap-2 pt-4 text-sm">
                  {ad.phone && (
                    <div className="col-span-2">
                      <dt className="sr-only">Telefon</dt>
                      <dd>
                        <a href={phoneHref(ad.phone) ?? '#'} className={linkClass}>
                          {formatTrPhone(ad.phone) || ad.phone}
                        </a>
                      </dd>
                    </div>
                  )}
                  <div>
                    <dt className="text-ink-muted">Süre</dt>
                    <dd className="font-semibold text-ink">{c.months(ad.duration)}</dd>
                  </div>
                  <div>
                    <dt className="text-ink-muted">Toplam</dt>
                    <dd className="font-semibold text-ink tabular-nums">{formatMoney(Number(ad.totalCost))}</dd>
                  </div>
                </dl>
              </div>
            </li>
          ))}
        </ul>
      )}
      {shown.length > 0 && <p className="mt-4 text-sm text-ink-muted">{KDV_NOTE}</p>}
    </div>
  );
}
