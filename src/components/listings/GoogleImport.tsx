/**
 * The "Google’dan içe aktar" tab: the person pastes a full Google Maps link; POST
 * /api/businesses/import-google parses it on the server (nothing is fetched from Google, PD11) and
 * answers a pre-fill (name, coordinates, cid / place id, maybe the address). The pre-fill goes to the
 * manual form, which the parent then shows for the person to complete and submit.
 */
import { useId, useRef, useState, type SubmitEvent } from 'react';
import { notify } from '#components/toast/notify.ts';
import { buttonClass, cardClass, cx, inputClass } from '#components/ui/classes.ts';
import { Field } from '#components/ui/form/Field.tsx';
import { postJson } from './api.ts';
import { LISTING_COPY } from './copy.ts';
import type { GooglePrefill } from './manual-form.ts';

const c = LISTING_COPY.google;

export default function GoogleImport({ onPrefill }: { onPrefill: (prefill: GooglePrefill) => void }) {
  const id = useId();
  const [url, setUrl] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const inputRef = useRef<HTMLInputElement>(null);

  const fail = (message: string) => {
    setError(message);
    inputRef.current?.focus();
    notify({
      title: LISTING_COPY.toasts.errorTitle,
      description: `${LISTING_COPY.toasts.googleError}: ${message}`,
      variant: 'destructive',
    });
  };

  const onSubmit = async (ev: SubmitEvent<HTMLFormElement>) => {
    ev.preventDefault();
    if (busy) return;
    if (!url.trim()) {
      setError(c.blank);
      inputRef.current?.focus();
      return;
    }
    setBusy(true);
    try {
      const res = await postJson<{ prefill?: GooglePrefill }>('/api/businesses/import-google', { url: url.trim() });
      if (res.ok && res.body.prefill) {
        setError(null);
        notify({ title: c.doneTitle, description: res.body.message || LISTING_COPY.prefilled });
        onPrefill(res.body.prefill);
        return;
      }
      fail(res.body.errors?.url ?? res.body.message ?? c.blank);
    } catch {
      fail(LISTING_COPY.toasts.network);
    } finally {
      setBusy(false);
    }
  };

  return (
    <form noValidate onSubmit={onSubmit} className={cx(cardClass, 'space-y-4 p-5 sm:p-6')}>
      <p className="text-ink">{c.intro}</p>
      <Field
        id={`${id}-url`}
        label={c.url}
        required
        hint={
          <>
            {c.urlHint}
            <span className="mt-1.5 block">{c.shortLinks}</span>
          </>
        }
        error={error}
        errorRole="alert"
      >
        {(control) => (
          <input
            ref={inputRef}
            {...control}
            name="url"
            type="url"
            inputMode="url"
            autoComplete="off"
            value={url}
            onChange={(ev) => {
              setUrl(ev.target.value);
              setError(null);
            }}
            placeholder="https://www.google.com/maps/place/…"
            className={inputClass}
          />
        )}
      </Field>
      <button type="submit" disabled={busy} aria-busy={busy} className={buttonClass()}>
        {busy ? c.submitting : c.submit}
      </button>
    </form>
  );
}
