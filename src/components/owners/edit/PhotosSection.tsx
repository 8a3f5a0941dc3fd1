/** "Fotoğraflar" of the owner's edit: the count against the plan's limit, new uploads (POST /api/uploads) to send with the change. */
import { useState } from 'react';
import { PLAN_LABELS, PLAN_PHOTO_LIMITS, type Plan } from '#lib/contract/owners.ts';
import { buttonClass, cx } from '#components/ui/classes.ts';
import { Field } from '#components/ui/form/Field.tsx';
import { FormSection } from '#components/ui/form/FormSection.tsx';
import { notify } from '#components/toast/notify.ts';

export interface NewPhoto {
  key: string;
  thumbUrl: string;
}

export function usePhotoUploads(plan: Plan, existing: number) {
  const [photos, setPhotos] = useState<NewPhoto[]>([]);
  const [uploading, setUploading] = useState(false);
  const limit = PLAN_PHOTO_LIMITS[plan];
  const count = existing + photos.length;
  const room = limit === null ? Infinity : Math.max(0, limit - count);

  const add = async (files: FileList | null) => {
    if (!files) return;
    const list = [...files].slice(0, room === Infinity ? undefined : room);
    if (files.length > list.length)
      notify({
        title: 'Fotoğraf sınırı',
        description: `${PLAN_LABELS[plan]} planda en fazla ${limit} fotoğraf olabilir.`,
        variant: 'destructive',
      });
    setUploading(true);
    for (const file of list) {
      const form = new FormData();
      form.set('file', file);
      try {
        const res = await fetch('/api/uploads', { method: 'POST', body: form, credentials: 'same-origin' });
        const body = (await res.json().catch(() => ({}))) as { key?: string; thumbUrl?: string; message?: string };
        if (!res.ok || !body.key) notify({ title: 'Fotoğraf yüklenemedi', description: body.message ?? file.name, variant: 'destructive' });
        else setPhotos((p) => [...p, { key: body.key!, thumbUrl: body.thumbUrl ?? '' }]);
      } catch {
        notify({ title: 'Fotoğraf yüklenemedi', description: 'Sunucuya ulaşılamadı.', variant: 'destructive' });
      }
    }
    setUploading(false);
  };
  const remove = (key: string) => setPhotos((list) => list.filter((x) => x.key !== key));
  return { photos, uploading, limit, count, room, add, remove };
}

export default function PhotosSection({
  plan,
  uploads,
  error,
}: {
  plan: Plan;
  uploads: ReturnType<typeof usePhotoUploads>;
  error: string | undefined;
}) {
  const { photos, uploading, limit, count, room, add, remove } = uploads;
  return (
    <FormSection id="ed-photos" titleId="ed-photos-title" title="Fotoğraflar">
      <p className="mt-2 text-ink">
        {count}
        {limit === null ? '' : ` / ${limit}`} fotoğraf ({PLAN_LABELS[plan]} plan)
      </p>
      {photos.length > 0 && (
        <ul className="mt-3 flex flex-wrap gap-3" aria-label="Eklenecek fotoğraflar">
          {photos.map((p) => (
            <li key={p.key} className="flex flex-col items-start">
              <img src={p.thumbUrl} alt="" width={96} height={72} className="h-18 w-24 rounded-control object-cover" />
              <button type="button" className={cx(buttonClass({ size: 'sm', variant: 'ghost' }), 'mt-1')} onClick={() => remove(p.key)}>
                Kaldır
              </button>
            </li>
          ))}
        </ul>
      )}
      {room > 0 ? (
        <Field
          id="ed-photo-input"
          label="Fotoğraf seçin"
          hint="JPEG, PNG veya WebP. Yeni fotoğraflar onaydan sonra sayfanızda görünür."
          error={error}
          className="mt-3"
        >
          {(control) => (
            <input
              {...control}
              type="file"
              accept="image/jpeg,image/png,image/webp"
              multiple
              disabled={uploading}
              onChange={(e) => {
                void add(e.target.files);
                e.target.value = '';
              }}
              className="block w-full text-sm text-ink file:mr-3 file:rounded-control file:border-0 file:bg-brand-50 file:px-4 file:py-2 file:font-semibold file:text-brand-700"
            />
          )}
        </Field>
      ) : (
        <p className="mt-3 text-sm text-warning-700">
          Planınızın fotoğraf sınırına ulaştınız. Daha fazla fotoğraf için planınızı yükseltin.
        </p>
      )}
    </FormSection>
  );
}
