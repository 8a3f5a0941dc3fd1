/**
 * One approved review: rating (stars drawn, number written), title, text (escaped by React, line breaks
 * kept), photos, author's first name and initial, Turkish date, the owner's reply ("İşletmenin yanıtı"),
 * and the actions: "Faydalı" (once per account), "Bildir" (a reason), and for the business's owner the reply.
 */
import { useState } from 'react';
import { buttonClass, hintClass, textareaClass } from '#components/ui/classes.ts';
import { Field } from '#components/ui/form/Field.tsx';
import { formatDate } from '#lib/format.ts';
import { REVIEW_LIMITS, reviewReplySchema, type PublicReview, type ReportReason } from '#lib/contract/reviews.ts';
import { REVIEWS_COPY as c } from './copy.ts';
import { Stars } from './Stars.tsx';
import { ReportFields } from './ReportFields.tsx';

export interface ReviewActions {
  onHelpful: (r: PublicReview) => void;
  onReport: (r: PublicReview, reason: ReportReason, details: string) => Promise<boolean>;
  onReply: (r: PublicReview, reply: string) => Promise<string | null>;
  onDeleteReply: (r: PublicReview) => void;
}

interface Props {
  review: PublicReview;
  voted: boolean;
  reported: boolean;
  own: boolean;
  isOwner: boolean;
  actions: ReviewActions;
}

export function ReviewItem({ review: r, voted, reported, own, isOwner, actions }: Props) {
  const [reporting, setReporting] = useState(false);
  const [reason, setReason] = useState<ReportReason | ''>('');
  const [details, setDetails] = useState('');
  const [replying, setReplying] = useState(false);
  const [reply, setReply] = useState(r.ownerReply?.text ?? '');
  const [replyError, setReplyError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const base = `yorum-${r.id}`;

  const sendReport = async () => {
    if (!reason) return;
    setBusy(true);
    const ok = await actions.onReport(r, reason, details.trim());
    setBusy(false);
    if (ok) setReporting(false);
  };
  const sendReply = async () => {
    const parsed = reviewReplySchema.safeParse({ reply });
    if (!parsed.success) {
      setReplyError(parsed.error.issues[0]?.message ?? null);
      return;
    }
    setBusy(true);
    const error = await actions.onReply(r, parsed.data.reply);
    setBusy(false);
    setReplyError(error);
    if (!error) setReplying(false);
  };

  return (
    <article id={base} className="border-b border-line py-5 last:border-b-0" data-review={r.id} aria-labelledby={`${base}-title`}>
      <header className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <Stars value={r.rating} />
        <span className="sr-only">{c.ratingOf(r.rating)}</span>
        <h3 id={`${base}-title`} className="font-semibold text-ink">
          {r.title ?? c.ratingOf(r.rating)}
        </h3>
      </header>
      <p className="mt-1 text-sm text-ink-subtle">
        <span className="font-medium text-ink-muted" data-review-author>
          {r.author}
        </span>
        {' · '}
        <time dateTime={r.createdAt}>{formatDate(r.createdAt)}</time>
      </p>
      <p className="mt-3 max-w-prose text-base leading-7 break-words whitespace-pre-line text-ink-muted" data-review-content>
        {r.content}
      </p>
      {r.photos.length > 0 && (
        <ul className="mt-3 flex flex-wrap gap-2">
          {r.photos.map((p, i) => (
            <li key={p.url}>
              <a href={p.url} className="block overflow-hidden rounded-control" target="_blank" rel="noopener">
                <img
                  src={p.thumbUrl}
                  alt={c.photoAlt(r.author, i + 1)}
                  width={96}
                  height={72}
                  loading="lazy"
                  className="h-18 w-24 object-cover"
                />
              </a>
            </li>
          ))}
        </ul>
      )}

      {r.ownerReply && !replying && (
        <div className="mt-4 rounded-control border-l-4 border-brand-300 bg-surface-muted px-4 py-3" data-owner-reply>
          <p className="text-sm font-semibold text-ink">
            {c.ownerReply}
            <span className="font-normal text-ink-subtle">
              {' · '}
              <time dateTime={r.ownerReply.editedAt ?? r.ownerReply.at}>{formatDate(r.ownerReply.editedAt ?? r.ownerReply.at)}</time>
              {r.ownerReply.editedAt ? ` (${c.edited})` : ''}
            </span>
          </p>
          <p className="mt-1 text-sm leading-6 break-words whitespace-pre-line text-ink-muted">{r.ownerReply.text}</p>
        </div>
      )}

      <div className="mt-3 flex flex-wrap items-center gap-2">
        {!own && (
          <button
            type="button"
            className={buttonClass({ variant: 'ghost', size: 'sm' })}
            aria-pressed={voted}
            onClick={() => actions.onHelpful(r)}
            data-helpful
          >
            {voted ? c.helpfulDone : c.helpful}
            {c.helpfulCount(r.helpfulCount)}
          </button>
        )}
        {own && r.helpfulCount > 0 && <span className="text-sm text-ink-subtle">{`${c.helpful}${c.helpfulCount(r.helpfulCount)}`}</span>}
        {!own && !isOwner && (
          <button
            type="button"
            className={buttonClass({ variant: 'ghost', size: 'sm' })}
            disabled={reported}
            aria-expanded={reporting}
            aria-controls={`${base}-report`}
            onClick={() => setReporting((v) => !v)}
            data-report
          >
            {reported ? c.reported : c.report}
          </button>
        )}
        {isOwner && !replying && (
          <button type="button" className={buttonClass({ variant: 'secondary', size: 'sm' })} onClick={() => setReplying(true)} data-reply>
            {r.ownerReply ? c.editReply : c.reply}
          </button>
        )}
        {isOwner && r.ownerReply && !replying && (
          <button type="button" className={buttonClass({ variant: 'ghost', size: 'sm' })} onClick={() => actions.onDeleteReply(r)}>
            {c.deleteReply}
          </button>
        )}
      </div>

      {reporting && !reported && (
        <ReportFields
          id={`${base}-report`}
          data-report-form=""
          base={base}
          reason={reason}
          setReason={setReason}
          details={details}
          setDetails={setDetails}
          busy={busy}
          onSend={() => void sendReport()}
          onCancel={() => setReporting(false)}
        />
      )}

      {replying && (
        <div className="mt-3" data-reply-form>
          <Field id={`${base}-reply`} label={c.replyLabel} required hint={c.replyHint} error={replyError}>
            {(control) => (
              <textarea
                {...control}
                className={textareaClass}
                rows={3}
                maxLength={REVIEW_LIMITS.replyMax}
                value={reply}
                onChange={(e) => setReply(e.target.value)}
              />
            )}
          </Field>
          <p className={hintClass}>{c.counter(reply.length, REVIEW_LIMITS.replyMax)}</p>
          <div className="mt-2 flex gap-2">
            <button type="button" className={buttonClass({ size: 'sm' })} disabled={busy} onClick={() => void sendReply()}>
              {c.replySend}
            </button>
            <button type="button" className={buttonClass({ variant: 'ghost', size: 'sm' })} onClick={() => setReplying(false)}>
              {c.cancel}
            </button>
          </div>
        </div>
      )}
    </article>
  );
}
