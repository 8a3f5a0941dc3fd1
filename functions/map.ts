/**
 * GET /api/map: what the map shows in a viewport (src/features/search/map.ts). Approved businesses only.
 *
 *   bbox      "W,S,E,N": west and east longitude, south and north latitude (decimal degrees, WGS84);
 *             W < E and S < N; longitudes are clamped to ±180, latitudes to the map's ±85.05.
 *   zoom      0–22, decimals allowed (the cells follow the whole zoom)
 *   q, category, district   as GET /api/businesses/search (the same Turkish-aware matching); unknown
 *             category or district: an empty answer (200)
 *   open=1    only the businesses open now (Europe/Istanbul, by their hours, not temporarily closed), as the
 *             search's open=1: clusters, businesses and counts are computed from the matching rows at
 *             request time instead of the pre-counted grid
 *
 * Answer: { zoom, total, withCoordinates, clusters: [{id, latitude, longitude, count, bbox}],
 * businesses: MapBusiness[], truncated }; at zoom ≥ 15, or with at most 300 matches in the bbox, only
 * businesses (at most 500, best rated first); below, grid clusters and the cells' single businesses (at
 * most 600 items). Every business carries its hours, `isOpen` and `openNow`/`nextChange` (computed now).
 * CDN-cacheable for 30 seconds (the island asks with `snapMapQuery`, src/lib/map-grid.ts: whole zoom, bbox
 * widened to quarter tiles, so that nearby viewports share a URL), or less when a business in the answer
 * opens or closes sooner; with open=1, also when any business matching the other filters does (anywhere:
 * it would join or leave the answer and its counts), or a special day, holiday or duty night starts or ends.
 * Tagged `map` (Netlify-Cache-Tag): saving special hours or a duty schedule purges every cached answer.
 * Bad parameters: 400 with a Turkish message per field.
 */
import { z } from 'zod';
import { handler, json, readQuery } from '#api/http.ts';
import { mapView } from '#features/search/map.ts';
import { openNowCache, openNowCacheHorizon } from '#features/businesses/open-now.ts';
import { filter, openNowParam, queryText } from '#lib/search/params.ts';
import { MAX_LATITUDE, type Bbox } from '#lib/map-grid.ts';
import { MAP_CACHE_TAG } from '#platform/rebuild.ts';

const DECIMAL = /^-?\d{1,4}(\.\d{1,20})?$/;
const BBOX_FORMAT = 'bbox "batı,güney,doğu,kuzey" biçiminde dört sayı olmalıdır (ör. 35.20,36.95,35.45,37.10).';

const clamp = (n: number, min: number, max: number) => Math.min(max, Math.max(min, n));

export const mapParamsSchema = z.object({
  bbox: z
    .string({ error: 'bbox gereklidir: haritanın görünen alanı "batı,güney,doğu,kuzey" biçiminde.' })
    .transform((s) => s.split(',').map((v) => v.trim()))
    .refine((parts) => parts.length === 4 && parts.every((v) => DECIMAL.test(v)), { message: BBOX_FORMAT })
    .transform((parts): Bbox => {
      const [w, s, e, n] = parts.map(Number) as [number, number, number, number];
      return [clamp(w, -180, 180), clamp(s, -MAX_LATITUDE, MAX_LATITUDE), clamp(e, -180, 180), clamp(n, -MAX_LATITUDE, MAX_LATITUDE)];
    })
    .refine(([w, s, e, n]) => w < e && s < n, {
      message: "bbox'ta batı doğudan, güney kuzeyden küçük olmalıdır (ör. 35.20,36.95,35.45,37.10).",
    }),
  zoom: z
    .string({ error: 'zoom gereklidir: 0 ile 22 arasında bir sayı.' })
    .transform((s) => s.trim())
    .refine((s) => /^\d{1,2}(\.\d{1,6})?$/.test(s) && Number(s) <= 22, { message: 'zoom 0 ile 22 arasında bir sayı olmalıdır.' })
    .transform(Number),
  q: queryText,
  category: filter('Kategori'),
  district: filter('İlçe'),
  open: openNowParam,
});

/** Seconds a CDN keeps an answer when nothing in it opens or closes sooner. */
const CACHE_SECONDS = 30;

export default handler(
  { auth: 'public' },
  {
    GET: async (req, { db }) => {
      const params = readQuery(req, mapParamsSchema);
      const now = new Date();
      const { answer, changing } = await mapView(db, { ...params, now, changesWithin: openNowCacheHorizon(CACHE_SECONDS) });
      const headers = { ...openNowCache([...answer.businesses, ...changing], now, CACHE_SECONDS), 'Netlify-Cache-Tag': MAP_CACHE_TAG };
      return json(answer, { headers });
    },
  },
);

export const config = { path: '/api/map' };
