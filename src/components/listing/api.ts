/**
 * The browser side of the listing calls (the functions live in functions/):
 *   POST /api/businesses                   JSON business input → 201 {requiresVerification, message, business}
 *   POST /api/uploads                      multipart `file`    → 201 {key, url, thumbUrl, width, height}
 *   POST /api/businesses/import-google     {url}               → {prefill, message}
 *   POST /api/businesses/import-csv        {businesses, format} → {imported, skipped, errors}
 * Every answer is returned as {status, ok, body}; a network failure rejects. Uploads use XMLHttpRequest
 * because fetch reports no upload progress.
 */
import type { UploadedPhoto } from '#lib/contract/uploads.ts';

export interface ApiAnswer<T = Record<string, unknown>> {
  status: number;
  ok: boolean;
  body: T & { message?: string; errors?: Record<string, string> };
}

export async function sendJson<T = Record<string, unknown>>(url: string, method: string, body?: unknown): Promise<ApiAnswer<T>> {
  const res = await fetch(url, {
    method,
    credentials: 'same-origin',
    headers: { Accept: 'application/json', ...(body === undefined ? {} : { 'Content-Type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const answer = (await res.json().catch(() => ({}))) as ApiAnswer<T>['body'];
  return { status: res.status, ok: res.ok, body: answer };
}

export const postJson = <T = Record<string, unknown>>(url: string, body: unknown) => sendJson<T>(url, 'POST', body);

/** The upload answer's type is the server's own (type-only: nothing of the server module is bundled). */
export type { UploadedPhoto };

/** Uploads one file; `onProgress` gets 0..1. Resolves with the answer (ok or not); rejects on network failure. */
export function uploadPhoto(file: File, onProgress: (fraction: number) => void): Promise<ApiAnswer<UploadedPhoto>> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', '/api/uploads');
    xhr.setRequestHeader('Accept', 'application/json');
    xhr.withCredentials = true;
    xhr.upload.onprogress = (ev) => {
      if (ev.lengthComputable && ev.total > 0) onProgress(ev.loaded / ev.total);
    };
    xhr.onload = () => {
      let body: ApiAnswer<UploadedPhoto>['body'];
      try {
        body = JSON.parse(xhr.responseText) as ApiAnswer<UploadedPhoto>['body'];
      } catch {
        body = {} as ApiAnswer<UploadedPhoto>['body'];
      }
      resolve({ status: xhr.status, ok: xhr.status >= 200 && xhr.status < 300, body });
    };
    xhr.onerror = () => reject(new Error('network'));
    xhr.onabort = () => reject(new Error('aborted'));
    const form = new FormData();
    form.append('file', file);
    xhr.send(form);
  });
}
