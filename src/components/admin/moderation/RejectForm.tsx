/**
 * The detail's rejection: a required reason (up to 1000 characters, e-mailed to the submitter) and "Reddet ve
 * e-posta gönder", or "Vazgeç". Its wrapper `${uid}-reject` stays in the page, hidden while closed, for the
 * "Reddet" button's aria-controls.
 */
import type { RefObject, SubmitEvent } from 'react';
import { buttonClass, cardClass, cx, textareaClass } from '#components/ui/classes.ts';
import { Field } from '#components/ui/form/Field.tsx';
import { MODERATION_COPY as copy } from '../moderation-copy.ts';

interface Props {
  uid: string;
  open: boolean;
  busy: boolean;
  reason: string;
  reasonError: string | null;
  reasonRef: RefObject<HTMLTextAreaElement | null>;
  onType: (text: string) => void;
  onSubmit: (ev: SubmitEvent<HTMLFormElement>) => void;
  onCancel: () => void;
}

export default function RejectForm({ uid, open, busy, reason, reasonError, reasonRef, onType, onSubmit, onCancel }: Props) {
  return (
    <div id={`${uid}-reject`} hidden={!open}>
      {open && (
        <form noValidate onSubmit={onSubmit} className={cx(cardClass, 'space-y-3 border-danger-600/40 p-5')}>
          <h3 className="text-lg font-bold text-ink">{copy.rejectTitle}</h3>
          <Field id={`${uid}-reason`} label={copy.rejectReason} required hint={copy.rejectHint} error={reasonError} errorRole="alert">
            {(control) => (
              <textarea
                ref={reasonRef}
                {...control}
                rows={4}
                maxLength={1000}
                value={reason}
                onChange={(ev) => onType(ev.target.value)}
                className={textareaClass}
              />
            )}
          </Field>
          <div className="flex flex-wrap gap-2">
            <button type="submit" disabled={busy} className={buttonClass({ variant: 'destructive' })}>
              {busy ? copy.rejecting : copy.rejectConfirm}
            </button>
            <button type="button" onClick={onCancel} className={buttonClass({ variant: 'ghost' })}>
              {copy.cancelEdit}
            </button>
          </div>
        </form>
      )}
    </div>
  );
}
