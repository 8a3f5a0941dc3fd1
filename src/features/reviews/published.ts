/**
 * The "review published" mail (decision 022 item 6), queued in the outbox inside the moderation decision's own
 * transaction (decideReview): it exists exactly when the approval does. To the author's own address.
 */
import { eq } from 'drizzle-orm';
import type { Db } from '#db/client.ts';
import { businesses, users } from '#db/schema/index.ts';
import { enqueueMail } from '#platform/mail.ts';
import { getConfig } from '#platform/config.ts';
import { reviewPublishedMail } from './mail.ts';

/** Queues the mail to the review's author; returns the outbox id (null: the author or business is gone). */
export async function enqueueReviewPublishedMail(
  t: Db,
  review: { userId: number; businessId: number; title: string | null },
): Promise<number | null> {
  const [who] = await t
    .select({ name: users.name, email: users.email, businessName: businesses.name })
    .from(users)
    .innerJoin(businesses, eq(businesses.id, review.businessId))
    .where(eq(users.id, review.userId));
  if (!who) return null;
  const mail = reviewPublishedMail({
    name: who.name,
    businessName: who.businessName,
    title: review.title,
    url: `${getConfig().publicUrl}/business/${review.businessId}#degerlendirmeler`,
  });
  return enqueueMail(t, { kind: 'review_published', to: who.email, ...mail });
}
