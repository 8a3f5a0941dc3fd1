/**
 * Bulk decisions on every admin queue (decisions 035 and 036): the items an admin or moderator selected, each
 * decided by the queue's own single-item function — its own transaction, its row locked, changed only from the
 * state read (a business's status, a review's version) — one after another. An item decided meanwhile answers
 * 409 there and is reported here as 'conflict' without stopping the others.
 *
 * What "approve" and "reject" mean per queue:
 *   businesses   approve / reject (reason mailed)        reviews   approve / reject (reason mailed)
 *   reports      close the reports (review stays) / hide the review
 *   owners       approve (never replacing an owner: 409) / reject (reason mailed)
 *   changes      publish / reject (reason mailed)        suggestions  accept as given / dismiss
 *   ads          mark contacted / cancel (admins only)   campaigns  approve / reject (reason mailed), from the version read
 */
import { z } from 'zod';
import type { Db } from '#db/client.ts';
import { HttpError, conflict } from '#platform/errors.ts';
import { log } from '#platform/log.ts';
import { BULK_MAX, BULK_QUEUES, type BulkAnswer, type BulkResult } from '#lib/contract/admin.ts';
import { CAMPAIGN_LIMITS, campaignMessages } from '#lib/contract/campaigns.ts';
import { BUSINESS_STATUSES, type BusinessStatus } from '#lib/contract/moderation.ts';
import { approveBusiness, rejectBusiness, type Actor } from '#features/listings/moderation.ts';
import { decideReview } from '#features/reviews/moderation.ts';
import { approveOwner, rejectOwner } from '#features/owners/admin.ts';
import { approveChange, rejectChange } from '#features/owners/changes.ts';
import { adminDecide } from '#features/owners/suggestions.ts';
import { transitionAdRequest } from '#features/advertising/pipeline.ts';
import { decideCampaign } from '#features/campaigns/campaigns.ts';

const id = z.number({ error: 'Kimlikler tam sayı olmalıdır' }).int('Kimlikler tam sayı olmalıdır').min(1).max(2_147_483_647);

export const bulkSchema = z
  .object(
    {
      queue: z.enum(BULK_QUEUES, {
        error: 'Liste businesses, reviews, reports, owners, changes, suggestions, ads veya campaigns olmalıdır',
      }),
      action: z.enum(['approve', 'reject'], { error: 'İşlem approve veya reject olmalıdır' }),
      items: z
        .array(
          z.object({
            id,
            /** The state read: a business's status, a review's or a campaign's version. */
            read: z.string().max(32).optional(),
          }),
          { error: 'Karar verilecek kayıtları seçin' },
        )
        .min(1, 'Karar verilecek kayıtları seçin')
        .max(BULK_MAX, `Bir seferde en fazla ${BULK_MAX} kayıt için karar verilebilir`),
      reason: z.string().trim().max(1000, 'Ret nedeni en fazla 1000 karakter olabilir').optional(),
    },
    { error: 'İstek gövdesi bir nesne olmalıdır.' },
  )
  .superRefine((v, ctx) => {
    const needsReason = v.action === 'reject' && v.queue !== 'reports' && v.queue !== 'suggestions';
    if (needsReason && (v.reason ?? '').length < 5)
      ctx.addIssue({ code: 'custom', path: ['reason'], message: 'Ret nedenini en az 5 karakterle yazın; sahibine e-postayla gönderilir' });
    if (v.queue === 'campaigns' && (v.reason ?? '').length > CAMPAIGN_LIMITS.reasonMax)
      ctx.addIssue({ code: 'custom', path: ['reason'], message: campaignMessages.reasonMax });
  });
export type BulkInput = z.infer<typeof bulkSchema>;

const statusRead = (read: string | undefined): BusinessStatus | undefined =>
  (BUSINESS_STATUSES as readonly string[]).includes(read ?? '') ? (read as BusinessStatus) : undefined;

/** Decides one item of a queue with that queue's own function. */
async function decideOne(db: Db, actor: Actor, input: BulkInput, item: { id: number; read?: string | undefined }): Promise<void> {
  const { queue, action, reason = '' } = input;
  const approve = action === 'approve';
  switch (queue) {
    case 'businesses':
      await (approve
        ? approveBusiness(db, actor, item.id, undefined, statusRead(item.read))
        : rejectBusiness(db, actor, item.id, reason, statusRead(item.read)));
      return;
    case 'reviews':
      await decideReview(db, actor, item.id, approve ? 'approve' : 'reject', approve ? undefined : reason, item.read);
      return;
    case 'reports':
      await decideReview(db, actor, item.id, approve ? 'dismiss-reports' : 'hide');
      return;
    case 'owners':
      await (approve ? approveOwner(db, actor, item.id, {}) : rejectOwner(db, actor, item.id, reason));
      return;
    case 'changes':
      await (approve ? approveChange(db, actor, item.id) : rejectChange(db, actor, item.id, reason));
      return;
    case 'suggestions':
      await adminDecide(db, actor, item.id, approve ? 'accept' : 'dismiss');
      return;
    case 'ads':
      await transitionAdRequest(db, actor, item.id, approve ? 'contacted' : 'cancelled', approve ? {} : { note: reason });
      return;
    case 'campaigns': {
      // A campaign is decided only from the version read; without one it cannot be decided safely.
      const version = Number(item.read);
      if (!Number.isInteger(version) || version < 0)
        throw conflict('Kampanya siz okuduktan sonra değişti; listeyi yenileyip yeniden bakın.');
      await decideCampaign(db, actor, item.id, approve ? 'approve' : 'reject', version, approve ? undefined : reason);
      return;
    }
  }
}

/** Decides every item in turn; one item's refusal never stops the others. */
export async function decideMany(db: Db, actor: Actor, input: BulkInput): Promise<BulkAnswer> {
  const results: BulkResult[] = [];
  for (const item of input.items) {
    try {
      await decideOne(db, actor, input, item);
      results.push({ id: item.id, outcome: 'done' });
    } catch (err) {
      if (!(err instanceof HttpError) || err.status >= 500) {
        log.error('bulk decision failed', { queue: input.queue, id: item.id, err });
        results.push({ id: item.id, outcome: 'failed', message: 'Beklenmeyen bir hata oluştu.' });
      } else {
        results.push({ id: item.id, outcome: err.status === 409 ? 'conflict' : 'failed', message: err.message });
      }
    }
  }
  const tally = (o: BulkResult['outcome']) => results.filter((r) => r.outcome === o).length;
  return { results, done: tally('done'), conflicts: tally('conflict'), failed: tally('failed') };
}
