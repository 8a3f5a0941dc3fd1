/**
 * What an import did (the "Dosyadan içe aktar" tab, CsvImport.tsx): counts, the rows sent to the queue for a
 * category or a district to be chosen ("İlçe seçilmeli": OpenStreetMap rows the guide could not place), every
 * skipped line grouped by reason, the warnings and the notes (the ODbL attribution, what was left out).
 */
import type { Ref } from 'react';
import type { ImportResult, RowError } from '#lib/import/types.ts';
import { importMessages, summarizeReasons } from '#lib/import/messages.ts';
import { formatNumber } from '#lib/format.ts';
import { Icon } from '#components/ui/Icon.tsx';
import { badgeClass, cardClass, cx, linkClass } from '#components/ui/classes.ts';
import { LISTING_COPY } from './copy.ts';

const c = LISTING_COPY.csv;
/** The lines of a summary group are shown open up to this many; more are folded under "Satırları göster". */
const LINES_OPEN = 10;

export function ImportResultCard({ ref, result, admin }: { ref: Ref<HTMLDivElement>; result: ImportResult; admin: boolean }) {
  return (
    <div ref={ref} tabIndex={-1} role="status" className={cx(cardClass, 'p-5 sm:p-6 focus-visible:outline-2')}>
      <h2 className="flex items-center gap-2 text-lg font-bold text-ink">
        <Icon name="check-circle" className="text-success-700" />
        {c.resultTitle}
      </h2>
      <p className="mt-2 text-ink">{c.result(result.imported, result.skipped)}</p>
      {(result.updated ?? 0) > 0 && <p className="mt-1 text-ink">{c.updated(result.updated ?? 0)}</p>}
      {(result.unchanged ?? 0) > 0 && <p className="mt-1 text-ink">{c.unchanged(result.unchanged ?? 0)}</p>}
      {result.imported > 0 && <p className="mt-1 text-ink-muted">{admin ? c.published : c.queued}</p>}
      {(result.categoryToChoose?.length ?? 0) > 0 && (
        <p className="mt-1 text-ink">
          {importMessages.categoryToChoose(result.categoryToChoose!.length)}{' '}
          <a href="/admin" className={linkClass}>
            {c.toChooseLink}
          </a>
        </p>
      )}
      {(result.districtToChoose?.length ?? 0) > 0 && (
        <p className="mt-1 text-ink">
          {importMessages.districtToChooseCount(result.districtToChoose!.length)}{' '}
          <a href="/admin" className={linkClass}>
            {c.districtToChooseLink}
          </a>
        </p>
      )}
      <LineList title={c.errorsTitle} rows={result.errors} tone="text-danger-700" line={c.line} />
      <LineList title={c.warningsTitle} rows={result.warnings ?? []} tone="text-warning-700" line={c.line} />
      <LineList title={c.toChooseTitle} rows={result.categoryToChoose ?? []} tone="text-warning-700" line={c.line} />
      <LineList title={c.districtToChooseTitle} rows={result.districtToChoose ?? []} tone="text-warning-700" line={c.line} />
      {(result.notes?.length ?? 0) > 0 && (
        <div className="mt-4 border-t border-line pt-4">
          <h3 className="font-semibold text-ink">{c.notesTitle}</h3>
          <ul className="mt-2 list-disc space-y-1 pl-5 text-sm text-ink">
            {result.notes!.map((n) => (
              <li key={n}>{n}</li>
            ))}
          </ul>
        </div>
      )}
      <p className="mt-4">
        <a href="/" className={linkClass}>
          {LISTING_COPY.sent.home}
        </a>
      </p>
    </div>
  );
}

/** Lines grouped by reason with counts first (decision 015), then every line (folded away when there are many). */
function LineList({ title, rows, tone, line }: { title: string; rows: readonly RowError[]; tone: string; line: (n: number) => string }) {
  if (rows.length === 0) return null;
  const groups = summarizeReasons(rows);
  return (
    <div className="mt-4 border-t border-line pt-4">
      <h3 className="font-semibold text-ink">
        {title} ({formatNumber(rows.length)})
      </h3>
      <ul className="mt-2 space-y-1 text-sm">
        {groups.map((g) => (
          <li key={g.reason} className="flex items-baseline gap-2 text-ink">
            <span className={cx(badgeClass('neutral'), 'tabular-nums')}>{formatNumber(g.count)} ×</span>
            <span>{g.reason}</span>
          </li>
        ))}
      </ul>
      <details className="mt-3" open={rows.length <= LINES_OPEN}>
        <summary className="cursor-pointer text-sm font-semibold text-brand-700">{c.showLines(rows.length)}</summary>
        <div className="mt-2 max-h-80 overflow-y-auto" tabIndex={0} role="region" aria-label={title}>
          <ul className="space-y-1 text-sm">
            {rows.map((e, i) => (
              <li key={`${e.line}-${i}`}>
                <span className={cx('font-semibold', tone)}>{line(e.line)}:</span> <span className="text-ink">{e.reason}</span>
              </li>
            ))}
          </ul>
        </div>
      </details>
    </div>
  );
}
