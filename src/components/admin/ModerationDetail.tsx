/**
 * One business in the moderation queue: everything submitted (fields, hours, photos, location, submitter,
 * source, featured request), and the admin's actions: edit before approving (ModerationEdit, PATCH),
 * approve, reject with a required reason that is e-mailed to the submitter.
 *
 * The shell: loading is moderation/use-business-detail.ts, approving and rejecting moderation/use-decision.ts,
 * the parts moderation/DetailHeader, RejectForm, DetailFacts, DetailHours, DetailLocation and DetailPhotos.
 */
import { useId, useState } from 'react';
import { notify } from '#components/toast/notify.ts';
import { Icon } from '#components/ui/Icon.tsx';
import { buttonClass, cardClass, cx, skeletonClass } from '#components/ui/classes.ts';
import type { Option } from './moderation-api.ts';
import { MODERATION_COPY as copy } from './moderation-copy.ts';
import ModerationEdit from './ModerationEdit.tsx';
import CategoryChoice from './CategoryChoice.tsx';
import { DistrictChoiceSection } from './DistrictChoice.tsx';
import DetailFacts from './moderation/DetailFacts.tsx';
import DetailHeader from './moderation/DetailHeader.tsx';
import DetailHours from './moderation/DetailHours.tsx';
import DetailLocation from './moderation/DetailLocation.tsx';
import DetailPhotos from './moderation/DetailPhotos.tsx';
import RejectForm from './moderation/RejectForm.tsx';
import { useBusinessDetail } from './moderation/use-business-detail.ts';
import { useDecision } from './moderation/use-decision.ts';

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
  const { business, setBusiness, error, headingRef } = useBusinessDetail(id, onGateLost);
  const [mode, setMode] = useState<'view' | 'edit' | 'reject'>('view');
  const [changed, setChanged] = useState(false);
  const decision = useDecision({ id, business, rejecting: mode === 'reject', onBack, onNext, onGateLost });

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
  const toChoose = b.category === null;
  return (
    <article className="space-y-6" aria-labelledby={`${uid}-name`}>
      {back}
      <DetailHeader
        uid={uid}
        business={b}
        headingRef={headingRef}
        busy={decision.busy}
        rejecting={mode === 'reject'}
        nextId={onNext ? nextId : null}
        onEdit={() => setMode('edit')}
        onApprove={decision.approve}
        onToggleReject={() => setMode(mode === 'reject' ? 'view' : 'reject')}
      />

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

      <RejectForm
        uid={uid}
        open={mode === 'reject'}
        busy={decision.busy}
        reason={decision.reason}
        reasonError={decision.reasonError}
        reasonRef={decision.reasonRef}
        onType={decision.typeReason}
        onSubmit={decision.reject}
        onCancel={() => setMode('view')}
      />

      <div className="grid gap-6 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <DetailFacts business={b} categories={categories} districts={districts} />
        <div className="space-y-6">
          <DetailHours uid={uid} hours={b.hours} />
          <DetailLocation uid={uid} business={b} />
        </div>
      </div>

      <DetailPhotos uid={uid} business={b} />
    </article>
  );
}
