/**
 * "İlçe seçilmeli": a business an OpenStreetMap import could not place in one of the guide's districts (no
 * `addr:district`, no known neighbourhood) waits in the queue without one; it cannot be approved until a
 * district is chosen (the server refuses with 422). This small form, beside CategoryChoice, chooses the
 * district — and the category too when that is also missing — and approves in one call
 * (POST /api/admin/businesses/:id/approve {district[, category]}), and says so in a toast.
 */
import { useId, useRef, useState, type SubmitEvent } from 'react';
import { Icon } from '#components/ui/Icon.tsx';
import { buttonClass, cardClass, cx, fieldErrorClass } from '#components/ui/classes.ts';
import { OptionSelect } from '#components/ui/OptionSelect.tsx';
import { useApproveChoice } from './use-approve-choice.ts';
import type { Option } from './moderation-api.ts';
import { MODERATION_COPY as copy } from './moderation-copy.ts';

const t = {
  badge: 'İlçe seçilmeli',
  title: 'İlçe seçilmeli',
  text: 'OpenStreetMap verisinde bu yerin ilçesi yok ya da mahallesi tanınmadı. Onaylamak için bir ilçe seçin.',
  label: 'İlçe',
  placeholder: 'İlçe seçin…',
  approve: 'İlçeyi kaydet ve onayla',
  required: 'Lütfen bir ilçe seçin.',
} as const;

interface DistrictChoiceProps {
  businessId: number;
  businessName: string;
  districts: Option[];
  /** Given when the category is missing too: it is chosen here, in the same call. */
  categories?: Option[] | undefined;
  onApproved: () => void;
  onGateLost: () => void;
  className?: string;
}

function DistrictChoice({ businessId, businessName, districts, categories, onApproved, onGateLost, className }: DistrictChoiceProps) {
  const id = useId();
  const [district, setDistrict] = useState('');
  const [category, setCategory] = useState('');
  const [errors, setErrors] = useState<{ district?: string; category?: string }>({});
  const districtRef = useRef<HTMLSelectElement>(null);
  const categoryRef = useRef<HTMLSelectElement>(null);
  const { busy, approve } = useApproveChoice({ businessId, businessName, onApproved, onGateLost });

  const submit = async (ev: SubmitEvent<HTMLFormElement>) => {
    ev.preventDefault();
    const missing = {
      ...(district ? {} : { district: t.required }),
      ...(categories && !category ? { category: copy.toChoose.required } : {}),
    };
    if (missing.district || missing.category) {
      setErrors(missing);
      (missing.district ? districtRef : categoryRef).current?.focus();
      return;
    }
    await approve({ district, ...(categories ? { category } : {}) }, (e) =>
      setErrors({ ...(e.district ? { district: e.district } : {}), ...(e.category ? { category: e.category } : {}) }),
    );
  };

  const select = (
    key: 'district' | 'category',
    label: string,
    placeholder: string,
    options: Option[],
    value: string,
    set: (v: string) => void,
  ) => (
    <OptionSelect
      id={`${id}-${key}`}
      className="min-w-48 flex-1"
      label={label}
      value={value}
      all={{ value: '', label: placeholder }}
      options={options}
      onChange={(v) => {
        set(v);
        setErrors((old) => ({ ...old, [key]: undefined }));
      }}
      selectRef={key === 'district' ? districtRef : categoryRef}
      invalid={!!errors[key]}
      describedBy={errors[key] ? `${id}-${key}-error` : undefined}
    >
      {errors[key] && (
        <p id={`${id}-${key}-error`} role="alert" className={fieldErrorClass}>
          {errors[key]}
        </p>
      )}
    </OptionSelect>
  );

  return (
    <form
      noValidate
      onSubmit={(ev) => void submit(ev)}
      className={cx('flex flex-wrap items-start gap-2', className)}
      aria-label={`${t.title}: ${businessName}`}
    >
      {select('district', t.label, t.placeholder, districts, district, setDistrict)}
      {categories && select('category', copy.toChoose.label, copy.toChoose.placeholder, categories, category, setCategory)}
      <button type="submit" disabled={busy} className={cx(buttonClass(), 'self-end')}>
        <Icon name="check-circle" size={18} />
        {busy ? copy.approving : t.approve}
      </button>
    </form>
  );
}

/** The detail's section around the form: title, why, the form. */
export function DistrictChoiceSection(props: DistrictChoiceProps & { headingId: string }) {
  const { headingId, ...rest } = props;
  return (
    <section className={cx(cardClass, 'space-y-3 border-warning-600/40 p-5')} aria-labelledby={headingId}>
      <h3 id={headingId} className="text-lg font-bold text-ink">
        {t.title}
      </h3>
      <p className="text-ink-muted">{t.text}</p>
      <DistrictChoice {...rest} />
    </section>
  );
}
