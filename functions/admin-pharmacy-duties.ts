/**
 * /api/admin/pharmacy-duties (admins who passed the second factor; decision 025)
 *   GET  → {days: [{date, count, matched}]} the duty days stored from today on, and tonight's list
 *   POST {csv, source} → {stored, matched, unmatched: [{line, name}], errors: [{line, reason}], dates}: the
 *        chamber's schedule as CSV text (tarih; eczane (name or #id); ilçe; adres; telefon); the days it covers
 *        replace their earlier rows. Audited. 400 with a Turkish message for a file without those columns.
 */
import { z } from 'zod';
import { handler, json, readJson } from '#api/http.ts';
import { onDutyPharmaciesTonight, upcomingDutyDays, uploadDuties } from '#features/pharmacies/duties.ts';

const bodySchema = z.object({
  csv: z
    .string({ error: 'Nöbet listesi dosyası gerekli.' })
    .min(1, 'Nöbet listesi dosyası gerekli.')
    .max(2_000_000, 'Dosya çok büyük (en fazla 2 MB).'),
  source: z
    .string({ error: 'Kaynak gerekli.' })
    .trim()
    .min(2, 'Listenin kaynağını yazın (ör. Adana Eczacı Odası).')
    .max(160, 'Kaynak çok uzun.'),
});

export default handler(
  { auth: 'admin' },
  {
    GET: async (_req, { db }) => json({ days: await upcomingDutyDays(db), tonight: await onDutyPharmaciesTonight(db) }),
    POST: async (req, { db, caller: { user } }) => {
      const { csv, source } = await readJson(req, bodySchema, 2_200_000);
      return json(await uploadDuties(db, { id: user.id, email: user.email }, csv, source));
    },
  },
);

export const config = { path: '/api/admin/pharmacy-duties' };
