/**
 * The admin's edit of a submitted business before approving it: the form's fields (the shared
 * `businessPatchSchema` checks them with the same Turkish messages), the hours editor, the map pin as
 * coordinates, "temporarily closed" and "featured" (PD8: only an admin grants it). Only the changed
 * fields are sent (PATCH /api/admin/businesses/:id); the detail is read again afterwards.
 *
 * The shell: the state and sending are moderation/use-business-edit.ts, the fields moderation/edit-fields.ts
 * and moderation/EditFields.tsx, the photos moderation/EditPhotos.tsx.
 */
import { useId } from 'react';
import HoursEditor from '#components/listings/HoursEditor.tsx';
import SpecialHoursEditor from '#components/businesses/SpecialHoursEditor.tsx';
import { buttonClass, cardClass, cx } from '#components/ui/classes.ts';
import { CheckboxField } from '#components/ui/form/CheckboxField.tsx';
import { ErrorSummary } from '#components/ui/form/ErrorSummary.tsx';
import type { ModerationDetail, Option } from './moderation-api.ts';
import { MODERATION_COPY as copy } from './moderation-copy.ts';
import { LABELS } from './moderation/edit-fields.ts';
import EditFields from './moderation/EditFields.tsx';
import EditPhotos from './moderation/EditPhotos.tsx';
import { useBusinessEdit } from './moderation/use-business-edit.ts';

const d = copy.detail;

export interface ModerationEditProps {
  business: ModerationDetail;
  categories: Option[];
  districts: Option[];
  onSaved: (next: ModerationDetail) => void;
  onCancel: () => void;
  onGateLost: () => void;
}

export default function ModerationEdit({ business, categories, districts, onSaved, onCancel, onGateLost }: ModerationEditProps) {
  const uid = useId();
  const fid = (k: string) => `${uid}-${k}`;
  const {
    initial,
    values,
    set,
    hours,
    setHours,
    isOpen,
    setIsOpen,
    isFeatured,
    setIsFeatured,
    originalPhotos,
    photos,
    setPhotos,
    errors,
    dayErrors,
    busy,
    notice,
    summaryRef,
    onSubmit,
  } = useBusinessEdit({ business, categories, districts, onSaved, onGateLost });
  const summary = Object.entries(errors)
    .filter(([k]) => k !== 'form')
    .map(([k, message]) => ({ target: fid(k), label: LABELS[k] ?? k, message }));

  return (
    <form noValidate onSubmit={onSubmit} className={cx(cardClass, 'space-y-5 p-5 sm:p-6')} aria-labelledby={`${uid}-title`}>
      <h2 id={`${uid}-title`} className="text-xl font-bold text-ink">
        {copy.editTitle}: {business.name}
      </h2>
      <ErrorSummary ref={summaryRef} items={summary} message={errors.form} />
      <EditFields fid={fid} values={values} initial={initial} set={set} errors={errors} categories={categories} districts={districts} />
      <fieldset id={fid('hours')}>
        <legend className="text-base font-bold text-ink">{d.hours}</legend>
        <HoursEditor
          value={hours}
          onChange={setHours}
          error={errors.hours && Object.keys(dayErrors).length === 0 ? errors.hours : undefined}
          dayErrors={dayErrors}
          idPrefix={`${uid}-hours`}
        />
      </fieldset>
      {business.status === 'approved' && (
        // Holidays and special days are saved at once for a published listing (decision 025); a submission gets them after approval.
        <div className="rounded-control border border-line p-4">
          <SpecialHoursEditor businessId={business.id} initial={business.specialHours} />
        </div>
      )}
      {originalPhotos.length > 0 && (
        <EditPhotos id={fid('images')} name={business.name} photos={photos} setPhotos={setPhotos} error={errors.images} />
      )}
      <div className="space-y-3">
        <CheckboxField id={fid('isOpen')} label={d.open} checked={isOpen} onChange={setIsOpen} />
        <CheckboxField
          id={fid('isFeatured')}
          label={copy.isFeatured}
          hint={business.featuredRequested ? d.featuredAsked : undefined}
          checked={isFeatured}
          onChange={setIsFeatured}
        />
      </div>
      {notice && (
        <p className="text-ink-muted" role="status">
          {notice}
        </p>
      )}
      <div className="flex flex-wrap gap-2">
        <button type="submit" disabled={busy} className={buttonClass()}>
          {busy ? copy.saving : copy.save}
        </button>
        <button type="button" onClick={onCancel} className={buttonClass({ variant: 'ghost' })}>
          {copy.cancelEdit}
        </button>
      </div>
    </form>
  );
}
