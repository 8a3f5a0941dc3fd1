/**
 * Every business as CSV in the template layout (decision 015, round trip): `npm run cli -- export` and the
 * admins' download. Approved businesses by default; `statuses` may add pending ones. Read in id order,
 * in pages, so a large guide does not hold one huge result.
 */
import { and, asc, eq, gt, inArray } from 'drizzle-orm';
import type { Db } from '#db/client.ts';
import { businesses, categories, districts } from '#db/schema/index.ts';
import { businessesCsv, type ExportBusiness } from '#lib/import/export.ts';

const PAGE = 1000;

export type ExportStatus = 'approved' | 'pending';

export async function exportBusinesses(db: Db, statuses: readonly ExportStatus[] = ['approved']): Promise<{ csv: string; count: number }> {
  const rows: ExportBusiness[] = [];
  let lastId = 0;
  for (;;) {
    const page = await db
      .select({
        id: businesses.id,
        name: businesses.name,
        category: categories.name,
        subcategory: businesses.subcategory,
        address: businesses.address,
        district: districts.name,
        description: businesses.description,
        phone: businesses.phone,
        whatsapp: businesses.whatsapp,
        email: businesses.email,
        website: businesses.website,
        priceRange: businesses.priceRange,
        latitude: businesses.latitude,
        longitude: businesses.longitude,
        hours: businesses.hours,
        googleCid: businesses.googleCid,
        googlePlaceId: businesses.googlePlaceId,
        osmId: businesses.osmId,
      })
      .from(businesses)
      // left: with --pending, a business still waiting for its category to be chosen (decision 015) is exported too
      .leftJoin(categories, eq(businesses.categoryId, categories.id))
      .leftJoin(districts, eq(businesses.districtId, districts.id))
      .where(and(inArray(businesses.status, [...statuses]), gt(businesses.id, lastId)))
      .orderBy(asc(businesses.id))
      .limit(PAGE);
    // a business still waiting for its category (decision 015) has none to write
    rows.push(...page.map((r) => ({ ...r, category: r.category ?? '', district: r.district ?? '' })));
    if (page.length < PAGE) break;
    lastId = page[page.length - 1]!.id;
  }
  return { csv: businessesCsv(rows), count: rows.length };
}
