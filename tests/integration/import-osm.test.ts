/**
 * OpenStreetMap import (issue 30, first part) on every driver: `npm run cli -- import <file> --format osm`'s
 * command with the three formats (tests/fixtures/import/osm); the rows, their districts and hours as stored.
 */
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { eq, inArray } from 'drizzle-orm';
import { testDrivers } from '#tests/helpers/db.ts';
import { databaseFor } from '#tests/helpers/factories.ts';
import { businesses, districts } from '#db/schema/index.ts';
import { importMessages as M } from '#lib/import/messages.ts';
import { commands } from '#cli/commands.ts';

const DIR = path.resolve(import.meta.dirname, '../fixtures/import/osm');

describe.each(testDrivers())('OpenStreetMap import on %s (issue 30)', (driver) => {
  const t = databaseFor(driver, { seed: true });

  it('imports Overpass JSON, GeoJSON and .osm XML through the command line, published, with districts and hours', async () => {
    const overpass = await commands.import!.run(t, [path.join(DIR, 'adana-overpass.json')], { format: 'osm' });
    expect(overpass.lines[0]).toBe('İçe aktarılan: 7, güncellenen: 0, atlanan: 2 (yayımlandı; sunucu çalışıyorsa site bir dakika içinde yeniden oluşturulur).');
    expect(overpass.lines.slice(-3)).toEqual([`  ${M.osmNotBusiness(2)}`, `  ${M.osmUnnamed(1)}`, `  ${M.osmAttribution}`]);
    // told by its content without --format
    const geojson = await commands.import!.run(t, [path.join(DIR, 'adana.geojson')], { json: true });
    expect(JSON.parse(geojson.lines[0]!)).toMatchObject({ imported: 2, skipped: 0, errors: [] });
    const xml = await commands.import!.run(t, [path.join(DIR, 'adana.osm')], {});
    expect(xml.lines[0]).toMatch(/^İçe aktarılan: 2, güncellenen: 0, atlanan: 0/);

    const rows = await t.db
      .select({ name: businesses.name, status: businesses.status, district: districts.name, hours: businesses.hours, source: businesses.source, latitude: businesses.latitude })
      .from(businesses)
      .innerJoin(districts, eq(districts.id, businesses.districtId))
      .where(inArray(businesses.name, ['Gazipaşa Kebapçısı', 'Yurt Süpermarket', 'Tepebağ Gece', 'Seyhan Otel', 'Dadaloğlu Oto Servis', 'Kapıkaya Piknik Alanı']));
    const by = new Map(rows.map((r) => [r.name, r]));
    expect(Object.fromEntries([...by].map(([n, r]) => [n, r.district]))).toEqual({
      'Gazipaşa Kebapçısı': 'Seyhan', 'Yurt Süpermarket': 'Çukurova', 'Tepebağ Gece': 'Seyhan', 'Seyhan Otel': 'Seyhan', 'Dadaloğlu Oto Servis': 'Yüreğir', 'Kapıkaya Piknik Alanı': 'Karaisalı',
    });
    expect(rows.every((r) => r.status === 'approved' && r.source === 'cli')).toBe(true);
    expect(by.get('Tepebağ Gece')!.hours).toMatchObject({ mon: [['18:00', '02:00']], fri: [['18:00', '04:00']], sun: [] });
    expect(by.get('Yurt Süpermarket')!.latitude).toBe('37.03980000');

    // the same extract again: nothing doubled (matched by name in its district; updating by OSM id is still to come)
    const again = await commands.import!.run(t, [path.join(DIR, 'adana-overpass.json')], { format: 'osm', json: true });
    expect(JSON.parse(again.lines[0]!)).toMatchObject({ imported: 0, skipped: 9 });
  });
});
