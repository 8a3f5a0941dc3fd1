/**
 * The /add-business island (client:load): three tabs (spec §4: manual, google, csv) as a WAI-ARIA tablist
 * (arrow keys, Home/End; the chosen tab is in `?sekme=` so a login can return to the CSV tab). Panels stay
 * mounted while hidden, so switching tabs keeps what the person typed; a Google pre-fill switches to the
 * manual form.
 */
import { useRef, useState, type KeyboardEvent } from 'react';
import type { MapStyleSettings } from '#lib/map-config.ts';
import { cx } from '#components/ui/classes.ts';
import { LISTING_COPY } from './copy.ts';
import CsvImport from './CsvImport.tsx';
import GoogleImport from './GoogleImport.tsx';
import ManualForm from './ManualForm.tsx';
import type { GooglePrefill, Option } from './manual-form.ts';
import { useClientSnapshot } from '#stores/use-hydrated-store.ts';

export type AddTab = 'manual' | 'google' | 'csv';
const TABS: AddTab[] = ['manual', 'google', 'csv'];
const noSubscribe = () => () => {};

export default function AddBusiness({
  categories,
  districts,
  mapSettings,
}: {
  categories: Option[];
  districts: Option[];
  mapSettings?: MapStyleSettings;
}) {
  const search = useClientSnapshot(
    noSubscribe,
    () => window.location.search,
    () => '',
  );
  const fromUrl = new URLSearchParams(search).get('sekme');
  const [chosen, setChosen] = useState<AddTab | null>(null);
  const tab: AddTab = chosen ?? (TABS.includes(fromUrl as AddTab) ? (fromUrl as AddTab) : 'manual');
  const [prefill, setPrefill] = useState<GooglePrefill | null>(null);
  const tabRefs = useRef<Partial<Record<AddTab, HTMLButtonElement | null>>>({});

  const select = (next: AddTab, focus = false) => {
    setChosen(next);
    const url = new URL(window.location.href);
    if (next === 'manual') url.searchParams.delete('sekme');
    else url.searchParams.set('sekme', next);
    window.history.replaceState(window.history.state, '', url);
    if (focus) tabRefs.current[next]?.focus();
  };

  const onKeyDown = (ev: KeyboardEvent<HTMLButtonElement>) => {
    const i = TABS.indexOf(tab);
    const moves: Record<string, number> = { ArrowRight: i + 1, ArrowLeft: i - 1, Home: 0, End: TABS.length - 1 };
    if (!(ev.key in moves)) return;
    ev.preventDefault();
    select(TABS[(moves[ev.key]! + TABS.length) % TABS.length]!, true);
  };

  return (
    <div>
      <div role="tablist" aria-label={LISTING_COPY.tabsLabel} className="flex gap-1 border-b border-line">
        {TABS.map((t) => (
          <button
            key={t}
            ref={(el) => {
              tabRefs.current[t] = el;
            }}
            id={`ab-tab-${t}`}
            type="button"
            role="tab"
            aria-selected={tab === t}
            aria-controls={`ab-panel-${t}`}
            tabIndex={tab === t ? 0 : -1}
            onClick={() => select(t)}
            onKeyDown={onKeyDown}
            className={cx(
              '-mb-px min-h-11 flex-1 border-b-2 px-2 py-2 text-center text-sm leading-tight font-semibold transition-colors sm:flex-none sm:px-4 sm:text-base sm:whitespace-nowrap',
              tab === t ? 'border-brand-600 text-brand-700' : 'border-transparent text-ink-muted hover:border-line-strong hover:text-ink',
            )}
          >
            {LISTING_COPY.tabs[t]}
          </button>
        ))}
      </div>
      {TABS.map((t) => (
        <div
          key={t}
          id={`ab-panel-${t}`}
          role="tabpanel"
          aria-labelledby={`ab-tab-${t}`}
          hidden={tab !== t}
          tabIndex={0}
          className="pt-6 focus-visible:outline-2"
        >
          {t === 'manual' && <ManualForm categories={categories} districts={districts} prefill={prefill} mapSettings={mapSettings} />}
          {t === 'google' && (
            <GoogleImport
              onPrefill={(p) => {
                setPrefill(p);
                select('manual');
                requestAnimationFrame(() => document.getElementById('ab-name')?.focus());
              }}
            />
          )}
          {t === 'csv' && <CsvImport active={tab === 'csv'} />}
        </div>
      ))}
    </div>
  );
}
