/**
 * POST /api/businesses/import-csv: the CSV tab and bulk imports (decision 008; PD10). Login required;
 * an admin (with the second factor passed) publishes directly, anyone else's rows go to the moderation
 * queue as `pending`. From this site only; rate limited per user.
 *
 * Two bodies, one engine (src/lib/import, src/features/listings/import.ts):
 *  - JSON (the spec's shape): {businesses: rows[], format?: 'google'|'standard', lines?: number[]}: rows as
 *    papaparse objects (column → value); line numbers are `lines[i]` when given (the file's own lines from
 *    readCsv), else index + 2;
 *  - the file itself: `text/csv` (or text/plain, application/vnd.ms-excel) as the raw body, or
 *    multipart/form-data with the field `file` (and optionally `format`); `?format=` also works.
 * OpenStreetMap data (PD23; an admin's only, 403 for anyone else): a multipart `file` named .json,
 * .geojson or .osm, or any file with `format=osm` (Overpass JSON, GeoJSON, .osm XML; src/lib/import/osm.ts);
 * a re-import updates by OSM id and also answers `unchanged`, and `notes` carries the ODbL attribution.
 * Answers 200 {imported, skipped, errors: [{line, reason}]}. Whole-file problems answer in Turkish and
 * store nothing: 413 over 20 MB, 400 over 5,000 rows / no rows ('İçe aktarılacak veri bulunamadı') /
 * broken quoting / a binary file, 415 for another content type or file type.
 */
import { z } from 'zod';
import { db } from '#platform/db.ts';
import { badRequest, handler, HttpError, json, parseJson, readBytes } from '#api/http.ts';
import { importCsvFile, importJsonRows, importMapped, type ImportOptions } from '#features/listings/import.ts';
import { isCsvFile } from '#lib/import/csv.ts';
import { importMessages as M } from '#lib/import/messages.ts';
import { mapOsm } from '#lib/import/osm.ts';
import { isOsmFile } from '#lib/import/osm-file.ts';
import { IMPORT_LIMITS, ImportFileError, type ImportLayout, type ImportResult } from '#lib/import/types.ts';
import { enforce, rateKey } from '#platform/rate-limit.ts';

/** 20 imports per hour per user. */
export const csvImportLimit = { limit: 20, windowSeconds: 3600 } as const;
/**
 * JSON rows repeat the column names on every row. The browser sends only the columns the import reads
 * (decision 015), so a 20 MB scraper export becomes far less: 20 MB of JSON is room enough.
 */
const MAX_JSON_BYTES = IMPORT_LIMITS.maxFileBytes;
/** A multipart body carries the file plus its boundaries and headers. */
const MULTIPART_OVERHEAD = 64 * 1024;
const RAW_TYPES = ['text/csv', 'text/plain', 'application/csv', 'text/comma-separated-values', 'application/vnd.ms-excel'];

const formatSchema = z.enum(['google', 'standard'], { error: M.badFormat }).optional();
const jsonSchema = z.object({
  businesses: z.array(z.unknown(), { error: M.badRows }),
  format: formatSchema,
  lines: z.array(z.number().int().positive(), { error: M.badLines }).optional(),
});

/** A file's `format` field or `?format=`: also `osm` (OpenStreetMap data), which JSON rows cannot be. */
const fileFormatSchema = z.enum(['google', 'standard', 'osm'], { error: M.badFormat }).optional();

function parseFileFormat(value: unknown): ImportLayout | 'osm' | undefined {
  if (value === null || value === undefined || value === '') return undefined;
  const parsed = fileFormatSchema.safeParse(value);
  if (!parsed.success) throw badRequest(M.badFormat, { format: M.badFormat });
  return parsed.data;
}

