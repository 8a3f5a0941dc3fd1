/**
 * Admins change the price list and the duration discounts without a deploy (PD16). A change applies to new
 * requests only: every request keeps the total computed when it was made. The pages show prices from the
 * build's data, so a change schedules a rebuild.
 */
import { and, eq } from 'drizzle-orm';
import type { Db } from '#db/client.ts';
import { durationDiscounts, priceList } from '#db/schema/index.ts';
import { readPrices } from '#features/pricing/prices.ts';
import type { priceUpdateSchema } from '#lib/contract/advertising.ts';
import type { PriceBook } from '#lib/pricing.ts';
import type { z } from '#lib/zod.ts';
import { audit } from '#platform/audit.ts';
import { badRequest } from '#platform/errors.ts';
import { requestRebuild } from '#platform/rebuild.ts';
import type { Actor } from './pipeline.ts';

export async function updatePrices(db: Db, actor: Actor, input: z.infer<typeof priceUpdateSchema>): Promise<PriceBook> {
  await db.transaction(async (t) => {
    for (const item of input.items) {
      const updated = await t
        .update(priceList)
        .set({
          name: item.name,
          monthlyPrice: item.monthlyPrice,
          ...(item.highlighted !== undefined ? { highlighted: item.highlighted } : {}),
          updatedAt: new Date(),
        })
        .where(and(eq(priceList.kind, item.kind), eq(priceList.code, item.code)))
        .returning({ id: priceList.id });
      if (!updated.length)
        throw badRequest('Fiyat listesinde olmayan bir kalem gönderildi.', { items: `${item.kind}/${item.code} bulunamadı` });
    }
    for (const d of input.discounts) {
      await t
        .insert(durationDiscounts)
        .values({ months: d.months, discountPercent: d.discountPercent })
        .onConflictDoUpdate({ target: durationDiscounts.months, set: { discountPercent: d.discountPercent } });
    }
    await audit(t, {
      actorUserId: actor.id,
      actorLabel: actor.email,
      action: 'prices.updated',
      targetType: 'price_list',
      details: {
        items: input.items.map((i) => `${i.kind}/${i.code}=${i.monthlyPrice}`),
        discounts: input.discounts.map((d) => `${d.months}:${d.discountPercent}`),
      },
    });
    await requestRebuild(t, 'prices updated');
  });
  return readPrices(db);
}
