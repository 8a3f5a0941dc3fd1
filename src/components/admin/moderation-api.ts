/**
 * The browser side of the moderation calls (functions check the admin session and its second factor on
 * every call; 401 / 403 / `secondFactorRequired` send the screen back through AdminGate):
 *   GET   /api/admin/businesses?status=&q=&category=&district=&limit=&offset=  → {items, total}
 *   GET   /api/admin/businesses/:id                                          → everything submitted
 *   PATCH /api/admin/businesses/:id            partial input + isFeatured     → the business
 *   POST  /api/admin/businesses/:id/approve | /reject {reason}
 *   POST  /api/admin/businesses/approve {ids}                                 → {approved}
 * The answers' types are the contract's (src/lib/contract/moderation.ts), shared with the functions.
 */
import { apiAnswer, type ApiAnswer } from '#lib/api-client.ts';
import type { ModerationRecord, NamedRef } from '#lib/contract/moderation.ts';
import { notify } from '#components/toast/notify.ts';
import { MODERATION_COPY } from './moderation-copy.ts';

export type { BusinessStatus, ModerationItem, ModerationPhoto } from '#lib/contract/moderation.ts';

/** A category or district option of the filters and the edit form. */
export type Option = NamedRef;

/** A category or district as the screens take it: `{slug, name}`, or a plain name or slug. */
export type Named = string | NamedRef | null | undefined;

/** `{slug, name}` of a Named value, completed from the options when only one of them is known. */
export function namedOf(value: Named, options: Option[]): NamedRef {
  if (value && typeof value === 'object') return { slug: value.slug, name: value.name };
  const s = value ?? '';
  const found = options.find((o) => o.slug === s || o.name === s);
  return found ? { slug: found.slug, name: found.name } : { slug: s, name: s };
}

/** The detail as the screens read it: the server's record, with coordinates also taken as typed text. */
export type ModerationDetail = Omit<ModerationRecord, 'latitude' | 'longitude'> & {
  latitude: number | string | null;
  longitude: number | string | null;
};

export type Answer<T = Record<string, unknown>> = ApiAnswer<T>;

export function adminCall<T = Record<string, unknown>>(url: string, method = 'GET', body?: unknown): Promise<Answer<T>> {
  return apiAnswer<T>(url, { method, body });
}

/** True when the answer means "the admin gate must be passed again" (logged out, no second factor). */
export const gateLost = (a: Answer<unknown>) => a.status === 401 || (a.status === 403 && a.body.secondFactorRequired === true);

/** The business as the detail endpoint answers it: `{business}` or the object itself. */
export function unwrapDetail(body: Record<string, unknown>): ModerationDetail {
  const inner = body.business;
  return (inner && typeof inner === 'object' ? inner : body) as ModerationDetail;
}

/** Photo URLs of a detail: `photos`, else `images`. */
export function photoList(b: ModerationDetail): { url: string; thumbUrl: string }[] {
  const list = b.photos.length ? b.photos : b.images.map((url) => ({ url, thumbUrl: url }));
  return list.map((p) => ({ url: p.url, thumbUrl: p.thumbUrl || p.url })).filter((p) => p.url !== '');
}

/** The error toast of every moderation action: the server's message, else a generic one. */
export function failToast(message?: unknown) {
  notify({
    title: MODERATION_COPY.errorTitle,
    description: typeof message === 'string' && message ? message : MODERATION_COPY.failed,
    variant: 'destructive',
  });
}
