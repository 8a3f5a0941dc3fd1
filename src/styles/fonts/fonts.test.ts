import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { OUTPUT, TURKISH_EXTRA, turkishSubset } from './generate.ts';

describe('the Turkish font subset', () => {
  it('is committed as generate.ts writes it', async () => {
    expect(fs.readFileSync(OUTPUT).equals(await turkishSubset())).toBe(true);
  });

  it("covers exactly the Turkish letters latin lacks, in fonts.css's unicode-range", () => {
    const css = fs.readFileSync(new URL('../fonts.css', import.meta.url), 'utf8');
    const face = css.slice(css.indexOf('inter-turkish-wght-normal.woff2'));
    const range = /unicode-range: ([^;]+);/.exec(face)![1]!;
    const points = range.split(',').flatMap((part) => {
      const [a, b] = part.trim().replace(/^U\+/, '').split('-');
      const from = parseInt(a!, 16);
      const to = b ? parseInt(b, 16) : from;
      return Array.from({ length: to - from + 1 }, (_, i) => from + i);
    });
    expect(points.map((p) => String.fromCodePoint(p)).sort()).toEqual([...TURKISH_EXTRA].sort());
  });
});
