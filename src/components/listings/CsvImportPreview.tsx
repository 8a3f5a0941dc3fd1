/**
 * The chosen file before it is sent (the "Dosyadan içe aktar" tab, CsvImport.tsx): OpenStreetMap data shows
 * its name and detected format (read on the server); a CSV file its first 5 rows ('... ve N satır daha') and
 * the detected layout.
 */
import type { CsvFile } from '#lib/import/csv.ts';
import type { OsmFormat } from '#lib/import/osm-file.ts';
import type { ImportLayout } from '#lib/import/types.ts';
import { badgeClass, cardClass, cx } from '#components/ui/classes.ts';
import { LISTING_COPY } from './copy.ts';

const c = LISTING_COPY.csv;
const PREVIEW_ROWS = 5;

export type Parsed =
  | { kind: 'csv'; name: string; file: CsvFile; layout: ImportLayout }
  /** OpenStreetMap data (an admin's): sent as it is, read on the server. */
  | { kind: 'osm'; name: string; upload: File; format: OsmFormat };

export function ImportPreview({ id, parsed }: { id: string; parsed: Parsed }) {
  const records = parsed.kind === 'csv' ? parsed.file.records : [];
  const fields = parsed.kind === 'csv' ? parsed.file.fields.filter((f) => f !== '__extra') : [];
  const more = records.length - PREVIEW_ROWS;
  return (
    <>
      {parsed.kind === 'osm' && (
        <section className={cx(cardClass, 'p-5 sm:p-6')} aria-labelledby={`${id}-preview`}>
          <div className="flex flex-wrap items-center justify-between gap-3">
            <h2 id={`${id}-preview`} className="text-lg font-bold text-ink">
              {parsed.name}
            </h2>
            <span className={badgeClass('accent')}>
              {c.formatLabel}: {c.osmFormat[parsed.format] ?? parsed.format}
            </span>
          </div>
          <p className="mt-3 text-sm text-ink-muted">{c.osmPreview}</p>
        </section>
      )}

      {parsed.kind === 'csv' && (
        <section className={cx(cardClass, 'p-5 sm:p-6')} aria-labelledby={`${id}-preview`}>
          <div className="flex flex-wrap items-center justify-between gap-3">
            <h2 id={`${id}-preview`} className="text-lg font-bold text-ink">
              {c.preview}
            </h2>
            <p className="flex flex-wrap items-center gap-2 text-sm text-ink-muted">
              <span>{parsed.name}</span>
              <span>· {c.rows(records.length)}</span>
              <span className={badgeClass('accent')}>
                {c.formatLabel}: {c.format[parsed.layout] ?? parsed.layout}
              </span>
            </p>
          </div>
          <div className="mt-4 overflow-x-auto" tabIndex={0} role="region" aria-label={c.preview}>
            <table className="w-full text-left text-sm">
              <thead>
                <tr className="border-b border-line text-ink-muted">
                  <th scope="col" className="py-2 pr-3 font-semibold">
                    #
                  </th>
                  {fields.map((f) => (
                    <th key={f} scope="col" className="py-2 pr-3 font-semibold whitespace-nowrap">
                      {f}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {records.slice(0, PREVIEW_ROWS).map((r) => (
                  <tr key={r.line} className="border-b border-line align-top last:border-0">
                    <td className="py-2 pr-3 text-ink-muted tabular-nums">{r.line}</td>
                    {fields.map((f) => (
                      <td key={f} className="max-w-64 truncate py-2 pr-3 text-ink" title={r.values[f]}>
                        {r.values[f]}
                      </td>
                    ))}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          {more > 0 && <p className="mt-3 text-sm text-ink-muted">{c.more(more)}</p>}
        </section>
      )}
    </>
  );
}
