/**
 * "İlçe seçilmeli": a business an OpenStreetMap import could not place in one of the guide's districts (no
 * `addr:district`, no known neighbourhood) waits in the queue without one; it cannot be approved until a
 * district is chosen (the server refuses with 422). This small form, beside CategoryChoice, chooses the
 * district — and the category too when that is also missing — and approves in one call
 * (POST /api/admin/businesses/:id/approve {district[, category]}), and says so in a toast.
 */
import { useId, useRef, useState, type RefObject, type SubmitEvent } from 'react';
import { notify } from '#components/toast/notify.ts';
import { Icon } from '#components/ui/Icon.tsx';
import { buttonClass, cardClass, cx, fieldErrorClass, labelClass, selectClass } from '#components/ui/classes.ts';
import { adminCall, failToast, gateLost, type Option } from './moderation-api.ts';
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
  const [busy, setBusy] = useState(false);
  const districtRef = useRef<HTMLSelectElement>(null);
  const categoryRef = useRef<HTMLSelectElement>(null);

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
    setBusy(true);
    try {
      const res = await adminCall(`/api/admin/businesses/${businessId}/approve`, 'POST', {
        district,
        ...(categories ? { category } : {}),
      });
      if (gateLost(res)) return onGateLost();
      if (!res.ok) {
        const e = res.body.errors ?? {};
        setErrors({ ...(e.district ? { district: e.district } : {}), ...(e.category ? { category: e.category } : {}) });
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

  const select = (
    key: 'district' | 'category',
    label: string,
    placeholder: string,
    options: Option[],
    value: string,
    set: (v: string) => void,
    ref: RefObject<HTMLSelectElement | null>,
  ) => (
    <div className="min-w-48 flex-1">
      <label htmlFor={`${id}-${key}`} className={labelClass}>
        {label}
      </label>
      <select
        ref={ref}
        id={`${id}-${key}`}
        value={value}
        aria-invalid={errors[key] ? true : undefined}
        aria-describedby={errors[key] ? `${id}-${key}-error` : undefined}
        onChange={(ev) => {
          set(ev.currentTarget.value);
          setErrors((old) => ({ ...old, [key]: undefined }));
        }}
        className={selectClass}
      >
        <option value="">{placeholder}</option>
        {options.map((o) => (
          <option key={o.slug} value={o.slug}>
            {o.name}
          </option>
        ))}
      </select>
      {errors[key] && (
        <p id={`${id}-${key}-error`} role="alert" className={fieldErrorClass}>
          {errors[key]}
        </p>
      )}
    </div>
  );

  return (
    <form
      noValidate
      onSubmit={(ev) => void submit(ev)}
      className={cx('flex flex-wrap items-start gap-2', className)}
      aria-label={`${t.title}: ${businessName}`}
    >
      {select('district', t.label, t.placeholder, districts, district, setDistrict, districtRef)}
      {categories && select('category', copy.toChoose.label, copy.toChoose.placeholder, categories, category, setCategory, categoryRef)}
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
