/**
 * Special days and holiday hours of one business (decision 025), for its owner (dashboard) and admins (the
 * business's edit): "Resmi tatillerde" usual hours / closed / own hours, and dates with their own hours or
 * closed. Saved at once with PUT /api/businesses/:id/special-hours (no moderation: a bayram closure cannot
 * wait); the API, search and map follow it immediately, the page at the next build. Times in 24-hour HH:MM
 * (TimeInput); one that is not a time is refused here before the request.
 *
 *   <SpecialHoursEditor businessId={b.id} initial={b.specialHours} />
 */
import { useState } from 'react';
import { apiAnswer } from '#lib/api-client.ts';
import type { TimeRange } from '#lib/hours.ts';
import type { SpecialDay, SpecialHours } from '#lib/special-hours.ts';
import { buttonClass, checkboxClass, cx, inputClass, labelClass } from '#components/ui/classes.ts';
import { TimeInput } from '#components/ui/form/TimeInput.tsx';
import { normalizeTime, TIME_FORMAT_MESSAGE } from '#components/ui/form/time.ts';

interface Props {
  businessId: number;
  /** What is stored: from the record the editor sits in (the admin's moderation record, the owner's listing). */
  initial: SpecialHours | null;
}

type HolidayMode = 'usual' | 'closed' | 'hours';

interface DayRow {
  date: string;
  closed: boolean;
  open: string;
  close: string;
  note: string;
}

const toRow = (d: SpecialDay): DayRow => ({
  date: d.date,
  closed: d.ranges.length === 0,
  open: d.ranges[0]?.[0] ?? '10:00',
  close: d.ranges[0]?.[1] ?? '16:00',
  note: d.note ?? '',
});

