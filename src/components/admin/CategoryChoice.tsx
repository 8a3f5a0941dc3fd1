/**
 * "Kategori seçilmeli" (decision 015): a business an admin's or the operator's import could not decide the
 * category of waits in the queue without one; it cannot be approved until a category is chosen. This small
 * form chooses one and approves in one call (POST /api/admin/businesses/:id/approve {category}), in the queue's
 * row and in the detail, and says so in a toast.
 */
import { useId, useRef, useState, type SubmitEvent } from 'react';
import { Icon } from '#components/ui/Icon.tsx';
import { buttonClass, cx, fieldErrorClass } from '#components/ui/classes.ts';
import { OptionSelect } from '#components/ui/OptionSelect.tsx';
import { useApproveChoice } from './use-approve-choice.ts';
import type { Option } from './moderation-api.ts';
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
  const selectRef = useRef<HTMLSelectElement>(null);
  const { busy, approve } = useApproveChoice({ businessId, businessName, onApproved, onGateLost });

  const submit = async (ev: SubmitEvent<HTMLFormElement>) => {
    ev.preventDefault();
    if (!value) {
      setError(t.required);
      selectRef.current?.focus();
      return;
    }
    await approve({ category: value }, (errors) => {
      if (errors.category) setError(errors.category);
    });
  };

  return (
    <form
      noValidate
      onSubmit={(ev) => void submit(ev)}
      className={cx('flex flex-wrap items-end gap-2', className)}
      aria-label={`${t.title}: ${businessName}`}
    >
      <OptionSelect
        id={`${id}-category`}
        className="min-w-48 flex-1"
        label={t.label}
        value={value}
        all={{ value: '', label: t.placeholder }}
        options={categories}
        onChange={(v) => {
          setValue(v);
          setError(null);
        }}
        selectRef={selectRef}
        invalid={!!error}
        describedBy={error ? `${id}-error` : undefined}
      />
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
