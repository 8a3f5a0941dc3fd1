import { describe, expect, it } from 'vitest';
import { summaryFrom } from './aggregate.ts';

describe('summaryFrom', () => {
  it('averages to one decimal like PostgreSQL round(numeric, 1), with the 5 → 1 distribution', () => {
    expect(summaryFrom([])).toEqual({ average: 0, count: 0, distribution: [0, 0, 0, 0, 0] });
    expect(
      summaryFrom([
        { rating: 5, n: 1 },
        { rating: 2, n: 1 },
        { rating: 4, n: 1 },
      ]),
    ).toEqual({ average: 3.7, count: 3, distribution: [1, 1, 0, 1, 0] });
    // 4.25 → 4.3 (half away from zero), 4.35 → 4.4
    expect(
      summaryFrom([
        { rating: 5, n: 1 },
        { rating: 4, n: 3 },
      ]).average,
    ).toBe(4.3);
    expect(
      summaryFrom([
        { rating: 5, n: 7 },
        { rating: 4, n: 13 },
      ]).average,
    ).toBe(4.4);
    expect(summaryFrom([{ rating: 1, n: 2 }]).distribution).toEqual([0, 0, 0, 0, 2]);
  });
});