export default function SpecialHoursEditor({ businessId, initial }: Props) {
  const [mode, setMode] = useState<HolidayMode>(initial?.holidays == null ? 'usual' : initial.holidays.length === 0 ? 'closed' : 'hours');
  const [holidayOpen, setHolidayOpen] = useState(initial?.holidays?.[0]?.[0] ?? '10:00');
  const [holidayClose, setHolidayClose] = useState(initial?.holidays?.[0]?.[1] ?? '16:00');
  const [days, setDays] = useState<DayRow[]>((initial?.days ?? []).map(toRow));
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null);
  const [busy, setBusy] = useState(false);

  const update = (i: number, patch: Partial<DayRow>) => setDays((list) => list.map((d, j) => (j === i ? { ...d, ...patch } : d)));

  async function save() {
    const times = [
      ...(mode === 'hours' ? [holidayOpen, holidayClose] : []),
      ...days.filter((d) => d.date && !d.closed).flatMap((d) => [d.open, d.close]),
    ];
    if (times.some((t) => normalizeTime(t) === null)) {
      setMessage({ ok: false, text: TIME_FORMAT_MESSAGE });
      return;
    }
    setBusy(true);
    setMessage(null);
    const body: SpecialHours = {
      holidays: mode === 'usual' ? null : mode === 'closed' ? [] : [[holidayOpen, holidayClose] as TimeRange],
      days: days
        .filter((d) => d.date)
        .map((d) => ({ date: d.date, ranges: d.closed ? [] : [[d.open, d.close] as TimeRange], note: d.note.trim() || null })),
    };
    const answer = await apiAnswer(`/api/businesses/${businessId}/special-hours`, { method: 'PUT', body });
    setBusy(false);
    if (answer.ok)
      setMessage({ ok: true, text: 'Özel günler kaydedildi. "Şimdi açık" hemen, işletme sayfası birkaç dakika içinde güncellenir.' });
    else
      setMessage({
        ok: false,
        text: [answer.body.message, ...Object.values(answer.body.errors ?? {})].filter(Boolean).join(' ') || 'Kaydedilemedi.',
      });
  }

  return (
    <section className="flex flex-col gap-4" aria-labelledby={`ozel-gunler-${businessId}`} data-special-hours-editor>
      <h3 id={`ozel-gunler-${businessId}`} className="text-base font-semibold text-ink">
        Bayram ve özel gün saatleri
      </h3>
      <fieldset className="flex flex-col gap-2">
        <legend className={labelClass}>Resmi tatillerde (bayramlar dahil)</legend>
        {(
          [
            ['usual', 'Her zamanki saatlerimle açığım'],
            ['closed', 'Resmi tatillerde kapalıyım'],
            ['hours', 'Tatillerde farklı saatlerle açığım'],
          ] as const
        ).map(([value, text]) => (
          <label key={value} className="flex min-h-11 items-center gap-2 text-sm text-ink">
            <input
              type="radio"
              name={`holidays-${businessId}`}
              value={value}
              checked={mode === value}
              onChange={() => setMode(value)}
              className={checkboxClass}
            />
            {text}
          </label>
        ))}
        {mode === 'hours' && (
          <div className="flex items-center gap-2">
            <TimeInput aria-label="Tatil açılış saati" value={holidayOpen} onChange={setHolidayOpen} />
            <span aria-hidden="true">–</span>
            <TimeInput aria-label="Tatil kapanış saati" value={holidayClose} onChange={setHolidayClose} />
          </div>
        )}
        <p className="text-sm text-ink-subtle">Arife günlerinde tatil saatleri 13:00&apos;ten sonra geçerlidir.</p>
      </fieldset>

      <fieldset className="flex flex-col gap-3">
        <legend className={labelClass}>Özel günler</legend>
        {days.length === 0 && <p className="text-sm text-ink-subtle">Özel gün eklenmemiş.</p>}
        {days.map((d, i) => (
          <div key={i} className="flex flex-wrap items-center gap-2 rounded-control border border-line p-3" data-special-day>
            <input
              type="date"
              aria-label="Tarih"
              value={d.date}
              onChange={(e) => update(i, { date: e.target.value })}
              className={cx(inputClass, 'w-44')}
            />
            <label className="flex min-h-11 items-center gap-2 text-sm">
              <input
                type="checkbox"
                checked={d.closed}
                onChange={(e) => update(i, { closed: e.target.checked })}
                className={checkboxClass}
              />
              Kapalı
            </label>
            {!d.closed && (
              <>
                <TimeInput aria-label="Açılış saati" value={d.open} onChange={(open) => update(i, { open })} />
                <span aria-hidden="true">–</span>
                <TimeInput aria-label="Kapanış saati" value={d.close} onChange={(close) => update(i, { close })} />
              </>
            )}
            <input
              type="text"
              aria-label="Not (isteğe bağlı)"
              placeholder="Not (ör. Sayım)"
              maxLength={80}
              value={d.note}
              onChange={(e) => update(i, { note: e.target.value })}
              className={cx(inputClass, 'min-w-0 flex-1')}
            />
            <button
              type="button"
              className={buttonClass({ variant: 'ghost', size: 'sm' })}
              onClick={() => setDays((list) => list.filter((_, j) => j !== i))}
            >
              Kaldır
            </button>
          </div>
        ))}
        <div>
          <button
            type="button"
            className={buttonClass({ variant: 'secondary', size: 'sm' })}
            onClick={() => setDays((list) => [...list, { date: '', closed: true, open: '10:00', close: '16:00', note: '' }])}
          >
            Özel gün ekle
          </button>
        </div>
      </fieldset>

      <div className="flex flex-wrap items-center gap-3">
        <button type="button" className={buttonClass()} onClick={() => void save()} disabled={busy}>
          {busy ? 'Kaydediliyor…' : 'Özel günleri kaydet'}
        </button>
        {message && (
          <p role="status" className={cx('text-sm font-medium', message.ok ? 'text-success-700' : 'text-danger-700')}>
            {message.text}
          </p>
        )}
      </div>
    </section>
  );
}
