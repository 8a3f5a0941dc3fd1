import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { FONTS, LATIN_CHARS, TURKISH_EXTRA, subset } from './generate.ts';

const css = fs.readFileSync(new URL('../fonts.css', import.meta.url), 'utf8');

/** The characters of the unicode-range of the @font-face whose src is `file`. */
function rangeOf(file: string): string[] {
  const face = css.slice(css.indexOf(file));
  const range = /unicode-range: ([^;]+);/.exec(face)![1]!;
  return range.split(',').flatMap((part) => {
    const [a, b] = part.trim().replace(/^U\+/, '').split('-');
    const from = parseInt(a!, 16);
    const to = b ? parseInt(b, 16) : from;
    return Array.from({ length: to - from + 1 }, (_, i) => String.fromCodePoint(from + i));
  });
}

describe('the Turkish font subsets', () => {
  for (const font of FONTS) {
    it(`${path.basename(font.output)} is committed as generate.ts writes it`, async () => {
      expect(fs.readFileSync(font.output).equals(await subset(font))).toBe(true);
    });
  }

  it("fonts.css's unicode-ranges are the characters each file holds", () => {
    expect(rangeOf('inter-latin-tr-wght-normal.woff2').sort()).toEqual([...LATIN_CHARS].sort());
    expect(rangeOf('inter-turkish-wght-normal.woff2').sort()).toEqual([...TURKISH_EXTRA].sort());
  });

  it('the two cover every letter of the Turkish alphabet, both cases', () => {
    const covered = new Set([...LATIN_CHARS, ...TURKISH_EXTRA]);
    const alphabet = 'abcçdefgğhıijklmnoöprsştuüvyzâîû';
    const missing = [...alphabet, ...alphabet.toLocaleUpperCase('tr')].filter((c) => !covered.has(c));
    expect(missing).toEqual([]);
  });
});
