/**
 * What the photo picker (PhotoPicker.tsx) does with its photos: uploads each chosen file at once (shrunk first,
 * shrink.ts) with its progress, retries, reorders and removes, and frees the local previews when it goes.
 */
import { useEffect, useRef, useState, type Dispatch, type SetStateAction } from 'react';
import { uploadPhoto } from './api.ts';
import { LISTING_COPY } from './copy.ts';
import { shrinkPhoto } from './shrink.ts';
import { MAX_BYTES, MAX_PHOTOS, newPhotoItem, type PhotoItem } from './photo-items.ts';

const c = LISTING_COPY.photos;

export function usePhotoUploads(items: PhotoItem[], onChange: Dispatch<SetStateAction<PhotoItem[]>>, max: number) {
  const inputRef = useRef<HTMLInputElement>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [status, setStatus] = useState('');
  const urls = useRef(new Set<string>());

  useEffect(() => {
    const owned = urls.current;
    return () => {
      for (const u of owned) URL.revokeObjectURL(u);
    };
  }, []);

  const patch = (itemId: string, change: Partial<PhotoItem>) =>
    onChange((list) => list.map((p) => (p.id === itemId ? { ...p, ...change } : p)));

  const upload = (item: PhotoItem) => {
    if (!item.file) return;
    patch(item.id, { status: 'uploading', progress: 0, error: undefined });
    shrinkPhoto(item.file)
      .then((file) => (file.size > MAX_BYTES ? null : uploadPhoto(file, (f) => patch(item.id, { progress: f }))))
      .then((res) => {
        if (res === null) return patch(item.id, { status: 'error', error: c.tooBigAfterShrink });
        if (res.ok && res.body.key) patch(item.id, { status: 'done', progress: 1, key: res.body.key });
        else patch(item.id, { status: 'error', error: res.body.errors?.file ?? res.body.message ?? c.failed });
      })
      .catch(() => patch(item.id, { status: 'error', error: c.network }));
  };

  const addFiles = (files: FileList | null) => {
    if (!files || files.length === 0) return;
    const room = max - items.length;
    const chosen = Array.from(files);
    setNotice(chosen.length > room ? (max === MAX_PHOTOS ? c.tooMany : c.tooManyOf(max)) : null);
    const added = chosen.slice(0, Math.max(0, room)).map((file) => {
      const preview = URL.createObjectURL(file);
      urls.current.add(preview);
      return newPhotoItem(file, preview);
    });
    onChange((list) => [...list, ...added]);
    for (const item of added) if (item.status === 'uploading') upload(item);
    if (inputRef.current) inputRef.current.value = '';
  };

  const move = (index: number, to: number) => {
    onChange((list) => {
      const next = [...list];
      const [item] = next.splice(index, 1);
      next.splice(to, 0, item!);
      return next;
    });
    setStatus(c.moved(to + 1));
  };
  const remove = (item: PhotoItem) => {
    onChange((list) => list.filter((p) => p.id !== item.id));
    if (urls.current.has(item.preview)) {
      URL.revokeObjectURL(item.preview);
      urls.current.delete(item.preview);
    }
    setNotice(null);
    setStatus(c.removed);
  };

  return { inputRef, notice, status, upload, addFiles, move, remove };
}
