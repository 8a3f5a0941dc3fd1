/**
 * The CSV round trip (decision 015) as the integration tests use it: every business exported in the template
 * layout and read back, and CSV text imported as the CLI's operator.
 */
import { expect } from 'vitest';
import type { Db } from '#db/client.ts';
import { exportBusinesses } from '#features/listings/export.ts';
import { importCsvFile } from '#features/listings/import.ts';
import { readCsv } from '#lib/import/csv.ts';
import { EXPORT_COLUMNS } from '#lib/import/export.ts';

/** The CLI (`npm run cli -- import`): publishes at once. */
export const cliOperator = { actor: { userId: null, role: 'operator' as const, label: 'cli' }, publish: true, source: 'cli' as const };

/** Every business exported as CSV (`npm run cli -- export`), and the file read back, its header checked. */
export async function exportAndRead(db: Db) {
  const { csv, count } = await exportBusinesses(db);
  const file = readCsv(new TextEncoder().encode(csv));
  // The header is the template layout (pinned name by name in src/lib/business-fields.test.ts).
  expect(file.fields).toEqual([...EXPORT_COLUMNS]);
  return { csv, count, file };
}

/** CSV text imported as the CLI's operator. */
export const importCsvText = (db: Db, text: string) => importCsvFile(db, new TextEncoder().encode(text), cliOperator);
