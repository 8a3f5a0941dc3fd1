/**
 * The "Dosyadan içe aktar" tab (spec §2, §5; PD10; PD23): needs a login (a user's import goes to the
 * moderation queue, an admin's is published). Template download; the chosen file is read in the browser
 * with the import engine's own reader (src/lib/import/csv.ts: UTF-8 or Windows-1254, `,` or `;`, quoted
 * fields) for a preview of the first 5 rows ('... ve N satır daha') and the detected layout; "İçe aktar"
 * sends the rows to POST /api/businesses/import-csv and shows what was imported and every skipped line.
 * An admin may also choose OpenStreetMap data (.json/.geojson/.osm, PD23): its format is told from the
 * start of the text, and the file itself is sent (multipart) to be read on the server; the answer's
 * `unchanged` and `notes` (the ODbL attribution, what was left out) are shown.
 */
import { useEffect, useId, useRef, useState, type SubmitEvent } from 'react';
import { readCsv, isCsvFile, type CsvFile } from '#lib/import/csv.ts';
import { detectLayout } from '#lib/import/layout.ts';
import { detectOsmFormat, isOsmFile, type OsmFormat } from '#lib/import/osm-file.ts';
import type { ImportLayout, ImportResult, RowError } from '#lib/import/types.ts';
import { importMessages, summarizeReasons } from '#lib/import/messages.ts';
import { formatNumber } from '#lib/format.ts';
import { useSession, loadSession } from '#stores/session.ts';
import { notify } from '#components/toast/notify.ts';
import { Icon } from '#components/ui/Icon.tsx';
import { badgeClass, buttonClass, cardClass, cx, hintClass, linkClass, skeletonClass } from '#components/ui/classes.ts';
import { Field } from '#components/ui/form/Field.tsx';
import { postForm, postJson } from './api.ts';
import { LISTING_COPY } from './copy.ts';

const c = LISTING_COPY.csv;
const PREVIEW_ROWS = 5;
/** The lines of a summary group are shown open up to this many; more are folded under "Satırları göster". */
const LINES_OPEN = 10;
const LOGIN_HREF = `/login?next=${encodeURIComponent('/add-business?sekme=csv')}`;

type Parsed =
  | { kind: 'csv'; name: string; file: CsvFile; layout: ImportLayout }
  /** OpenStreetMap data (an admin's): sent as it is, read on the server. */
  | { kind: 'osm'; name: string; upload: File; format: OsmFormat };

export default function CsvImport({ active }: { active: boolean }) {
  const session = useSession();
  useEffect(() => {
    if (active) void loadSession();
  }, [active]);

  if (session.status === 'loading') {
    return (
      <div aria-busy="true">
        <span className="sr-only">{c.checking}</span>
        <div className={cx(skeletonClass, 'h-40 w-full')} />
      </div>
    );
  }
  if (!session.user) {
    return (
      <div className={cx(cardClass, 'p-5 sm:p-6')}>
        <p className="text-ink">{c.loginNeeded}</p>
        <p className="mt-2 text-sm text-ink-muted">{c.intro}</p>
        <a href={LOGIN_HREF} className={cx(buttonClass(), 'mt-4')}>
          {c.login}
        </a>
      </div>
    );
  }
  return <CsvForm admin={session.user.role === 'admin'} />;
}

