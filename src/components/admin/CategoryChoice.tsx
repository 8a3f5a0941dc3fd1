/**
 * "Kategori seçilmeli" (decision 015): a business an admin's or the operator's import could not decide the
 * category of waits in the queue without one; it cannot be approved until a category is chosen. This small
 * form chooses one and approves in one call (POST /api/admin/businesses/:id/approve {category}), in the queue's
 * row and in the detail, and says so in a toast.
 */
import { useId, useRef, useState, type SubmitEvent } from 'react';
import { notify } from '#components/toast/notify.ts';
import { Icon } from '#components/ui/Icon.tsx';
import { buttonClass, cx, fieldErrorClass, labelClass, selectClass } from '#components/ui/classes.ts';
import { adminCall, failToast, gateLost, type Option } from './moderation-api.ts';
import { MODERATION_COPY as copy } from './moderation-copy.ts';

const t = copy.toChoose;

export interface CategoryChoiceProps {
  businessId: number;
  businessName: string;
  categories: Option[];
  onApproved: () => void;
  onGateLost: () => void;
  className?: string;
}

export default function CategoryChoice({ businessId, businessName, categories, onApproved, onGateLost, className }: CategoryChoiceProps) {
  const id = useId();
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const selectRef = useRef<HTMLSelectElement>(null);

  const submit = async (ev: SubmitEvent<HTMLFormElement>) => {
    ev.preventDefault();
    if (!value) {
      setError(t.required);
      selectRef.current?.focus();
      return;
    }
    setBusy(true);
    try {
      const res = await adminCall(`/api/admin/businesses/${businessId}/approve`, 'POST', { category: value });
      if (gateLost(res)) return onGateLost();
      if (!res.ok) {
        if (res.body.errors?.category) setError(res.body.errors.category);
        return failToast(res.body.message);
      }
      notify({ title: copy.approved, description: copy.approvedText(businessName) });
      onApproved();
    } catch {
      failToast(copy.network);
    } finally {
      setBusy(false);
    }
  };

  return (
    <form
      noValidate
      onSubmit={(ev) => void submit(ev)}
      className={cx('flex flex-wrap items-end gap-2', className)}
      aria-label={`${t.title}: ${businessName}`}
    >
      <div className="min-w-48 flex-1">
        <label htmlFor={`${id}-category`} className={labelClass}>
          {t.label}
        </label>
        <select
          ref={selectRef}
          id={`${id}-category`}
          value={value}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          onChange={(ev) => {
            setValue(ev.currentTarget.value);
            setError(null);
          }}
          className={selectClass}
        >
          <option value="">{t.placeholder}</option>
          {categories.map((c) => (
            <option key={c.slug} value={c.slug}>
              {c.name}
            </option>
          ))}
        </select>
      </div>
      <button type="submit" disabled={busy} className={buttonClass()}>
        <Icon name="check-circle" size={18} />
        {busy ? copy.approving : t.approve}
      </button>
      {error && (
        <p id={`${id}-error`} role="alert" className={cx(fieldErrorClass, 'basis-full')}>
          {error}
        </p>
      )}
    </form>
  );
}
