/**
 * One business in the moderation queue: everything submitted (fields, hours, photos, location, submitter,
 * source, featured request), and the admin's actions: edit before approving (ModerationEdit, PATCH),
 * approve, reject with a required reason that is e-mailed to the submitter.
 */
import { useEffect, useId, useRef, useState, type ReactNode, type SubmitEvent } from 'react';
import { formatDateTime } from '#lib/format.ts';
import { hoursRows } from '#lib/hours.ts';
import { formatTrPhone } from '#lib/phone.ts';
import { notify } from '#components/toast/notify.ts';
import { Icon } from '#components/ui/Icon.tsx';
import { badgeClass, buttonClass, cardClass, cx, linkClass, skeletonClass, textareaClass } from '#components/ui/classes.ts';
import { Field } from '#components/ui/form/Field.tsx';
import {
  adminCall,
  failToast,
  gateLost,
  namedOf,
  type Option,
  photoList,
  unwrapDetail,
  type ModerationDetail as Detail,
} from './moderation-api.ts';
import { MODERATION_COPY as copy } from './moderation-copy.ts';
import ModerationEdit from './ModerationEdit.tsx';
import CategoryChoice from './CategoryChoice.tsx';
import { DistrictChoiceSection } from './DistrictChoice.tsx';

const d = copy.detail;

export interface ModerationDetailProps {
  id: number;
  /** The next business of the queue's page, for "Onayla ve sonraki"; null: none after this one. */
  nextId?: number | null;
  /** Opens the next business (after "Onayla ve sonraki"). */
  onNext?: (id: number) => void;
  categories: Option[];
  districts: Option[];
  onBack: (changed: boolean) => void;
  onGateLost: () => void;
}

