/**
 * The opening-hours editor of the add-business form (and the admin's edit form): one row per weekday,
 * Monday first. Each day is closed or open with one range, or two ranges (a lunch break); "Tüm günlere
 * kopyala" copies a day to the whole week. Edits the structured `OpeningHours` the business page computes
 * Açık/Kapalı from (src/lib/hours.ts): a range whose close is not after its open ends the next day, and
 * 00:00 – 00:00 is all day. Times are typed in 24-hour HH:MM (TimeInput, no AM/PM in any locale); a new form
 * starts with no day filled in (a day left unticked is closed once another day has hours; with none at all the
 * server stores its default, spec §7).
 */
import { useId, useState } from 'react';
import { WEEKDAYS, WEEKDAY_NAMES, type OpeningHours, type TimeRange, type Weekday } from '#lib/hours.ts';
import { buttonClass, cx, hintClass } from '#components/ui/classes.ts';
import { CheckboxField } from '#components/ui/form/CheckboxField.tsx';
import { FieldError } from '#components/ui/form/Field.tsx';
import { TimeInput } from '#components/ui/form/TimeInput.tsx';
import { LISTING_COPY } from './copy.ts';

const c = LISTING_COPY.hours;
const DEFAULT_RANGE: TimeRange = ['09:00', '18:00'];
const SECOND_RANGE: TimeRange = ['13:00', '18:00'];

export interface HoursEditorProps {
  value: OpeningHours;
  onChange: (next: OpeningHours) => void;
  /** A message for the whole editor, and per day (keys: weekday). */
  error?: string;
  dayErrors?: Partial<Record<Weekday, string>>;
  idPrefix?: string;
}

export default function HoursEditor({ value, onChange, error, dayErrors = {}, idPrefix }: HoursEditorProps) {
  const auto = useId();
  const base = idPrefix ?? auto;
  const [status, setStatus] = useState('');

  const setDay = (day: Weekday, ranges: TimeRange[]) => onChange({ ...value, [day]: ranges });
  const setTime = (day: Weekday, index: number, part: 0 | 1, time: string) => {
    const ranges = (value[day] ?? []).map((r) => [...r] as TimeRange);
    if (!ranges[index]) return;
    ranges[index][part] = time;
    setDay(day, ranges);
  };
  const copyToAll = (day: Weekday) => {
    const ranges = value[day] ?? [];
    onChange(Object.fromEntries(WEEKDAYS.map((d) => [d, ranges.map((r) => [...r] as TimeRange)])) as OpeningHours);
    setStatus(c.copied(WEEKDAY_NAMES[day]));
  };

  return (
    <div>
      <p id={`${base}-intro`} className={hintClass}>
        {c.intro}
      </p>
      <FieldError id={`${base}-error`}>{error}</FieldError>
      <ul className="mt-3 divide-y divide-line rounded-card border border-line" aria-describedby={`${base}-intro`}>
        {WEEKDAYS.map((day) => {
          const ranges = value[day] ?? [];
          const open = ranges.length > 0;
          const name = WEEKDAY_NAMES[day];
          const dayError = dayErrors[day];
          return (
            <li key={day} className="grid gap-3 p-3 md:grid-cols-[11rem_1fr_auto] md:items-center">
              <CheckboxField
                id={`${base}-${day}-open`}
                label={
                  <>
                    {name} <span className="font-normal text-ink-muted">{open ? `(${c.open})` : `(${c.closed})`}</span>
                  </>
                }
                checked={open}
                onChange={(checked) => setDay(day, checked ? [[...DEFAULT_RANGE]] : [])}
              />
              {open && (
                <div className="flex flex-col gap-2">
                  {ranges.map((range, i) => (
                    <div key={i} className="flex flex-wrap items-center gap-1 sm:gap-2">
                      <label className="sr-only" htmlFor={`${base}-${day}-${i}-from`}>
                        {`${name} ${i + 1}. aralık ${c.from.toLocaleLowerCase('tr-TR')}`}
                      </label>
                      <TimeInput
                        id={`${base}-${day}-${i}-from`}
                        required
                        value={range[0]}
                        onChange={(time) => setTime(day, i, 0, time)}
                        invalid={Boolean(dayError)}
                        aria-describedby={dayError ? `${base}-${day}-error` : undefined}
                      />
                      <span aria-hidden="true" className="text-ink-muted">
                        –
                      </span>
                      <label className="sr-only" htmlFor={`${base}-${day}-${i}-to`}>
                        {`${name} ${i + 1}. aralık ${c.to.toLocaleLowerCase('tr-TR')}`}
                      </label>
                      <TimeInput
                        id={`${base}-${day}-${i}-to`}
                        required
                        value={range[1]}
                        onChange={(time) => setTime(day, i, 1, time)}
                        invalid={Boolean(dayError)}
                        aria-describedby={dayError ? `${base}-${day}-error` : undefined}
                      />
                      {i === 1 && (
                        <button
                          type="button"
                          onClick={() => setDay(day, ranges.slice(0, 1))}
                          className={buttonClass({ variant: 'ghost', size: 'sm' })}
                          aria-label={`${c.removeRange} (${name})`}
                        >
                          {c.removeRange}
                        </button>
                      )}
                    </div>
                  ))}
                  <FieldError id={`${base}-${day}-error`}>{dayError}</FieldError>
                </div>
              )}
              <div className={cx('flex flex-wrap gap-2 md:justify-end', !open && 'md:col-start-3')}>
                {open && ranges.length < 2 && (
                  <button
                    type="button"
                    onClick={() => setDay(day, [[ranges[0]![0], '12:00'], [...SECOND_RANGE]])}
                    className={buttonClass({ variant: 'ghost', size: 'sm' })}
                    aria-label={`${c.addRange} (${name})`}
                  >
                    {c.addRange}
                  </button>
                )}
                <button
                  type="button"
                  onClick={() => copyToAll(day)}
                  className={buttonClass({ variant: 'secondary', size: 'sm' })}
                  aria-label={`${c.copyAll} (${name})`}
                >
                  {c.copyAll}
                </button>
              </div>
            </li>
          );
        })}
      </ul>
      <p className="sr-only" role="status" aria-live="polite">
        {status}
      </p>
    </div>
  );
}
