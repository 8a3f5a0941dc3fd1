/**
 * The admin's moderation of reviews ("Değerlendirmeler"): the pending queue (oldest first), the reported
 * queue (reviews with open reports), and the decided lists; approve, reject with a reason (mailed to the
 * author), hide an approved review, dismiss a review's reports. Every decision recomputes the business's
 * numbers in its transaction, requests a rebuild when a public page changes, closes the open reports it
 * answers, and writes the audit log.
 */
import crypto from 'node:crypto';
import { and, asc, count, desc, eq, exists, ilike, inArray, or, sql } from 'drizzle-orm';
import type { Db } from '#db/client.ts';
import { businesses, reviewReports, reviews, users } from '#db/schema/index.ts';
import { audit } from '#platform/audit.ts';
import { conflict, notFound } from '#platform/errors.ts';
import { deliverNow, enqueueMail } from '#platform/mail.ts';
import { getConfig } from '#platform/config.ts';
import type { AdminReviewItem, AdminReviewList, AdminReviewQueue, ReportReason, ReviewStatus } from '#lib/contract/reviews.ts';
import { authorLabel } from '#lib/contract/reviews.ts';
import { purgeBusinessPage, recomputeRating, requestReviewRebuild } from './aggregate.ts';
import { reviewRejectedMail } from './mail.ts';
import { enqueueReviewPublishedMail } from './published.ts';
import { REVIEW_NOT_FOUND } from './reviews.ts';
import { reviewPhotos } from './shape.ts';

export interface Actor {
  id: number;
  email: string;
}

/** The open reports of one review, or (no id) of the review of the outer query. */
const openReport = (reviewId?: number) => and(eq(reviewReports.reviewId, reviewId ?? reviews.id), eq(reviewReports.status, 'open'));

