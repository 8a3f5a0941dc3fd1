/**
 * The ad request form of both pages (spec §5): /advertise (`mode="advertise"`, POST /api/advertisements) and
 * /advertise-request (`mode="request"`, POST /api/advertisement-requests), each with its own schema and
 * messages from src/lib/contract/advertising.ts (the functions use the same). The total shown live is the
 * one `quote()` the server stores; the server computes it again and its answer is what counts.
 */
import { useRef, useState, type SubmitEvent } from 'react';
import { apiAnswer } from '#lib/api-client.ts';
import {
  AD_DURATIONS,
  AD_HONEYPOT,
  advertiseSchema,
  adRequestSchema,
  type AdPackage,
  type AdRequestResult,
} from '#lib/contract/advertising.ts';
import { formatMoney } from '#lib/format.ts';
import { KDV_NOTE, quote, type PriceBook } from '#lib/pricing.ts';
import { notify } from '#components/toast/notify.ts';
import { buttonClass, cx, inputClass, selectClass, textareaClass } from '#components/ui/classes.ts';
import { ErrorSummary } from '#components/ui/form/ErrorSummary.tsx';
import { answerIssues, fieldErrors } from '#components/ui/form/errors.ts';
import { Field } from '#components/ui/form/Field.tsx';
import { AD_COPY as c } from './copy.ts';

type Values = {
  businessName: string;
  contactPerson: string;
  email: string;
  phone: string;
  packageType: AdPackage | '';
  duration: number;
  message: string;
};
const EMPTY: Omit<Values, 'packageType'> = { businessName: '', contactPerson: '', email: '', phone: '', duration: 1, message: '' };
const FIELDS = ['businessName', 'contactPerson', 'email', 'phone', 'packageType', 'duration', 'message'] as const;

export interface AdRequestFormProps {
  mode: 'advertise' | 'request';
  prices: PriceBook;
  packageType: AdPackage | '';
  onPackageChange: (p: AdPackage | '') => void;
  onSuccess: (result: AdRequestResult) => void;
  onBack?: () => void;
}

