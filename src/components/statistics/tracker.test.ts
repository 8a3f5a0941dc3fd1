import { describe, expect, it } from 'vitest';
import { istanbulDateKey } from '#lib/format.ts';
import { visitDate } from './tracker.ts';

describe("the tracker's visit date", () => {
  it("is Istanbul's day, as istanbulDateKey (Intl, tzdata) says, around every midnight since 2017", () => {
    const start = Date.UTC(2017, 0, 1, 20, 0); // 23:00 in Istanbul
    const day = 24 * 60 * 60 * 1000;
    for (let t = start; t < Date.UTC(2027, 0, 1); t += day) {
      // Either side of Istanbul's midnight (21:00 UTC) and at noon.
      for (const at of [t + 59 * 60 * 1000, t + 60 * 60 * 1000, t - 61 * 60 * 1000, t - 8 * 60 * 60 * 1000]) {
        const d = new Date(at);
        expect(visitDate(d), d.toISOString()).toBe(istanbulDateKey(d));
      }
    }
  });
});
