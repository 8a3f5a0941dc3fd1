/**
 * The top of the owner dashboard's 'Genel bakış', from one answer (GET /api/owner/home?business=): the rating and
 * its trend (last 30 days against the 30 before, six months as a small line), this Istanbul week's views,
 * calls and directions against the same days of last week, and "Profilinizi tamamlayın": what the listing
 * lacks, each opening the editor at that field (or the photo panel).
 */
import { useEffect, useState } from 'react';
import { apiAnswer } from '#lib/api-client.ts';
import type { OwnerHome, RatingSpan, WeekNumbers } from '#lib/contract/owner-home.ts';
import { formatCount, formatRating, formatShortDate } from '#lib/format.ts';
import { buttonClass, cardClass, cx, skeletonClass } from '#components/ui/classes.ts';
import type { TabProps } from './types.ts';

const MONTHS = ['Oca', 'Şub', 'Mar', 'Nis', 'May', 'Haz', 'Tem', 'Ağu', 'Eyl', 'Eki', 'Kas', 'Ara'];
const monthLabel = (ym: string) => MONTHS[Number(ym.slice(5, 7)) - 1] ?? ym;

/** Six months of averages as a line through the months that have reviews, with the months beneath; the numbers are in the label. */
function Sparkline({ months }: { months: OwnerHome['rating']['months'] }) {
  const w = 180;
  const h = 40;
  const pad = 5;
  const x = (i: number) => pad + (i * (w - 2 * pad)) / (months.length - 1 || 1);
  const y = (avg: number) => h - pad - ((avg - 1) / 4) * (h - 2 * pad);
  const label = months.map((m) => `${monthLabel(m.month)}: ${m.average === null ? 'yok' : formatRating(m.average)}`).join(', ');
  const points = months.flatMap((m, i) => (m.average === null ? [] : [{ key: m.month, cx: x(i), cy: y(m.average) }]));
  const path = points.map((p, i) => `${i ? 'L' : 'M'}${p.cx.toFixed(1)},${p.cy.toFixed(1)}`).join(' ');
  return (
    <figure className="w-fit">
      <svg
        width={w}
        height={h}
        viewBox={`0 0 ${w} ${h}`}
        role="img"
        aria-label={`Son altı ayın ortalaması: ${label}`}
        className="text-brand-600"
      >
        <line x1={pad} x2={w - pad} y1={h - pad} y2={h - pad} className="stroke-line" strokeWidth="1" />
        {points.length > 1 && <path d={path} fill="none" stroke="currentColor" strokeWidth="2" strokeLinejoin="round" />}
        {points.map((p) => (
          <circle key={p.key} cx={p.cx} cy={p.cy} r="3" fill="currentColor" />
        ))}
      </svg>
      <figcaption className="flex justify-between text-xs text-ink-muted" style={{ width: w }} aria-hidden="true">
        {months.map((m) => (
          <span key={m.month}>{monthLabel(m.month)}</span>
        ))}
      </figcaption>
    </figure>
  );
}

function Trend({ now, before }: { now: RatingSpan; before: RatingSpan }) {
  if (now.average === null) return <p className="text-sm text-ink-muted">Son 30 günde yeni değerlendirme yok.</p>;
  const diff = before.average === null ? null : Math.round((now.average - before.average) * 10) / 10;
  return (
    <p className="text-sm text-ink">
      Son 30 gün: <strong>{formatRating(now.average)}</strong> ({now.count}){' '}
      {diff === null ? (
        <span className="text-ink-muted">· önceki 30 günde değerlendirme yok</span>
      ) : (
        <span className={diff > 0 ? 'text-success-700' : diff < 0 ? 'text-danger-700' : 'text-ink-muted'}>
          {diff > 0 ? '▲' : diff < 0 ? '▼' : '='} önceki 30 gün {formatRating(before.average!)}
        </span>
      )}
    </p>
  );
}

const WEEK_ROWS: [keyof WeekNumbers, string][] = [
  ['views', 'Görüntülenme'],
  ['phoneClicks', 'Arama'],
  ['directionsClicks', 'Yol tarifi'],
];

function Change({ now, before }: { now: number; before: number }) {
  if (before === 0) return <span className="text-ink-muted">{now > 0 ? 'yeni' : '—'}</span>;
  const pct = Math.round(((now - before) / before) * 100);
  return (
    <span className={pct > 0 ? 'text-success-700' : pct < 0 ? 'text-danger-700' : 'text-ink-muted'}>
      {pct > 0 ? '+' : ''}
      {pct}%
    </span>
  );
}