export default function ModerationDetail({ id, nextId = null, onNext, categories, districts, onBack, onGateLost }: ModerationDetailProps) {
  const uid = useId();
  const [business, setBusiness] = useState<Detail | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [mode, setMode] = useState<'view' | 'edit' | 'reject'>('view');
  const [busy, setBusy] = useState(false);
  const [changed, setChanged] = useState(false);
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string | null>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const reasonRef = useRef<HTMLTextAreaElement>(null);

  useEffect(() => {
    let active = true;
    adminCall(`/api/admin/businesses/${id}`)
      .then((res) => {
        if (!active) return;
        if (gateLost(res)) return onGateLost();
        if (!res.ok) return setError(res.body.message ?? copy.failed);
        setBusiness(unwrapDetail(res.body));
        requestAnimationFrame(() => headingRef.current?.focus());
      })
      .catch(() => active && setError(copy.network));
    return () => {
      active = false;
    };
  }, [id, onGateLost]);

  useEffect(() => {
    if (mode === 'reject') reasonRef.current?.focus();
  }, [mode]);

  const act = async (path: 'approve' | 'reject', body: unknown, then?: number) => {
    setBusy(true);
    try {
      const res = await adminCall(`/api/admin/businesses/${id}/${path}`, 'POST', body);
      if (gateLost(res)) return onGateLost();
      if (!res.ok) {
        if (path === 'reject' && res.body.errors?.reason) {
          setReasonError(res.body.errors.reason);
          reasonRef.current?.focus();
        }
        return failToast(res.body.message);
      }
      if (path === 'approve') notify({ title: copy.approved, description: copy.approvedText(business?.name ?? '') });
      else notify({ title: copy.rejected, description: copy.rejectedText });
      if (then !== undefined && onNext) onNext(then);
      else onBack(true);
    } catch {
      failToast(copy.network);
    } finally {
      setBusy(false);
    }
  };

  const reject = (ev: SubmitEvent<HTMLFormElement>) => {
    ev.preventDefault();
    if (!reason.trim()) {
      setReasonError(copy.rejectRequired);
      reasonRef.current?.focus();
      return;
    }
    void act('reject', { reason: reason.trim(), from: business?.status });
  };

  const back = (
    <button type="button" onClick={() => onBack(changed)} className={buttonClass({ variant: 'ghost', size: 'sm' })}>
      <Icon name="chevron-right" size={18} className="rotate-180" />
      {copy.back}
    </button>
  );

  if (error) {
    return (
      <div className="space-y-4">
        {back}
        <p role="alert" className="rounded-card border border-danger-600/40 bg-danger-50 p-4 text-danger-700">
          {error}
        </p>
      </div>
    );
  }
  if (!business) {
    return (
      <div className="space-y-4" aria-busy="true">
        {back}
        <span className="sr-only">{copy.loading}</span>
        <div className={cx(skeletonClass, 'h-96 w-full')} />
      </div>
    );
  }

  if (mode === 'edit') {
    return (
      <div className="space-y-4">
        {back}
        <ModerationEdit
          business={business}
          categories={categories}
          districts={districts}
          onGateLost={onGateLost}
          onCancel={() => setMode('view')}
          onSaved={(next) => {
            setBusiness(next);
            setChanged(true);
            setMode('view');
            notify({ title: copy.saved });
            requestAnimationFrame(() => headingRef.current?.focus());
          }}
        />
      </div>
    );
  }

  const b = business;
  const photos = photoList(b);
  const lat = b.latitude != null && b.latitude !== '' ? Number(b.latitude) : null;
  const lng = b.longitude != null && b.longitude !== '' ? Number(b.longitude) : null;
  const toChoose = b.category === null;
  const categoryName = toChoose ? (
    <span key="c" className={badgeClass('warning')}>
      {copy.toChoose.badge}
    </span>
  ) : (
    namedOf(b.category, categories).name
  );
  const districtName = namedOf(b.district, districts).name;
  const imported = b.source !== 'form';
  const rows: [string, ReactNode][] = [
    [
      d.status,
      <span key="s" className={badgeClass(b.status === 'approved' ? 'success' : b.status === 'rejected' ? 'danger' : 'warning')}>
        {copy.status[b.status] ?? b.status}
      </span>,
    ],
    [d.category, categoryName],
    [d.subcategory, b.subcategory],
    [d.district, districtName],
    [d.address, b.address],
    [
      d.description,
      b.description ? (
        <span key="desc" className="whitespace-pre-line">
          {b.description}
        </span>
      ) : null,
    ],
    [d.phone, b.phone ? formatTrPhone(b.phone) : null],
    [d.email, b.email],
    [d.whatsapp, b.whatsapp ? formatTrPhone(b.whatsapp) : null],
    [
      d.website,
      b.website ? (
        <a key="w" href={b.website} target="_blank" rel="noopener noreferrer nofollow" className={linkClass}>
          {b.website}
        </a>
      ) : null,
    ],
    [d.priceRange, b.priceRange],
    [d.isOpen, b.isOpen === false ? d.tempClosed : d.open],
    [d.featured, b.isFeatured ? d.featuredYes : b.featuredRequested ? d.featuredAsked : d.featuredNo],
    // An imported row has no contact person of its own (the column's default): the import is named instead.
    ...(imported
      ? ([
          [
            d.importedBy,
            [
              copy.source[b.source] ?? b.source,
              b.submittedBy ? `${b.submittedBy.name || b.submittedBy.email} (${b.submittedBy.email})` : null,
            ]
              .filter(Boolean)
              .join(' · '),
          ],
        ] as [string, ReactNode][])
      : ([
          [d.submitter, b.submitterName],
          [
            d.submitterEmail,
            b.submitterEmail
              ? `${b.submitterEmail} (${b.emailVerified || b.status !== 'email_pending' ? d.emailVerified : d.emailNotVerified})`
              : null,
          ],
          [d.source, b.source ? (copy.source[b.source] ?? b.source) : null],
        ] as [string, ReactNode][])),
    [d.google, [b.googleCid && `cid ${b.googleCid}`, b.googlePlaceId].filter(Boolean).join(' · ') || null],
    [d.submittedAt, b.submittedAt ? formatDateTime(b.submittedAt) : null],
    [d.approvedAt, b.approvedAt ? formatDateTime(b.approvedAt) : null],
    [d.rejectionReason, b.rejectionReason],
  ];

  return (
    <article className="space-y-6" aria-labelledby={`${uid}-name`}>
      {back}
      <header className="flex flex-wrap items-start justify-between gap-4">
        <h2 ref={headingRef} id={`${uid}-name`} tabIndex={-1} className="text-2xl font-bold break-words text-ink focus:outline-none">
          {b.name}
        </h2>
        <div className="flex flex-wrap gap-2">
          <button type="button" onClick={() => setMode('edit')} className={buttonClass({ variant: 'secondary' })}>
            {copy.edit}
          </button>
          {b.status !== 'approved' && !toChoose && b.district !== null && (
            <button type="button" disabled={busy} onClick={() => void act('approve', { from: b.status })} className={buttonClass()}>
              <Icon name="check-circle" size={18} />
              {busy ? copy.approving : copy.approve}
            </button>
          )}
          {b.status !== 'approved' && !toChoose && b.district !== null && nextId !== null && onNext && (
            <button
              type="button"
              disabled={busy}
              onClick={() => void act('approve', { from: b.status }, nextId)}
              className={buttonClass({ variant: 'secondary' })}
            >
              {copy.approveNext}
            </button>
          )}
          {b.status !== 'rejected' && (
            <button
              type="button"
              disabled={busy}
              aria-expanded={mode === 'reject'}
              aria-controls={`${uid}-reject`}
              onClick={() => setMode(mode === 'reject' ? 'view' : 'reject')}
              className={buttonClass({ variant: 'destructive' })}
            >
              {copy.reject}
            </button>
          )}
        </div>
      </header>

      {b.district === null && b.status !== 'approved' && (
        <DistrictChoiceSection
          headingId={`${uid}-district`}
          businessId={b.id}
          businessName={b.name}
          districts={districts}
          categories={toChoose ? categories : undefined}
          onGateLost={onGateLost}
          onApproved={() => onBack(true)}
        />
      )}
      {toChoose && b.district !== null && b.status !== 'approved' && (
        <section className={cx(cardClass, 'space-y-3 border-warning-600/40 p-5')} aria-labelledby={`${uid}-choose`}>
          <h3 id={`${uid}-choose`} className="text-lg font-bold text-ink">
            {copy.toChoose.title}
          </h3>
          <p className="text-ink-muted">{copy.toChoose.text}</p>
          <CategoryChoice
            businessId={b.id}
            businessName={b.name}
            categories={categories}
            onGateLost={onGateLost}
            onApproved={() => onBack(true)}
          />
        </section>
      )}

      <div id={`${uid}-reject`} hidden={mode !== 'reject'}>
        {mode === 'reject' && (
          <form noValidate onSubmit={reject} className={cx(cardClass, 'space-y-3 border-danger-600/40 p-5')}>
            <h3 className="text-lg font-bold text-ink">{copy.rejectTitle}</h3>
            <Field id={`${uid}-reason`} label={copy.rejectReason} required hint={copy.rejectHint} error={reasonError} errorRole="alert">
              {(control) => (
                <textarea
                  ref={reasonRef}
                  {...control}
                  rows={4}
                  maxLength={1000}
                  value={reason}
                  onChange={(ev) => {
                    setReason(ev.target.value);
                    setReasonError(null);
                  }}
                  className={textareaClass}
                />
              )}
            </Field>
            <div className="flex flex-wrap gap-2">
              <button type="submit" disabled={busy} className={buttonClass({ variant: 'destructive' })}>
                {busy ? copy.rejecting : copy.rejectConfirm}
              </button>
              <button type="button" onClick={() => setMode('view')} className={buttonClass({ variant: 'ghost' })}>
                {copy.cancelEdit}
              </button>
            </div>
          </form>
        )}
      </div>

      <div className="grid gap-6 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <section className={cx(cardClass, 'p-5')} aria-label={copy.title}>
          <dl className="grid gap-x-4 gap-y-1 sm:grid-cols-[12rem_minmax(0,1fr)] sm:gap-y-3">
            {rows.map(([label, value]) => (
              <div key={label} className="contents">
                <dt className="text-sm font-semibold text-ink-muted">{label}</dt>
                <dd className="mb-2 break-words text-ink sm:mb-0">{value || d.none}</dd>
              </div>
            ))}
          </dl>
        </section>
        <div className="space-y-6">
          <section className={cx(cardClass, 'p-5')} aria-labelledby={`${uid}-hours`}>
            <h3 id={`${uid}-hours`} className="font-bold text-ink">
              {d.hours}
            </h3>
            <table className="mt-2 w-full text-sm">
              <tbody>
                {hoursRows(b.hours ?? {}).map((r) => (
                  <tr key={r.day} className="border-b border-line last:border-0">
                    <th scope="row" className="py-1.5 pr-3 text-left font-medium text-ink">
                      {r.name}
                    </th>
                    <td className={cx('py-1.5 tabular-nums', r.closed ? 'text-ink-muted' : 'text-ink')}>{r.text}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </section>
          <section className={cx(cardClass, 'p-5')} aria-labelledby={`${uid}-loc`}>
            <h3 id={`${uid}-loc`} className="font-bold text-ink">
              {d.location}
            </h3>
            {lat !== null && lng !== null && Number.isFinite(lat) && Number.isFinite(lng) ? (
              <p className="mt-2 text-ink tabular-nums">
                {lat.toFixed(6)}, {lng.toFixed(6)}{' '}
                <a
                  href={`https://www.openstreetmap.org/?mlat=${lat}&mlon=${lng}#map=17/${lat}/${lng}`}
                  target="_blank"
                  rel="noopener noreferrer"
                  className={linkClass}
                >
                  {d.openMap}
                </a>
              </p>
            ) : (
              <p className="mt-2 text-ink-muted">{d.noLocation}</p>
            )}
          </section>
        </div>
      </div>

      <section className={cx(cardClass, 'p-5')} aria-labelledby={`${uid}-photos`}>
        <h3 id={`${uid}-photos`} className="font-bold text-ink">
          {d.photos} ({photos.length})
        </h3>
        {photos.length === 0 ? (
          <p className="mt-2 text-ink-muted">{d.noPhotos}</p>
        ) : (
          <ul className="mt-3 grid grid-cols-2 gap-3 sm:grid-cols-4">
            {photos.map((p, i) => (
              <li key={p.url} className="relative">
                <a href={p.url} target="_blank" rel="noopener noreferrer">
                  <img
                    src={p.thumbUrl}
                    alt={d.photoAlt(i + 1, b.name)}
                    loading="lazy"
                    className="aspect-[4/3] w-full rounded-control border border-line object-cover"
                  />
                </a>
                {i === 0 && <span className={badgeClass('brand', 'absolute top-2 left-2 bg-white')}>{d.main}</span>}
              </li>
            ))}
          </ul>
        )}
      </section>
    </article>
  );
}
