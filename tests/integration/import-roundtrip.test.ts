/**
 * Real exports end to end and the round trip (decision 015) on every driver: scraper files imported with
 * warnings and no invented price range; every business exported as CSV in the template layout
 * (`npm run cli -- export`) and re-imported: the same businesses updated, not duplicated, and counted.
 */
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { eq, inArray } from 'drizzle-orm';
import { testDrivers } from '#tests/helpers/db.ts';
import { cliOperator, exportAndRead, importCsvText } from '#tests/helpers/csv-export.ts';
import { databaseFor, makeAdminSession, makeUser, routedFunctions } from '#tests/helpers/factories.ts';
import { auditLog, businesses } from '#db/schema/index.ts';
import { importCsvFile } from '#features/listings/import.ts';
import { exportBusinesses } from '#features/listings/export.ts';
import { importMessages as M } from '#lib/import/messages.ts';
import { commands } from '#cli/commands.ts';

const FIXTURES = path.resolve(import.meta.dirname, '../fixtures/import');
const fixture = async (name: string) => new Uint8Array(await fs.readFile(path.join(FIXTURES, name)));

describe.each(testDrivers())('real exports and the round trip on %s', (driver) => {
  const t = databaseFor(driver, { seed: true });

  it("Apify's 1,034-column export and gosom's: imported with warnings, no invented price range", async () => {
    const apify = await importCsvFile(t.db, await fixture('apify-wide.csv'), cliOperator);
    expect(apify).toMatchObject({ imported: 6, skipped: 1, categoryToChoose: [{ line: 8, reason: M.undecidedCategory('Notary public') }] });
    expect(apify.warnings).toEqual([{ line: 5, reason: M.fieldDropped(M.badPhone('0322 12')) }]);
    const gosom = await importCsvFile(t.db, await fixture('gosom.csv'), cliOperator);
    expect(gosom).toMatchObject({ imported: 4, skipped: 1 });
    const rows = await t.db
      .select()
      .from(businesses)
      .where(inArray(businesses.name, ['Mado Türkmenbaşı', 'Meşhur Lahmacun Salonu', 'Saray Düğün Evi']));
    const by = new Map(rows.map((r) => [r.name, r]));
    expect(by.get('Mado Türkmenbaşı')).toMatchObject({ priceRange: null, phone: '+904448464', subcategory: 'Tatlıcı' });
    expect(by.get('Meşhur Lahmacun Salonu')).toMatchObject({
      priceRange: 'Pahalı',
      email: 'info@lahmacunsalonu.com',
      description: 'Odun ateşinde ince lahmacun.',
    });
    expect(by.get('Meşhur Lahmacun Salonu')!.hours).toEqual({
      mon: [
        ['12:00', '16:00'],
        ['18:00', '00:00'],
      ],
      tue: [
        ['12:00', '16:00'],
        ['18:00', '00:00'],
      ],
      fri: [],
    });
    expect(by.get('Saray Düğün Evi')).toMatchObject({ priceRange: null, phone: '+904441444' });
  });

  it('exports every business in the template layout and a re-import updates them (by our id), counted', async () => {
    const { csv, count } = await exportAndRead(t.db);
    expect(count).toBe(10);

    // the same file again: every business updated, none added, none skipped
    const again = await importCsvText(t.db, csv);
    expect(again).toEqual({ imported: 0, skipped: 0, errors: [], updated: 10 });
    const [lahmacun] = await t.db.select().from(businesses).where(eq(businesses.name, 'Meşhur Lahmacun Salonu'));
    expect(lahmacun!.hours).toEqual({
      mon: [
        ['12:00', '16:00'],
        ['18:00', '00:00'],
      ],
      tue: [
        ['12:00', '16:00'],
        ['18:00', '00:00'],
      ],
      fri: [],
    });
    expect(lahmacun!.priceRange).toBe('Pahalı');

    // edited in a spreadsheet: a new phone reaches the business
    const edited = csv.replace('+903223520011', '0322 999 88 77');
    const updated = await importCsvText(t.db, edited);
    expect(updated.updated).toBe(10);
    const [after] = await t.db.select().from(businesses).where(eq(businesses.id, lahmacun!.id));
    expect(after!.phone).toBe('+903229998877');
    expect(await exportBusinesses(t.db)).toMatchObject({ count: 10 });
  });

  it("a user's import of the same file only adds: matches are reported as duplicates, never changed", async () => {
    const { user } = await makeUser(t.db);
    const { csv } = await exportBusinesses(t.db);
    const result = await importCsvFile(t.db, new TextEncoder().encode(csv), {
      actor: { userId: user.id, role: 'user', label: user.email, email: user.email },
      publish: false,
      source: 'csv',
    });
    expect(result).toMatchObject({ imported: 0, skipped: 10 });
    expect(result.updated).toBeUndefined();
  });

  it('npm run cli -- export writes the file', async () => {
    const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'export-cli-'));
    try {
      const file = path.join(dir, 'isletmeler.csv');
      const out = await commands.export!.run(t, [file], {});
      expect(out.lines[0]).toMatch(/^10 işletme /);
      const text = await fs.readFile(file, 'utf8');
      expect(text.startsWith('\ufeffname;category;subcategory;')).toBe(true);
      await expect(commands.export!.run(t, [], {})).rejects.toThrow('export bir dosya adı ister');
    } finally {
      await fs.rm(dir, { recursive: true, force: true });
    }
  });
});

describe.each(testDrivers())("the admins' CSV download on %s", (driver) => {
  const t = databaseFor(driver, { seed: true });
  const fns = routedFunctions(['admin-businesses-export']);

  it('admins with the second factor download the CSV (audited); others are refused', async () => {
    await importCsvFile(t.db, await fixture('gosom.csv'), cliOperator);
    const admin = await makeAdminSession(t.db);
    const res = await fns.call('GET', '/api/admin/export/businesses', { cookie: admin.cookie });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/csv/);
    expect(res.headers.get('content-disposition')).toMatch(/attachment; filename="adana-rehberi-isletmeler-/);
    expect(await res.text()).toContain('Meşhur Lahmacun Salonu');
    const [entry] = await t.db.select().from(auditLog).where(eq(auditLog.action, 'business.exported'));
    expect(entry).toMatchObject({ details: { count: 4, pending: false } });

    const { cookie } = await makeUser(t.db);
    expect((await fns.call('GET', '/api/admin/export/businesses', { cookie })).status).toBe(403);
    expect((await fns.call('GET', '/api/admin/export/businesses', {})).status).toBe(401);
    const noTotp = await makeAdminSession(t.db, { secondFactor: false });
    expect((await fns.call('GET', '/api/admin/export/businesses', { cookie: noTotp.cookie })).status).toBe(403);
  });
});