/** OpenStreetMap data (PD23): an admin's import only (it publishes, and updates by OSM id). */
function importOsm(database: Awaited<ReturnType<typeof db>>, bytes: Uint8Array, options: ImportOptions): Promise<ImportResult> {
  if (!options.publish) throw new HttpError(403, M.osmAdminsOnly, { file: M.osmAdminsOnly });
  return importMapped(database, mapOsm(new TextDecoder().decode(bytes)), options);
}

function parseFormat(value: unknown): ImportLayout | undefined {
  if (value === null || value === undefined || value === '') return undefined;
  const parsed = formatSchema.safeParse(value);
  if (!parsed.success) throw badRequest(M.badFormat, { format: M.badFormat });
  return parsed.data;
}

async function run(req: Request, options: ImportOptions): Promise<ImportResult> {
  const database = await db();
  const type = (req.headers.get('content-type') ?? '').toLowerCase();
  const mime = type.split(';')[0]!.trim();
  const queryFormat = new URL(req.url).searchParams.get('format');

  if (mime === 'application/json') {
    const bytes = await readBytes(req, MAX_JSON_BYTES, M.tooLarge);
    const parsed = jsonSchema.safeParse(parseJson(new TextDecoder().decode(bytes) || '{}'));
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      const field = String(issue?.path[0] ?? 'businesses');
      const message = field === 'format' ? M.badFormat : field === 'lines' ? M.badLines : M.badRows;
      throw badRequest(message, { [field]: message });
    }
    const { businesses, format, lines } = parsed.data;
    return importJsonRows(database, businesses, { ...options, format: format ?? parseFormat(queryFormat), lines });
  }

  if (mime === 'multipart/form-data') {
    const bytes = await readBytes(req, IMPORT_LIMITS.maxFileBytes + MULTIPART_OVERHEAD, M.tooLarge);
    let form: FormData;
    try {
      // the header as sent: a browser's boundary has capitals (`----WebKitFormBoundaryAb3…`), lower-cased it matches nothing
      form = await new Response(bytes as BodyInit, { headers: { 'content-type': req.headers.get('content-type') ?? type } }).formData();
    } catch {
      throw badRequest(M.notCsv, { file: M.notCsv });
    }
    const file = form.get('file');
    if (!file || typeof file === 'string') throw badRequest(M.notCsv, { file: M.notCsv });
    const format = parseFileFormat(form.get('format') ?? queryFormat);
    const osm = format === 'osm' || (format === undefined && isOsmFile(file));
    if (!osm && !isCsvFile(file)) throw new HttpError(415, M.notCsv, { file: M.notCsv });
    if (file.size > IMPORT_LIMITS.maxFileBytes) throw new HttpError(413, M.tooLarge);
    const content = new Uint8Array(await file.arrayBuffer());
    if (osm) return importOsm(database, content, options);
    return importCsvFile(database, content, { ...options, format });
  }

  if (RAW_TYPES.includes(mime)) {
    const bytes = await readBytes(req, IMPORT_LIMITS.maxFileBytes, M.tooLarge);
    const format = parseFileFormat(queryFormat);
    if (format === 'osm') return importOsm(database, bytes, options);
    return importCsvFile(database, bytes, { ...options, format });
  }

  throw new HttpError(415, M.notCsv);
}

export default handler(
  { auth: 'user-2fa' },
  {
    POST: async (req, { db: database, caller: info }) => {
      await enforce(database, rateKey('import-csv', 'user', info.user.id), csvImportLimit);
      // Imports publish at once only for an admin; a moderator imports as any member does (decision 035).
      const publish = info.user.role === 'admin';
      const options: ImportOptions = {
        actor: {
          userId: info.user.id,
          role: info.user.role === 'moderator' ? 'user' : info.user.role,
          label: info.user.email,
          email: info.user.email,
        },
        publish,
        source: 'csv',
      };
      try {
        const result = await run(req, options);
        return json(result);
      } catch (err) {
        if (err instanceof ImportFileError) throw new HttpError(err.status, err.message);
        throw err;
      }
    },
  },
);

export const config = { path: '/api/businesses/import-csv' };
