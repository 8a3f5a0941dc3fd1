/**
 * The admin's "Nöbetçi eczaneler" section (decision 025): upload the chamber's duty schedule as CSV (tarih;
 * eczane (name or #id); ilçe; adres; telefon) with its source, see what was matched to a listed pharmacy,
 * what was kept with the schedule's own name, which rows were refused and why, and the days stored ahead.
 */
import { useCallback, useEffect, useState } from 'react';
import type { DutyDaySummary, DutyUploadResult, OnDutyTonight } from '#lib/contract/pharmacies.ts';
import { formatDate } from '#lib/format.ts';
import { adminCall, gateLost } from '#components/admin/moderation-api.ts';
import { buttonClass, cardClass, cx, inputClass, labelClass, linkClass } from '#components/ui/classes.ts';

export default function PharmacyDutiesAdmin({ onGateLost }: { onGateLost: () => void }) {
  const [days, setDays] = useState<DutyDaySummary[] | null>(null);
  const [tonight, setTonight] = useState<OnDutyTonight | null>(null);
  const [file, setFile] = useState<File | null>(null);
  const [source, setSource] = useState('Adana Eczacı Odası');
  const [result, setResult] = useState<DutyUploadResult | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const load = useCallback(() => {
    void adminCall<{ days: DutyDaySummary[]; tonight: OnDutyTonight }>('/api/admin/pharmacy-duties').then((a) => {
      if (gateLost(a)) return onGateLost();
      if (a.ok) {
        setDays(a.body.days);
        setTonight(a.body.tonight);
      }
    });
  }, [onGateLost]);
  useEffect(load, [load]);

  async function upload() {
    if (!file) return setError('Önce nöbet listesi dosyasını seçin.');
    setBusy(true);
    setError(null);
    setResult(null);
    const csv = await file.text();
    const a = await adminCall<DutyUploadResult>('/api/admin/pharmacy-duties', 'POST', { csv, source });
    setBusy(false);
    if (gateLost(a)) return onGateLost();
    if (!a.ok) return setError([a.body.message, ...Object.values(a.body.errors ?? {})].filter(Boolean).join(' '));
    setResult(a.body);
    load();
  }

  const tonightCount = tonight?.districts.reduce((n, d) => n + d.pharmacies.length, 0) ?? 0;
  return (
    <section className="space-y-6" aria-labelledby="nobet-title" data-pharmacy-duties-admin>
      <div className={cx(cardClass, 'space-y-4 p-5 sm:p-6')}>
        <h2 id="nobet-title" className="text-xl font-bold text-ink">
          Nöbetçi eczaneler
        </h2>
        <p className="text-ink-muted">
          Eczacı odasının nöbet listesini CSV olarak yükleyin: sütunlar <code>tarih;eczane;ilçe;adres;telefon</code> (eczane adı ya da
          rehberdeki numarası, ör. <code>#42</code>). Dosyadaki günlerin eski kayıtları yenileriyle değişir. Nöbet 08:30&apos;da başlar,
          ertesi sabah 08:30&apos;da biter.{' '}
          <a href="/nobetci-eczaneler" className={linkClass}>
            Herkese açık sayfa
          </a>
        </p>
        <p className="text-sm text-ink" data-tonight-count>
          Bu gece:{' '}
          {tonight?.dutyDate ? `${tonightCount} nöbetçi eczane (${formatDate(`${tonight.dutyDate}T12:00:00+03:00`)} nöbeti)` : 'liste yok'}
        </p>
        <div className="grid gap-4 sm:grid-cols-2">
          <div>
            <label htmlFor="nobet-file" className={labelClass}>
              Nöbet listesi (CSV)
            </label>
            <input
              id="nobet-file"
              type="file"
              accept=".csv,text/csv,text/plain"
              onChange={(e) => setFile(e.target.files?.[0] ?? null)}
              className={inputClass}
            />
          </div>
          <div>
            <label htmlFor="nobet-source" className={labelClass}>
              Kaynak
            </label>
            <input id="nobet-source" value={source} maxLength={160} onChange={(e) => setSource(e.target.value)} className={inputClass} />
          </div>
        </div>
        <button type="button" className={buttonClass()} disabled={busy} onClick={() => void upload()}>
          {busy ? 'Yükleniyor…' : 'Listeyi yükle'}
        </button>
        {error && (
          <p role="alert" className="text-sm font-medium text-danger-700">
            {error}
          </p>
        )}
        {result && (
          <div role="status" className="space-y-2 text-sm" data-duty-result>
            <p className="font-semibold text-ink">
              {result.stored} satır kaydedildi ({result.matched} tanesi rehberdeki bir eczaneyle eşleşti); {result.dates.length} gün.
            </p>
            {result.unmatched.length > 0 && (
              <div>
                <p className="text-ink">Rehberde bulunamayan, listedeki adıyla gösterilecek eczaneler:</p>
                <ul className="list-disc pl-5 text-ink-muted">
                  {result.unmatched.map((u) => (
                    <li key={u.line}>
                      Satır {u.line}: {u.name}
                    </li>
                  ))}
                </ul>
              </div>
            )}
            {result.errors.length > 0 && (
              <div>
                <p className="text-danger-700">Kaydedilmeyen satırlar:</p>
                <ul className="list-disc pl-5 text-danger-700">
                  {result.errors.map((e) => (
                    <li key={e.line}>
                      Satır {e.line}: {e.reason}
                    </li>
                  ))}
                </ul>
              </div>
            )}
          </div>
        )}
      </div>
      <div className={cx(cardClass, 'p-5 sm:p-6')}>
        <h3 className="mb-3 text-lg font-semibold text-ink">Yüklü nöbet günleri</h3>
        {days === null ? (
          <p className="text-ink-muted">Yükleniyor…</p>
        ) : days.length === 0 ? (
          <p className="text-ink-muted">Bugünden sonrası için yüklenmiş nöbet listesi yok.</p>
        ) : (
          <ul className="divide-y divide-line text-sm">
            {days.map((d) => (
              <li key={d.date} className="flex justify-between py-2">
                <span>{formatDate(`${d.date}T12:00:00+03:00`)}</span>
                <span className="text-ink-muted">
                  {d.count} eczane · {d.matched} eşleşti
                </span>
              </li>
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}
