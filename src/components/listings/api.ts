/**
 * The browser side of the listing calls (the functions live in functions/):
 *   POST /api/businesses                   JSON business input → 201 SubmissionResult
 *   POST /api/uploads                      multipart `file`    → 201 UploadedPhoto
 *   POST /api/businesses/import-google     {url}               → GoogleImportAnswer
 *   POST /api/businesses/import-csv        {businesses, format} → ImportResult; multipart `file` (OSM data)
 * Every answer is returned as {status, ok, body}: the forms show the server's `message` and field `errors`
 * from the body; a network failure rejects. Uploads use XMLHttpRequest because fetch reports no upload
 * progress; their answers are read like every other (src/lib/api-client.ts).
 */
import { answerOf, apiAnswer, readOutcome, type ApiAnswer } from '#lib/api-client.ts';
import type { UploadedPhoto } from '#lib/contract/uploads.ts';

export type { ApiAnswer, UploadedPhoto };

export function sendJson<T = Record<string, unknown>>(url: string, method: string, body?: unknown): Promise<ApiAnswer<T>> {
  return apiAnswer<T>(url, { method, body });
}

export const postJson = <T = Record<string, unknown>>(url: string, body: unknown) => sendJson<T>(url, 'POST', body);

/** Sends a form as multipart (an OpenStreetMap file to the import); resolves with the answer, rejects on network failure. */
export async function postForm<T = Record<string, unknown>>(url: string, form: FormData): Promise<ApiAnswer<T>> {
  const res = await fetch(url, { method: 'POST', credentials: 'same-origin', headers: { Accept: 'application/json' }, body: form });
  return answerOf(readOutcome(res.status, res.statusText, await res.text()));
}

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
    xhr.onload = () => resolve(answerOf(readOutcome(xhr.status, xhr.statusText, xhr.responseText)));
    xhr.onerror = () => reject(new Error('network'));
    xhr.onabort = () => reject(new Error('aborted'));
    const form = new FormData();
    form.append('file', file);
    xhr.send(form);
  });
}