export default function AdRequestForm({ mode, prices, packageType, onPackageChange, onSuccess, onBack }: AdRequestFormProps) {
  const [values, setValues] = useState(EMPTY);
  const [honeypot, setHoneypot] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [sending, setSending] = useState(false);
  const summaryRef = useRef<HTMLDivElement>(null);
  const id = (f: string) => `ad-${mode}-${f}`;
  const set = (k: keyof typeof EMPTY, v: string | number) => setValues((s) => ({ ...s, [k]: v }));

  const item = prices.adPackages.find((p) => p.code === packageType);
  const q = item ? quote(item.monthlyPrice, values.duration, prices.discounts) : null;

  function showErrors(e: Record<string, string>) {
    setErrors(e);
    requestAnimationFrame(() => summaryRef.current?.focus());
  }

  async function submit(ev: SubmitEvent<HTMLFormElement>) {
    ev.preventDefault();
    const body = { ...values, packageType, [AD_HONEYPOT]: honeypot };
    const schema = mode === 'advertise' ? advertiseSchema : adRequestSchema;
    const parsed = schema.safeParse(body);
    if (!parsed.success) return showErrors(fieldErrors(parsed.error.issues));
    setErrors({});
    setSending(true);
    try {
      const res = await apiAnswer<AdRequestResult>(mode === 'advertise' ? '/api/advertisements' : '/api/advertisement-requests', {
        method: 'POST',
        body,
      });
      if (res.ok) {
        setValues(EMPTY);
        notify({ title: mode === 'advertise' ? c.sentTitle : c.successTitle, description: c.sent });
        onSuccess(res.body);
        return;
      }
      const fieldErrs = fieldErrors(answerIssues(res.body.errors as Record<string, string> | undefined));
      if (Object.keys(fieldErrs).length) showErrors(fieldErrs);
      const serverMessage = typeof res.body.message === 'string' ? res.body.message : '';
      if (mode === 'advertise') notify({ title: c.sendErrorTitle, description: serverMessage || c.sendError, variant: 'destructive' });
      else notify({ title: c.requestErrorTitle, description: c.requestError, variant: 'destructive' });
    } catch {
      notify({
        title: mode === 'advertise' ? c.sendErrorTitle : c.requestErrorTitle,
        description: mode === 'advertise' ? c.sendError : c.requestError,
        variant: 'destructive',
      });
    } finally {
      setSending(false);
    }
  }

  const items = FIELDS.filter((f) => errors[f]).map((f) => ({ target: id(f), label: c.fields[f], message: errors[f]! }));
  const text = (f: 'businessName' | 'contactPerson' | 'email' | 'phone', type: string, autoComplete: string, hint?: string) => (
    <Field id={id(f)} label={c.fields[f]} required error={errors[f]} hint={hint}>
      {(control) => (
        <input
          {...control}
          name={f}
          type={type}
          autoComplete={autoComplete}
          value={values[f]}
          onChange={(e) => set(f, e.target.value)}
          className={inputClass}
        />
      )}
    </Field>
  );

  return (
    <form noValidate onSubmit={submit} className="space-y-5" aria-label={c.contactTitle}>
      <ErrorSummary ref={summaryRef} items={items} />
      <div className="grid gap-5 sm:grid-cols-2">
        {text('businessName', 'text', 'organization')}
        {text('contactPerson', 'text', 'name')}
        {text('email', 'email', 'email')}
        {text('phone', 'tel', 'tel', c.phoneHint)}
        <Field id={id('packageType')} label={c.fields.packageType} required error={errors.packageType}>
          {(control) => (
            <select
              {...control}
              name="packageType"
              value={packageType}
              onChange={(e) => onPackageChange(e.target.value as AdPackage | '')}
              className={selectClass}
            >
              <option value="" disabled>
                {c.choosePackage}
              </option>
              {prices.adPackages.map((p) => (
                <option key={p.code} value={p.code}>
                  {p.name} ({formatMoney(p.monthlyPrice)} {c.perMonth})
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field id={id('duration')} label={c.fields.duration} required error={errors.duration}>
          {(control) => (
            <select
              {...control}
              name="duration"
              value={values.duration}
              onChange={(e) => set('duration', Number(e.target.value))}
              className={selectClass}
            >
              {AD_DURATIONS.map((m) => {
                const d = prices.discounts.find((x) => x.months === m)?.discountPercent ?? 0;
                return (
                  <option key={m} value={m}>
                    {c.months(m)} ({d ? c.discount(d) : c.noDiscount})
                  </option>
                );
              })}
            </select>
          )}
        </Field>
      </div>
      <Field id={id('message')} label={c.fields.message} optional={c.optional} error={errors.message}>
        {(control) => (
          <textarea
            {...control}
            name="message"
            rows={4}
            value={values.message}
            onChange={(e) => set('message', e.target.value)}
            className={textareaClass}
          />
        )}
      </Field>
      <div aria-hidden="true" className="absolute -left-[10000px] size-px overflow-hidden">
        <label htmlFor={id(AD_HONEYPOT)}>Web sitesi</label>
        <input
          id={id(AD_HONEYPOT)}
          name={AD_HONEYPOT}
          type="text"
          tabIndex={-1}
          autoComplete="off"
          value={honeypot}
          onChange={(e) => setHoneypot(e.target.value)}
        />
      </div>
      <div className="rounded-card bg-surface-sunken p-4" aria-live="polite" data-testid="ad-total">
        {q && item ? (
          <>
            <p className="flex items-baseline justify-between gap-4 font-semibold text-ink">
              <span>
                {c.total} ({item.name}, {c.months(q.months)})
              </span>
              <span className="text-xl tabular-nums">{formatMoney(q.totalKurus / 100)}</span>
            </p>
            {q.discountPercent > 0 && (
              <p className="mt-1 text-sm text-ink-muted">
                {c.discount(q.discountPercent)}: <s>{formatMoney(q.grossKurus / 100)}</s>
              </p>
            )}
          </>
        ) : (
          <p className="text-ink-muted">{c.choosePackage}</p>
        )}
        <p className="mt-1 text-sm text-ink-muted">{KDV_NOTE}</p>
      </div>
      <div className="flex flex-wrap gap-3">
        {onBack && (
          <button type="button" onClick={onBack} className={buttonClass({ variant: 'secondary' })}>
            {c.back}
          </button>
        )}
        <button type="submit" disabled={sending} className={cx(buttonClass({ variant: 'primary' }))}>
          {sending ? c.sending : c.send}
        </button>
      </div>
    </form>
  );
}
