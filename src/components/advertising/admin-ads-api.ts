/** The browser side of the admin's ad calls (functions/admin-ads.ts, admin-prices.ts, uploads.ts). */
import type { UploadedPhoto } from '#lib/contract/uploads.ts';
import { adminCall } from '#components/admin/moderation-api.ts';

export { gateLost, failToast } from '#components/admin/moderation-api.ts';

export async function uploadImage(file: File): Promise<{ ok: true; photo: UploadedPhoto } | { ok: false; message: string }> {
  const form = new FormData();
  form.append('file', file);
  try {
    const res = await fetch('/api/uploads', { method: 'POST', body: form, credentials: 'same-origin' });
    const body = (await res.json().catch(() => ({}))) as Record<string, unknown>;
    if (res.ok) return { ok: true, photo: body as unknown as UploadedPhoto };
    return { ok: false, message: typeof body.message === 'string' ? body.message : 'Görsel yüklenemedi.' };
  } catch {
    return { ok: false, message: 'Bağlantı kurulamadı. İnternet bağlantınızı kontrol edin.' };
  }
}

export const adAdmin = {
  list: (status: string) => adminCall<unknown>(`/api/admin/ads${status ? `?status=${encodeURIComponent(status)}` : ''}`),
  patch: (id: number, body: unknown) => adminCall<unknown>(`/api/admin/ads/${id}`, 'PATCH', body),
  status: (id: number, status: string, note?: string, payment?: unknown) =>
    adminCall<unknown>(`/api/admin/ads/${id}/status`, 'POST', { status, ...(note ? { note } : {}), ...(payment ? { payment } : {}) }),
  prices: () => adminCall<unknown>('/api/admin/prices'),
  savePrices: (body: unknown) => adminCall<unknown>('/api/admin/prices', 'PUT', body),
};
