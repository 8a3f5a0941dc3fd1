/**
 * /nobetci-eczaneler (decision 025): tonight's on-duty pharmacies by district, read at visit time from
 * GET /api/pharmacies/on-duty (the list changes at 08:30, so it is never pre-built), with call and directions,
 * the schedule's source and when it was uploaded; honest when no uploaded schedule covers tonight.
 */
import { useEffect, useState } from 'react';
import { apiAnswer } from '#lib/api-client.ts';
import type { DutyPharmacy, OnDutyTonight } from '#lib/contract/pharmacies.ts';
import { formatDate, formatDateTime } from '#lib/format.ts';
import { formatTrPhone, phoneHref } from '#lib/phone.ts';
import { directionsHref } from '#lib/primary-action.ts';
import { Icon } from '#components/ui/Icon.tsx';
import { buttonClass, cardClass, cx, linkClass, skeletonClass } from '#components/ui/classes.ts';

const timeFormat = new Intl.DateTimeFormat('tr-TR', {
  timeZone: 'Europe/Istanbul',
  hour: '2-digit',
  minute: '2-digit',
  day: 'numeric',
  month: 'long',
});

function directions(p: DutyPharmacy, district: string): string | null {
  if (p.latitude !== null && p.longitude !== null) return directionsHref(p.latitude, p.longitude);
  const address = p.address.trim();
  return address ? `https://www.google.com/maps/dir/?api=1&destination=${encodeURIComponent(`${address}, ${district}, Adana`)}` : null;
}

function PharmacyCard({ p, district }: { p: DutyPharmacy; district: string }) {
  const tel = phoneHref(p.phone);
  const dir = directions(p, district);
  return (
    <li className={cx(cardClass, 'flex flex-col gap-3 p-4')} data-duty-pharmacy>
      <div>
        <h3 className="text-lg font-semibold text-ink">
          {p.businessId ? (
            <a href={`/business/${p.businessId}`} className="hover:underline">
              {p.name}
            </a>
          ) : (
            p.name
          )}
        </h3>
        {p.address && <p className="mt-1 text-sm text-ink-muted">{p.address}</p>}
        {p.phone && <p className="mt-1 text-sm text-ink-muted tabular-nums">{formatTrPhone(p.phone)}</p>}
      </div>
      <div className="flex flex-wrap gap-2">
        {tel && (
          <a href={tel} className={buttonClass({ size: 'sm' })}>
            <Icon name="phone" size={16} /> Ara
          </a>
        )}
        {dir && (
          <a href={dir} target="_blank" rel="noopener" className={buttonClass({ variant: 'secondary', size: 'sm' })}>
            <Icon name="map-pin" size={16} /> Yol tarifi
          </a>
        )}
      </div>
    </li>
  );
}

export default function OnDutyPharmacies() {
  const [data, setData] = useState<OnDutyTonight | null>(null);
  const [failed, setFailed] = useState(false);
  const [district, setDistrict] = useState<string>('');

  useEffect(() => {
    void apiAnswer<OnDutyTonight>('/api/pharmacies/on-duty').then((a) => {
      if (!a.ok) return setFailed(true);
      setDistrict(new URLSearchParams(window.location.search).get('ilce') ?? '');
      setData(a.body);
    });
  }, []);

  function choose(slug: string) {
    setDistrict(slug);
    const url = new URL(window.location.href);
    if (slug) url.searchParams.set('ilce', slug);
    else url.searchParams.delete('ilce');
    window.history.replaceState(null, '', url);
  }

  if (failed)
    return (
      <p className="rounded-control bg-danger-50 px-4 py-3 text-danger-700">
        Nöbetçi eczane listesi şu anda yüklenemedi. Lütfen sayfayı yenileyin.
      </p>
    );
  if (!data)
    return (
      <div aria-busy="true" aria-live="polite" className="space-y-3">
        <span className="sr-only">Nöbetçi eczaneler yükleniyor…</span>
        <div className={cx(skeletonClass, 'h-6 w-2/3')} />
        <div className={cx(skeletonClass, 'h-28')} />
        <div className={cx(skeletonClass, 'h-28')} />
      </div>
    );

  const shown = district ? data.districts.filter((d) => d.slug === district) : data.districts;
  return (
    <div className="space-y-6" data-on-duty data-duty-date={data.dutyDate ?? ''}>
      {data.dutyDate ? (
        <p className="text-ink" data-duty-window>
          <strong>{formatDate(`${data.dutyDate}T12:00:00+03:00`)}</strong> nöbeti, {timeFormat.format(new Date(data.until))}&apos;e kadar.
        </p>
      ) : (
        <div className="rounded-control bg-warning-50 px-4 py-3 text-warning-700" role="status" data-no-duty>
          <p className="font-semibold">Bu gece için nöbetçi eczane listesi henüz yüklenmedi.</p>
          <p className="mt-1 text-sm">Lütfen Adana Eczacı Odası&apos;nın güncel listesine bakın; acil durumlarda 112&apos;yi arayın.</p>
        </div>
      )}
      <p className="text-sm text-ink-muted" data-duty-source>
        {data.source ? `Kaynak: ${data.source}` : 'Kaynak: henüz bir nöbet listesi yüklenmedi'}
        {data.updatedAt && ` · Son güncelleme: ${formatDateTime(data.updatedAt)}`}
      </p>
      <div className="flex flex-wrap gap-2" role="group" aria-label="İlçe seçin">
        {[{ slug: '', name: 'Tüm ilçeler' }, ...data.districts].map((d) => (
          <button
            key={d.slug}
            type="button"
            aria-pressed={district === d.slug}
            onClick={() => choose(d.slug)}
            className={buttonClass({ variant: district === d.slug ? 'primary' : 'secondary', size: 'sm' })}
          >
            {d.name}
          </button>
        ))}
      </div>
      {data.dutyDate &&
        shown.map((d) => (
          <section key={d.slug} aria-labelledby={`ilce-${d.slug}`} data-duty-district={d.slug}>
            <h2 id={`ilce-${d.slug}`} className="mb-3 text-xl font-bold text-ink">
              {d.name}
            </h2>
            {d.pharmacies.length > 0 ? (
              <ul className="grid gap-3 sm:grid-cols-2">
                {d.pharmacies.map((p, i) => (
                  <PharmacyCard key={`${p.name}-${i}`} p={p} district={d.name} />
                ))}
              </ul>
            ) : (
              <p className="text-ink-muted">Bu ilçe için bu gecenin listesinde eczane yok.</p>
            )}
          </section>
        ))}
      <p className="text-sm text-ink-muted">
        Listede adı bağlantılı eczaneler rehberimizde kayıtlıdır ve nöbet boyunca &quot;Şimdi açık&quot; aramalarında görünür.{' '}
        <a href="/category/saglik" className={linkClass}>
          Tüm sağlık işletmeleri
        </a>
      </p>
    </div>
  );
}