/** A search typed by the admin as an ILIKE pattern: its `%`, `_` and backslashes taken literally. */
const likeOf = (q: string) => `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

export async function listReviewsForModeration(
  db: Db,
  query: { queue: AdminReviewQueue; limit: number; offset: number; q?: string | undefined; business?: number | undefined },
): Promise<AdminReviewList> {
  const reported = exists(
    db
      .select({ x: sql`1` })
      .from(reviewReports)
      .where(openReport()),
  );
  const like = query.q ? likeOf(query.q) : null;
  const where = and(
    query.queue === 'reported' ? reported : eq(reviews.status, query.queue as ReviewStatus),
    query.business ? eq(reviews.businessId, query.business) : undefined,
    // The text, the title, the business's name or the author's name or e-mail.
    like
      ? or(
          ilike(reviews.content, like),
          ilike(reviews.title, like),
          ilike(businesses.name, like),
          ilike(users.name, like),
          ilike(users.email, like),
        )
      : undefined,
  );
  const order =
    query.queue === 'pending' || query.queue === 'reported'
      ? [asc(reviews.updatedAt), asc(reviews.id)]
      : [desc(reviews.updatedAt), desc(reviews.id)];
  const [rows, totals] = await Promise.all([
    db
      .select({
        r: reviews,
        businessName: businesses.name,
        authorName: users.name,
        authorEmail: users.email,
      })
      .from(reviews)
      .innerJoin(businesses, eq(businesses.id, reviews.businessId))
      .innerJoin(users, eq(users.id, reviews.userId))
      .where(where)
      .orderBy(...order)
      .limit(query.limit)
      .offset(query.offset),
    db
      .select({ n: count() })
      .from(reviews)
      .innerJoin(businesses, eq(businesses.id, reviews.businessId))
      .innerJoin(users, eq(users.id, reviews.userId))
      .where(where),
  ]);
  const ids = rows.map((r) => r.r.id);
  const reports = ids.length
    ? await db
        .select({
          id: reviewReports.id,
          reviewId: reviewReports.reviewId,
          reason: reviewReports.reason,
          details: reviewReports.details,
          createdAt: reviewReports.createdAt,
          reporterName: users.name,
        })
        .from(reviewReports)
        .innerJoin(users, eq(users.id, reviewReports.reporterUserId))
        .where(and(inArray(reviewReports.reviewId, ids), eq(reviewReports.status, 'open')))
        .orderBy(asc(reviewReports.createdAt))
    : [];
  const iso = (d: Date | null) => (d ? d.toISOString() : null);
  return {
    total: Number(totals[0]?.n ?? 0),
    items: rows.map(({ r, businessName, authorName, authorEmail }): AdminReviewItem => ({
      id: r.id,
      business: { id: r.businessId, name: businessName },
      author: { id: r.userId, name: authorName, email: authorEmail },
      rating: r.rating,
      title: r.title,
      content: r.content,
      photos: reviewPhotos(r.images),
      status: r.status,
      rejectionReason: r.rejectionReason,
      helpfulCount: r.helpfulCount,
      ownerReply:
        r.ownerReply && r.ownerReplyAt
          ? { text: r.ownerReply, at: r.ownerReplyAt.toISOString(), editedAt: iso(r.ownerReplyEditedAt) }
          : null,
      createdAt: r.createdAt.toISOString(),
      updatedAt: r.updatedAt.toISOString(),
      version: reviewVersion(r),
      openReports: reports
        .filter((p) => p.reviewId === r.id)
        .map((p) => ({
          id: p.id,
          reason: p.reason as ReportReason,
          details: p.details,
          reporter: authorLabel(p.reporterName),
          createdAt: p.createdAt.toISOString(),
        })),
    })),
  };
}

/**
 * The revision of what the author wrote: changes whenever the rating, title, text or photos change (and only
 * then; a helpful vote or the owner's reply is no new text). The list sends it; approve and reject send it back.
 */
export function reviewVersion(r: { rating: number; title: string | null; content: string; images: string[] }): string {
  return crypto
    .createHash('sha256')
    .update(JSON.stringify([r.rating, r.title, r.content, r.images]))
    .digest('hex')
    .slice(0, 16);
}

const excerpt = (s: string, n: number) => (s.length > n ? `${s.slice(0, n - 1)}…` : s);

/** The 409 of a decision on text the admin never saw, with the text as it is now. */
function changedMeanwhile(r: { rating: number; title: string | null; content: string }) {
  const title = r.title ? `“${excerpt(r.title, 120)}” — ` : '';
  return conflict(
    `Bu değerlendirme siz okuduktan sonra yazarı tarafından değiştirildi. Yeni hali: ${r.rating} yıldız, ${title}“${excerpt(r.content, 400)}”. Lütfen yeni metni okuyup yeniden karar verin.`,
  );
}

type Decision = 'approve' | 'reject' | 'hide' | 'dismiss-reports';

const FROM: Record<Exclude<Decision, 'dismiss-reports'>, readonly ReviewStatus[]> = {
  approve: ['pending', 'rejected', 'hidden'],
  reject: ['pending', 'approved', 'hidden'],
  hide: ['approved'],
};

const REFUSED: Record<Exclude<Decision, 'dismiss-reports'>, string> = {
  approve: 'Bu değerlendirme zaten yayında.',
  reject: 'Bu değerlendirme zaten reddedilmiş.',
  hide: 'Yalnızca yayındaki bir değerlendirme gizlenebilir.',
};

/**
 * One decision on one review, in one transaction (the row locked); returns the review as the admin list shows
 * it. Approve and reject carry `version`, the revision the admin read: when the author changed the review
 * since, 409 with the new text (the admin decides again on what is there now).
 */
export async function decideReview(
  db: Db,
  actor: Actor,
  reviewId: number,
  decision: Decision,
  reason?: string,
  version?: string,
): Promise<{ id: number; status: ReviewStatus }> {
  const outcome = await db.transaction(async (t) => {
    const [current] = await t.select().from(reviews).where(eq(reviews.id, reviewId)).for('update');
    if (!current) throw notFound(REVIEW_NOT_FOUND);
    if (version !== undefined && version !== reviewVersion(current)) throw changedMeanwhile(current);
    const now = sql`now()`;
    let status = current.status;
    if (decision === 'dismiss-reports') {
      const closed = await t
        .update(reviewReports)
        .set({ status: 'dismissed', resolvedAt: now, resolvedByUserId: actor.id })
        .where(openReport(reviewId))
        .returning({ id: reviewReports.id });
      if (!closed.length) throw conflict('Bu değerlendirmenin açık bildirimi yok.');
      await audit(t, {
        actorUserId: actor.id,
        actorLabel: actor.email,
        action: 'review.reports_dismissed',
        targetType: 'review',
        targetId: reviewId,
        details: { reports: closed.length },
      });
      return { status, businessId: current.businessId, purge: false, mailId: null as number | null };
    }
    if (!FROM[decision].includes(current.status)) throw conflict(REFUSED[decision]);
    status = decision === 'approve' ? 'approved' : decision === 'reject' ? 'rejected' : 'hidden';
    await t
      .update(reviews)
      .set({
        status,
        approvedAt: decision === 'approve' ? now : current.approvedAt,
        rejectionReason: decision === 'reject' ? (reason ?? null) : null,
      })
      .where(eq(reviews.id, reviewId));
    // Taking a review down answers its open reports; approving one does not (they stay for the admin).
    const resolved =
      decision === 'approve'
        ? []
        : await t
            .update(reviewReports)
            .set({ status: 'resolved', resolvedAt: now, resolvedByUserId: actor.id })
            .where(openReport(reviewId))
            .returning({ id: reviewReports.id });
    const agg = await recomputeRating(t, current.businessId);
    const pageChanged = current.status === 'approved' || status === 'approved';
    if (pageChanged) await requestReviewRebuild(t, current.businessId, agg.isPublic, `review ${decision}`);
    await audit(t, {
      actorUserId: actor.id,
      actorLabel: actor.email,
      action: `review.${decision === 'approve' ? 'approved' : decision === 'reject' ? 'rejected' : 'hidden'}`,
      targetType: 'review',
      targetId: reviewId,
      details: {
        businessId: current.businessId,
        previousStatus: current.status,
        ...(reason ? { reason } : {}),
        ...(resolved.length ? { reportsResolved: resolved.length } : {}),
        rating: agg.rating,
        reviewCount: agg.reviewCount,
      },
    });
    let mailId: number | null = null;
    if (decision === 'approve') mailId = await enqueueReviewPublishedMail(t, current);
    if (decision === 'reject' && reason) {
      const [who] = await t
        .select({ name: users.name, email: users.email, businessName: businesses.name })
        .from(users)
        .innerJoin(businesses, eq(businesses.id, current.businessId))
        .where(eq(users.id, current.userId));
      if (who) {
        const mail = reviewRejectedMail({
          name: who.name,
          businessName: who.businessName,
          title: current.title,
          reason,
          url: `${getConfig().publicUrl}/business/${current.businessId}#degerlendirme-yap`,
        });
        mailId = await enqueueMail(t, { kind: 'review_rejected', to: who.email, ...mail });
      }
    }
    return { status, businessId: current.businessId, purge: pageChanged && agg.isPublic, mailId };
  });
  if (outcome.purge) await purgeBusinessPage(db, outcome.businessId);
  if (outcome.mailId !== null) await deliverNow(db, [outcome.mailId]);
  return { id: reviewId, status: outcome.status };
}
