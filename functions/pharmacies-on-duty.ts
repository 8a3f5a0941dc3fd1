/**
 * GET /api/pharmacies/on-duty[?district=slug] → tonight's on-duty pharmacies by district (decision 025;
 * src/features/pharmacies/duties.ts): {dutyDate (null when no uploaded schedule covers now), until, districts:
 * [{slug, name, pharmacies: [{name, address, phone, businessId, latitude, longitude}]}], source, updatedAt}.
 * Public; CDN-cached 60 s at most, never past the duty change.
 */
import { z } from 'zod';
import { handler, json, readQuery } from '#api/http.ts';
import { onDutyPharmaciesTonight } from '#features/pharmacies/duties.ts';

const querySchema = z.object({ district: z.string().trim().max(60, 'İlçe adı çok uzun.').optional() });

export default handler(
  { auth: 'public' },
  {
    GET: async (req, { db }) => {
      const { district } = readQuery(req, querySchema);
      const now = new Date();
      const answer = await onDutyPharmaciesTonight(db, district, now);
      const left = Math.max(0, Math.floor((Date.parse(answer.until) - now.getTime()) / 1000));
      const maxAge = Math.min(60, left);
      const value = `public, s-maxage=${maxAge}, stale-while-revalidate=${Math.min(60, left - maxAge)}`;
      return json(answer, { headers: { 'Cache-Control': `public, max-age=0, ${value.slice(8)}`, 'Netlify-CDN-Cache-Control': value } });
    },
  },
);

export const config = { path: '/api/pharmacies/on-duty' };
