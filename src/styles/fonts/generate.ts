/**
 * Inter for Turkish text, as two small variable fonts cut from @fontsource-variable/inter:
 *
 *   node --import tsx src/styles/fonts/generate.ts
 *
 * - `inter-latin-tr-wght-normal.woff2` (≈ 28 KB): from its latin file (47 KB), the characters Turkish pages use
 *   (LATIN_CHARS: ASCII, Latin-1 with ç ö ü â, dotless ı, the quotes, dashes and ellipsis, € and a few arrows);
 * - `inter-turkish-wght-normal.woff2` (≈ 3 KB): from its latin-ext file, the Turkish letters latin lacks
 *   (ğ Ğ ş Ş İ) and the lira sign.
 * Both keep the weight axis from 400 to 700, the weights the design uses (font-normal to font-bold), so every
 * weight is still one file. Together they are 31 KB where the whole latin file alone was 47 KB: the bytes a
 * first visit fetches beside the CSS before its text settles (decision 016's addendum). The code points are
 * also the @font-face unicode-ranges in fonts.css; src/styles/fonts/fonts.test.ts checks that the committed
 * files are what this writes and that the ranges match.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import subsetFont from 'subset-font';

const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => String.fromCodePoint(from + i)).join('');

/** The latin file's share: U+0020-007E, U+00A0-00FF, U+0131, U+2013-2014, U+2018-201D, U+2022, U+2026, U+20AC, U+2122, U+2190-2193, U+2212. */
export const LATIN_CHARS =
  range(0x20, 0x7e) + range(0xa0, 0xff) + 'ı' + '–—' + range(0x2018, 0x201d) + '•…€™' + range(0x2190, 0x2193) + '−';
/** ğ Ğ İ ş Ş and ₺: U+011E-011F, U+0130, U+015E-015F, U+20BA. */
export const TURKISH_EXTRA = 'ĞğİŞş₺';

const here = path.dirname(fileURLToPath(import.meta.url));
const files = path.resolve(here, '../../../node_modules/@fontsource-variable/inter/files');

export const FONTS = [
  {
    source: path.join(files, 'inter-latin-wght-normal.woff2'),
    output: path.join(here, 'inter-latin-tr-wght-normal.woff2'),
    chars: LATIN_CHARS,
  },
  {
    source: path.join(files, 'inter-latin-ext-wght-normal.woff2'),
    output: path.join(here, 'inter-turkish-wght-normal.woff2'),
    chars: TURKISH_EXTRA,
  },
] as const;

/** The weights kept on the variable axis. */
export const WEIGHTS = { min: 400, max: 700 } as const;

export function subset(font: (typeof FONTS)[number]): Promise<Buffer> {
  return subsetFont(fs.readFileSync(font.source), font.chars, { targetFormat: 'woff2', variationAxes: { wght: WEIGHTS } });
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  for (const font of FONTS) {
    const data = await subset(font);
    fs.writeFileSync(font.output, data);
    process.stdout.write(`${path.relative(process.cwd(), font.output)}: ${data.length} bytes\n`);
  }
}