function CsvForm({ admin }: { admin: boolean }) {
  const id = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [parsed, setParsed] = useState<Parsed | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [reading, setReading] = useState(false);
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<ImportResult | null>(null);
  const resultRef = useRef<HTMLDivElement>(null);

  const choose = async (file: File | undefined) => {
    setParsed(null);
    setResult(null);
    setError(null);
    if (!file) return;
    if (admin && isOsmFile(file)) {
      setReading(true);
      try {
        const format = detectOsmFormat(await file.slice(0, 5000).text());
        if (format) setParsed({ kind: 'osm', name: file.name, upload: file, format });
        else setError(importMessages.notOsm);
      } catch {
        setError(importMessages.notOsm);
      } finally {
        setReading(false);
      }
      return;
    }
    if (!isCsvFile(file)) {
      setError(c.badFile);
      return;
    }
    setReading(true);
    try {
      const csv = readCsv(await file.arrayBuffer());
      setParsed({ kind: 'csv', name: file.name, file: csv, layout: detectLayout(csv.fields) });
    } catch (e) {
      setError(e instanceof Error && e.name === 'ImportFileError' ? e.message : c.badFile);
    } finally {
      setReading(false);
    }
  };

  const onSubmit = async (ev: SubmitEvent<HTMLFormElement>) => {
    ev.preventDefault();
    if (busy) return;
    if (!parsed) {
      setError(error ?? c.badFile);
      inputRef.current?.focus();
      return;
    }
    setBusy(true);
    try {
      let res;
      if (parsed.kind === 'osm') {
        const form = new FormData();
        form.set('file', parsed.upload);
        form.set('format', 'osm');
        res = await postForm<Partial<ImportResult>>('/api/businesses/import-csv', form);
      } else {
        const rows = parsed.file.records.map((r) => r.values);
        const lines = parsed.file.records.map((r) => r.line);
        res = await postJson<Partial<ImportResult>>('/api/businesses/import-csv', { businesses: rows, format: parsed.layout, lines });
      }
      if (res.ok) {
        const r: ImportResult = {
          imported: res.body.imported ?? 0,
          skipped: res.body.skipped ?? 0,
          errors: res.body.errors ?? [],
          warnings: res.body.warnings ?? [],
          updated: res.body.updated ?? 0,
          unchanged: res.body.unchanged ?? 0,
          categoryToChoose: res.body.categoryToChoose ?? [],
          notes: res.body.notes ?? [],
        };
        setResult(r);
        notify({ title: c.resultTitle, description: c.result(r.imported, r.skipped) });
        requestAnimationFrame(() => resultRef.current?.focus());
        return;
      }
      const message = res.body.message || LISTING_COPY.toasts.csvError;
      setError(message);
      notify({ title: LISTING_COPY.toasts.errorTitle, description: message, variant: 'destructive' });
      if (res.status === 401) window.location.assign(LOGIN_HREF);
    } catch {
      notify({
        title: LISTING_COPY.toasts.errorTitle,
        description: `${LISTING_COPY.toasts.csvError} ${LISTING_COPY.toasts.network}`,
        variant: 'destructive',
      });
    } finally {
      setBusy(false);
    }
  };

  const records = parsed?.kind === 'csv' ? parsed.file.records : [];
  const fields = parsed?.kind === 'csv' ? parsed.file.fields.filter((f) => f !== '__extra') : [];
  const more = records.length - PREVIEW_ROWS;

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-6">
      <div className={cx(cardClass, 'space-y-4 p-5 sm:p-6')}>
        <p className="text-ink">{c.intro}</p>
        <div className="space-y-3">
          {downloads(admin).map((d) => (
            <div key={d.href}>
              <a href={d.href} download className={buttonClass({ variant: 'secondary', size: 'sm' })}>
                <Icon name="arrow-right" size={18} className="rotate-90" />
                {d.text}
              </a>
              <p className={hintClass}>{d.hint}</p>
            </div>
          ))}
        </div>
        <Field
          id={`${id}-file`}
          label={admin ? c.fileAdmin : c.file}
          hint={
            <>
              {admin ? c.fileHintAdmin : c.fileHint}
              {reading && <span className="mt-1.5 block">{c.reading}</span>}
            </>
          }
          error={error}
          errorRole="alert"
        >
          {(control) => (
            <input
              ref={inputRef}
              {...control}
              name="file"
              type="file"
              accept={admin ? '.csv,.txt,text/csv,text/plain,.json,.geojson,.osm,application/geo+json' : '.csv,.txt,text/csv,text/plain'}
              onChange={(ev) => void choose(ev.target.files?.[0])}
              className="block w-full text-sm text-ink file:mr-3 file:min-h-11 file:cursor-pointer file:rounded-control file:border file:border-line-strong file:bg-surface file:px-4 file:py-2 file:font-semibold file:text-ink hover:file:bg-surface-muted"
            />
          )}
        </Field>
      </div>

      {parsed?.kind === 'osm' && (
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

      {parsed?.kind === 'csv' && (
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

      <div className="flex justify-end">
        <button type="submit" disabled={busy || !parsed} aria-busy={busy} className={buttonClass({ size: 'lg' })}>
          {busy ? c.importing : c.import}
        </button>
      </div>

      {result && (
        <div ref={resultRef} tabIndex={-1} role="status" className={cx(cardClass, 'p-5 sm:p-6 focus-visible:outline-2')}>
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
          <LineList title={c.errorsTitle} rows={result.errors} tone="text-danger-700" line={c.line} />
          <LineList title={c.warningsTitle} rows={result.warnings ?? []} tone="text-warning-700" line={c.line} />
          <LineList title={c.toChooseTitle} rows={result.categoryToChoose ?? []} tone="text-warning-700" line={c.line} />
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
      )}
    </form>
  );
}

/**
 * The files offered above the file field: the template, and for admins every business in the same layout
 * with our ids (decision 015 round trip: re-importing it updates those businesses).
 */
function downloads(admin: boolean): { href: string; text: string; hint: string }[] {
  const template = { href: '/downloads/isletme-sablonu.csv', text: c.template, hint: c.templateHint };
  return admin ? [template, { href: '/api/admin/export/businesses', text: c.exportAll, hint: c.exportHint }] : [template];
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
