/**
 * The detail's heading (it takes the focus once loaded) and actions: "Düzenle"; "Onayla" and "Onayla ve
 * sonraki" while not approved and a category and a district are set; "Reddet", which opens and closes the
 * reason form (`${uid}-reject`), while not rejected.
 */
import type { RefObject } from 'react';
import { Icon } from '#components/ui/Icon.tsx';
import { buttonClass } from '#components/ui/classes.ts';
import type { ModerationDetail } from '../moderation-api.ts';
import { MODERATION_COPY as copy } from '../moderation-copy.ts';

interface Props {
  uid: string;
  business: ModerationDetail;
  headingRef: RefObject<HTMLHeadingElement | null>;
  busy: boolean;
  rejecting: boolean;
  /** The next business of the page, for "Onayla ve sonraki"; null: none, or no way to open it. */
  nextId: number | null;
  onEdit: () => void;
  onApprove: (then?: number) => void;
  onToggleReject: () => void;
}

export default function DetailHeader({ uid, business: b, headingRef, busy, rejecting, nextId, onEdit, onApprove, onToggleReject }: Props) {
  const approvable = b.status !== 'approved' && b.category !== null && b.district !== null;
  return (
    <header className="flex flex-wrap items-start justify-between gap-4">
      <h2 ref={headingRef} id={`${uid}-name`} tabIndex={-1} className="text-2xl font-bold break-words text-ink focus:outline-none">
        {b.name}
      </h2>
      <div className="flex flex-wrap gap-2">
        <button type="button" onClick={onEdit} className={buttonClass({ variant: 'secondary' })}>
          {copy.edit}
        </button>
        {approvable && (
          <button type="button" disabled={busy} onClick={() => onApprove()} className={buttonClass()}>
            <Icon name="check-circle" size={18} />
            {busy ? copy.approving : copy.approve}
          </button>
        )}
        {approvable && nextId !== null && (
          <button type="button" disabled={busy} onClick={() => onApprove(nextId)} className={buttonClass({ variant: 'secondary' })}>
            {copy.approveNext}
          </button>
        )}
        {b.status !== 'rejected' && (
          <button
            type="button"
            disabled={busy}
            aria-expanded={rejecting}
            aria-controls={`${uid}-reject`}
            onClick={onToggleReject}
            className={buttonClass({ variant: 'destructive' })}
          >
            {copy.reject}
          </button>
        )}
      </div>
    </header>
  );
}
