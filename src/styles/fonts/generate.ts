/**
 * The Turkish letters Inter's "latin" subset lacks, as a small variable font of their own:
 *
 *   node --import tsx src/styles/fonts/generate.ts
 *
 * @fontsource-variable/inter's latin file (all weights in one, 47 KB) has ç ö ü ı and every ASCII letter, but
 * not ğ Ğ ş Ş İ, nor the lira sign; those live in its latin-ext file (85 KB, mostly letters Turkish text never
 * uses). This keeps only them from latin-ext (3 KB, the weight axis kept), so a page loads two font files
 * instead of six (decision 016's addendum). `TURKISH_EXTRA` is also the @font-face's unicode-range
 * (fonts.css); src/styles/fonts/fonts.test.ts checks that the committed file is what this writes.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import subsetFont from 'subset-font';

/** ğ Ğ İ ş Ş and ₺: the code points, as in fonts.css's unicode-range (U+011E-011F, U+0130, U+015E-015F, U+20BA). */
export const TURKISH_EXTRA = 'ĞğİŞş₺';

const here = path.dirname(fileURLToPath(import.meta.url));
export const SOURCE = path.resolve(here, '../../../node_modules/@fontsource-variable/inter/files/inter-latin-ext-wght-normal.woff2');
export const OUTPUT = path.join(here, 'inter-turkish-wght-normal.woff2');

export async function turkishSubset(): Promise<Buffer> {
  return subsetFont(fs.readFileSync(SOURCE), TURKISH_EXTRA, { targetFormat: 'woff2' });
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const font = await turkishSubset();
  fs.writeFileSync(OUTPUT, font);
  process.stdout.write(`${path.relative(process.cwd(), OUTPUT)}: ${font.length} bytes\n`);
}