export default function HomeSummary({ record, openPanel }: TabProps) {
  const businessId = record.businessId;
  const [home, setHome] = useState<OwnerHome | null>(null);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    if (businessId === null) return;
    void apiAnswer<OwnerHome>(`/api/owner/home?business=${businessId}`)
      .then((r) => (r.ok ? setHome(r.body) : setError(r.body.message || 'Özet alınamadı.')))
      .catch(() => setError('Sunucuya ulaşılamadı.'));
  }, [businessId]);
  if (error) return <p className="text-sm text-danger-700">{error}</p>;
  if (!home) return <div className={cx(skeletonClass, 'h-40 w-full')} aria-busy="true" />;
  const { rating, week, completeness } = home;

  return (
    <div className="grid items-start gap-4 lg:grid-cols-3" data-testid="owner-home">
      <section className={cx(cardClass, 'p-5')} aria-labelledby="oh-rating">
        <h3 id="oh-rating" className="text-lg font-bold text-ink">
          Puanınız
        </h3>
        {rating.average === null ? (
          <p className="mt-2 text-ink-muted">Henüz yayında bir değerlendirme yok.</p>
        ) : (
          <p className="mt-2 text-3xl font-bold text-ink">
            {formatRating(rating.average)} <span className="text-warning-600">★</span>
            <span className="ml-2 text-base font-normal text-ink-muted">{formatCount(rating.count)} değerlendirme</span>
          </p>
        )}
        <div className="mt-2 space-y-2">
          <Trend now={rating.last30} before={rating.previous30} />
          {rating.months.some((m) => m.average !== null) && <Sparkline months={rating.months} />}
        </div>
      </section>

      <section className={cx(cardClass, 'p-5')} aria-labelledby="oh-week">
        <h3 id="oh-week" className="text-lg font-bold text-ink">
          Bu hafta
        </h3>
        <p className="text-sm text-ink-muted">
          {formatShortDate(`${week.from}T12:00:00Z`)}–{formatShortDate(`${week.to}T12:00:00Z`)}, geçen haftanın aynı günleriyle
        </p>
        <table className="mt-2 w-full text-sm">
          <thead>
            <tr className="text-xs text-ink-muted">
              <th scope="col" className="py-1 text-left font-normal">
                <span className="sr-only">Ölçü</span>
              </th>
              <th scope="col" className="py-1 text-right font-normal">
                Bu hafta
              </th>
              <th scope="col" className="py-1 text-right font-normal">
                Geçen hafta
              </th>
              <th scope="col" className="py-1 text-right font-normal">
                Değişim
              </th>
            </tr>
          </thead>
          <tbody>
            {WEEK_ROWS.map(([key, label]) => (
              <tr key={key} className="border-b border-line last:border-0">
                <th scope="row" className="py-1.5 text-left font-normal text-ink">
                  {label}
                </th>
                <td className="py-1.5 text-right font-semibold text-ink">{formatCount(week.current[key])}</td>
                <td className="py-1.5 text-right text-ink-muted">{formatCount(week.previous[key])}</td>
                <td className="w-16 py-1.5 text-right">
                  <Change now={week.current[key]} before={week.previous[key]} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </section>

      <section className={cx(cardClass, 'p-5')} aria-labelledby="oh-profile" data-testid="completeness">
        <h3 id="oh-profile" className="text-lg font-bold text-ink">
          Profilinizi tamamlayın
        </h3>
        <p className="mt-1 text-sm text-ink">
          %{completeness.percent} tamamlandı ({completeness.done}/{completeness.total})
        </p>
        <div
          className="mt-2 h-2 w-full rounded-full bg-surface-sunken"
          role="progressbar"
          aria-valuenow={completeness.percent}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-label="Profil tamamlanma oranı"
        >
          <div className="h-2 rounded-full bg-brand-600" style={{ width: `${completeness.percent}%` }} />
        </div>
        {completeness.missing.length === 0 ? (
          <p className="mt-3 text-sm text-ink-muted">Profiliniz eksiksiz. Tebrikler!</p>
        ) : (
          <ul className="mt-3 space-y-2">
            {completeness.missing.map((m) => (
              <li key={m.key}>
                <button
                  type="button"
                  onClick={() =>
                    openPanel(m.panel === 'photos' ? { kind: 'photos' } : { kind: 'edit', ...(m.target ? { focus: m.target } : {}) })
                  }
                  className={buttonClass({ size: 'sm', variant: 'secondary' })}
                >
                  {m.action}
                </button>
                <p className="mt-0.5 text-xs text-ink-muted">{m.why}</p>
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
