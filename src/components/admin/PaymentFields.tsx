/**
 * "Ödeme alındı" (decision 028): the admin's record of a payment received outside the site, asked
 * before a paid plan is set (İşletme sahipleri) and before a priced ad goes live (Reklamlar). The server
 * stores it in the same transaction as the step and mails the receipt; it refuses the step without it.
 */
import { PAYMENT_METHOD_LABELS, PAYMENT_METHODS, type PaymentInput, type PaymentMethod } from '#lib/contract/owners.ts';
import { inputClass, labelClass, selectClass } from '#components/ui/classes.ts';

export interface PaymentDraft {
  amount: string;
  method: PaymentMethod;
  reference: string;
  paidOn: string;
}

const todayIstanbul = () => new Date(Date.now() + 3 * 3600_000).toISOString().slice(0, 10);

export const emptyPayment = (amount = ''): PaymentDraft => ({ amount, method: 'havale', reference: '', paidOn: todayIstanbul() });

/** The body part the API takes ("1.617,30" and "1617.30" both read); the server checks every field. */
export function paymentBody(d: PaymentDraft): PaymentInput {
  const raw = d.amount.trim();
  const amount = Number(raw.includes(',') ? raw.replace(/\./g, '').replace(',', '.') : raw);
  return { amount, method: d.method, reference: d.reference.trim(), paidOn: d.paidOn };
}

export function PaymentFields({ id, value, onChange }: { id: string; value: PaymentDraft; onChange: (v: PaymentDraft) => void }) {
  const set = (patch: Partial<PaymentDraft>) => onChange({ ...value, ...patch });
  return (
    <fieldset className="w-full min-w-0 rounded-card border border-line p-3" data-testid="payment-fields">
      <legend className="px-1 text-sm font-semibold text-ink">Ödeme alındı</legend>
      <div className="grid gap-3 sm:grid-cols-2">
        <div>
          <label htmlFor={`${id}-amount`} className={labelClass}>
            Tutar (₺)
          </label>
          <input
            id={`${id}-amount`}
            inputMode="decimal"
            value={value.amount}
            onChange={(e) => set({ amount: e.target.value })}
            className={inputClass}
          />
        </div>
        <div>
          <label htmlFor={`${id}-method`} className={labelClass}>
            Yöntem
          </label>
          <select
            id={`${id}-method`}
            value={value.method}
            onChange={(e) => set({ method: e.target.value as PaymentMethod })}
            className={selectClass}
          >
            {PAYMENT_METHODS.map((m) => (
              <option key={m} value={m}>
                {PAYMENT_METHOD_LABELS[m]}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor={`${id}-reference`} className={labelClass}>
            Referans (dekont/işlem no)
          </label>
          <input
            id={`${id}-reference`}
            value={value.reference}
            maxLength={80}
            onChange={(e) => set({ reference: e.target.value })}
            className={inputClass}
          />
        </div>
        <div>
          <label htmlFor={`${id}-paid-on`} className={labelClass}>
            Ödeme tarihi
          </label>
          <input
            id={`${id}-paid-on`}
            type="date"
            value={value.paidOn}
            onChange={(e) => set({ paidOn: e.target.value })}
            className={inputClass}
          />
        </div>
      </div>
      <p className="mt-2 text-xs text-ink-muted">Kaydedince makbuz e-postası gönderilir ve ödeme sahibin panelinde görünür.</p>
    </fieldset>
  );
}
