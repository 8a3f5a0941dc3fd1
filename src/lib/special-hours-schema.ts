/**
 * What owners and admins send to `PUT /api/businesses/:id/special-hours` (decision 025), checked by the
 * function. Apart from src/lib/special-hours.ts so the pages' open badge does not carry zod.
 */
import { z } from './zod.ts';
import { parseTime } from './hours.ts';

const M = {
  time: 'Saatleri SS:DD biçiminde girin (ör. 09:00)',
  range: 'Açılış ve kapanış saati aynı olamaz',
  date: 'Tarihi YYYY-AA-GG biçiminde girin (ör. 2026-05-27)',
  dup: 'Aynı tarih iki kez girilmiş',
  many: 'En fazla 60 özel gün girilebilir',
} as const;

const range = z
  .tuple([z.string(), z.string()])
  .refine(([o, c]) => parseTime(o) !== null && parseTime(c) !== null && parseTime(o)! < 24 * 60, M.time)
  .refine(([o, c]) => o !== c || o === '00:00', M.range);
const ranges = z.array(range).max(2, 'Bir gün için en fazla iki saat aralığı girilebilir');

/** What owners and admins send (`PUT /api/businesses/:id/special-hours`). */
export const specialHoursSchema = z
  .object({
    holidays: ranges.nullable(),
    days: z
      .array(
        z.object({
          date: z
            .string()
            .regex(/^\d{4}-\d{2}-\d{2}$/, M.date)
            .refine((d) => !Number.isNaN(Date.parse(`${d}T00:00:00+03:00`)), M.date),
          ranges,
          note: z.string().trim().max(80).nullish(),
        }),
      )
      .max(60, M.many)
      .refine((days) => new Set(days.map((d) => d.date)).size === days.length, M.dup),
  })
  .strict();
