/**
 * The "Dosyadan içe aktar" tab (spec §2, §5; PD10; PD23): needs a login (a user's import goes to the
 * moderation queue, an admin's is published). Template download; the chosen file is read in the browser
 * with the import engine's own reader (src/lib/import/csv.ts: UTF-8 or Windows-1254, `,` or `;`, quoted
 * fields) for a preview of the first 5 rows ('... ve N satır daha') and the detected layout; "İçe aktar"
 * sends the rows to POST /api/businesses/import-csv and shows what was imported and every skipped line.
 * An admin may also choose OpenStreetMap data (.json/.geojson/.osm, PD23): its format is told from the
 * start of the text, and the file itself is sent (multipart) to be read on the server; the answer's
 * `unchanged` and `notes` (the ODbL attribution, what was left out) are shown. The preview and the answer
 * are drawn by CsvImportPreview.tsx and CsvImportResult.tsx.
 */
import { useEffect, useId, useRef, useState, type SubmitEvent } from 'react';
import { readCsv, isCsvFile } from '#lib/import/csv.ts';
import { detectLayout } from '#lib/import/layout.ts';
import { detectOsmFormat, isOsmFile } from '#lib/import/osm-file.ts';
import type { ImportResult } from '#lib/import/types.ts';
import { importMessages } from '#lib/import/messages.ts';
import { useSession, loadSession } from '#stores/session.ts';
import { notify } from '#components/toast/notify.ts';
import { Icon } from '#components/ui/Icon.tsx';
import { buttonClass, cardClass, cx, hintClass, skeletonClass } from '#components/ui/classes.ts';
import { Field } from '#components/ui/form/Field.tsx';
import { postForm, postJson } from './api.ts';
import { LISTING_COPY } from './copy.ts';
import { ImportPreview, type Parsed } from './CsvImportPreview.tsx';
import { ImportResultCard } from './CsvImportResult.tsx';

const c = LISTING_COPY.csv;
const LOGIN_HREF = `/login?next=${encodeURIComponent('/add-business?sekme=csv')}`;

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
          districtToChoose: res.body.districtToChoose ?? [],
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

      {parsed && <ImportPreview id={id} parsed={parsed} />}

      <div className="flex justify-end">
        <button type="submit" disabled={busy || !parsed} aria-busy={busy} className={buttonClass({ size: 'lg' })}>
          {busy ? c.importing : c.import}
        </button>
      </div>

      {result && <ImportResultCard ref={resultRef} result={result} admin={admin} />}
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
