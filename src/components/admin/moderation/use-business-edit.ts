/**
 * The state of the admin's edit (ModerationEdit.tsx) and its sending: only the changed fields go
 * (PATCH /api/admin/businesses/:id; the coordinates together), checked first by the shared
 * `businessPatchSchema` with the same Turkish messages; the server's refusals are shown the same way, beside
 * the fields and in the summary, which takes the focus. The detail is read again afterwards.
 */
import { useRef, useState, type SubmitEvent } from 'react';
import { businessPatchSchema } from '#lib/business-input.ts';
import type { OpeningHours, Weekday } from '#lib/hours.ts';
import { answerIssues, fieldErrors, partErrors, type Issue } from '#components/ui/form/errors.ts';
import { adminCall, failToast, gateLost, photoList, unwrapDetail, type ModerationDetail, type Option } from '../moderation-api.ts';
import { MODERATION_COPY as copy } from '../moderation-copy.ts';
import { initialValues, type TextKey } from './edit-fields.ts';

interface Options {
  business: ModerationDetail;
  categories: Option[];
  districts: Option[];
  onSaved: (next: ModerationDetail) => void;
  onGateLost: () => void;
}

export function useBusinessEdit({ business, categories, districts, onSaved, onGateLost }: Options) {
  const [initial] = useState(() => initialValues(business, categories, districts));
  const [values, setValues] = useState(initial);
  const [hours, setHours] = useState<OpeningHours>(business.hours ?? {});
  const [isOpen, setIsOpen] = useState(business.isOpen !== false);
  const [isFeatured, setIsFeatured] = useState(Boolean(business.isFeatured));
  const originalPhotos = photoList(business);
  const [photos, setPhotos] = useState(originalPhotos);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [dayErrors, setDayErrors] = useState<Partial<Record<Weekday, string>>>({});
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  const summaryRef = useRef<HTMLDivElement>(null);

  const changes = (): Record<string, unknown> => {
    const out: Record<string, unknown> = {};
    for (const k of Object.keys(values) as TextKey[]) if (values[k] !== initial[k]) out[k] = values[k].trim() === '' ? null : values[k];
    // Coordinates go together (both or neither).
    if ('latitude' in out || 'longitude' in out) {
      out.latitude = values.latitude.trim() || null;
      out.longitude = values.longitude.trim() || null;
    }
    if (JSON.stringify(hours) !== JSON.stringify(business.hours ?? {})) out.hours = hours;
    if (isOpen !== (business.isOpen !== false)) out.isOpen = isOpen;
    if (isFeatured !== Boolean(business.isFeatured)) out.isFeatured = isFeatured;
    if (photos.map((p) => p.url).join('\n') !== originalPhotos.map((p) => p.url).join('\n')) out.images = photos.map((p) => p.url);
    return out;
  };

  const show = (issues: Issue[]) => {
    setErrors(fieldErrors(issues));
    setDayErrors(partErrors(issues, 'hours'));
    requestAnimationFrame(() => summaryRef.current?.focus());
  };

  const onSubmit = async (ev: SubmitEvent<HTMLFormElement>) => {
    ev.preventDefault();
    const patch = changes();
    if (Object.keys(patch).length === 0) {
      setNotice(copy.noChanges);
      return;
    }
    const { images: _images, ...fields } = patch;
    const parsed = businessPatchSchema.safeParse(fields);
    if (!parsed.success) return show(parsed.error.issues);
    setBusy(true);
    try {
      const res = await adminCall(`/api/admin/businesses/${business.id}`, 'PATCH', patch);
      if (gateLost(res)) return onGateLost();
      if (!res.ok) {
        const issues = answerIssues(res.body.errors);
        if (issues.length) show(issues);
        return failToast(res.body.message);
      }
      const again = await adminCall(`/api/admin/businesses/${business.id}`);
      onSaved(again.ok ? unwrapDetail(again.body) : { ...business, ...unwrapDetail(res.body) });
    } catch {
      failToast(copy.network);
    } finally {
      setBusy(false);
    }
  };

  /** One typed field; typing clears 'Değişiklik yok.'. */
  const set = (k: TextKey, v: string) => {
    setValues((old) => ({ ...old, [k]: v }));
    setNotice(null);
  };

  return {
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
  };
}
