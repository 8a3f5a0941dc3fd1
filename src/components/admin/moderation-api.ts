/**
 * The browser side of the moderation calls (functions check the admin session and its second factor on
 * every call; 401 / 403 / `secondFactorRequired` send the screen back through AdminGate):
 *   GET   /api/admin/businesses?status=&q=&category=&district=&limit=&offset=  → {items, total}
 *   GET   /api/admin/businesses/:id                                          → everything submitted
 *   PATCH /api/admin/businesses/:id            partial input + isFeatured     → the business
 *   POST  /api/admin/businesses/:id/approve | /reject {reason}
 *   POST  /api/admin/businesses/approve {ids}                                 → {approved}
 * Answer fields are read defensively (the detail is shown as far as the server gives it).
 */
import type { OpeningHours } from '#lib/hours.ts';
import { notify } from '#components/toast/notify.ts';
import { MODERATION_COPY } from './moderation-copy.ts';

/** A category or district option of the filters and the edit form. */
export interface Option {
  slug: string;
  name: string;
}

export type BusinessStatus = 'email_pending' | 'pending' | 'approved' | 'rejected';

/** A category or district as the API answers it: `{slug, name}` (a plain name or slug is accepted too). */
export type Named = string | { slug: string; name: string } | null | undefined;

/** `{slug, name}` of a Named value, completed from the options when only one of them is known. */
export function namedOf(value: Named, options: Option[]): { slug: string; name: string } {
  if (value && typeof value === 'object') return { slug: value.slug, name: value.name };
  const s = value ?? '';
  const found = options.find((o) => o.slug === s || o.name === s);
  return found ? { slug: found.slug, name: found.name } : { slug: s, name: s };
}

export interface ModerationItem {
  id: number;
  name: string;
  category?: Named;
  district?: Named;
  status: BusinessStatus;
  submitterName?: string | null;
  submitterEmail?: string | null;
  email?: string | null;
  source?: string | null;
  submittedAt?: string | null;
  approvedAt?: string | null;
  featuredRequested?: boolean;
  isFeatured?: boolean;
  image?: string | null;
  images?: string[];
  emailVerified?: boolean;
  rejectionReason?: string | null;
}

export interface ModerationPhoto {
  key?: string;
  url: string;
  thumbUrl?: string;
}

export interface ModerationDetail extends ModerationItem {
  subcategory?: string | null;
  description?: string | null;
  address?: string | null;
  phone?: string | null;
  website?: string | null;
  priceRange?: string | null;
  hours?: OpeningHours | null;
  isOpen?: boolean;
  latitude?: number | string | null;
  longitude?: number | string | null;
  googleCid?: string | null;
  googlePlaceId?: string | null;
  photos?: (ModerationPhoto | string)[];
  updatedAt?: string | null;
}

export interface Answer<T = Record<string, unknown>> {
  status: number;
  ok: boolean;
  body: T & { message?: string; errors?: Record<string, string>; secondFactorRequired?: boolean };
}

export async function adminCall<T = Record<string, unknown>>(url: string, method = 'GET', body?: unknown): Promise<Answer<T>> {
  const res = await fetch(url, {
    method,
    credentials: 'same-origin',
    headers: { Accept: 'application/json', ...(body === undefined ? {} : { 'Content-Type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const answer = (await res.json().catch(() => ({}))) as Answer<T>['body'];
  return { status: res.status, ok: res.ok, body: answer };
}

/** True when the answer means "the admin gate must be passed again" (logged out, no second factor). */
export const gateLost = (a: Answer<unknown>) => a.status === 401 || (a.status === 403 && a.body.secondFactorRequired === true);

/** The business as the detail endpoint answers it: `{business}` or the object itself. */
export function unwrapDetail(body: Record<string, unknown>): ModerationDetail {
  const inner = body.business;
  return (inner && typeof inner === 'object' ? inner : body) as ModerationDetail;
}

/** Photo URLs of a detail: `photos` (objects or URLs) or `images`. */
export function photoList(b: ModerationDetail): { url: string; thumbUrl: string }[] {
  const list = b.photos?.length ? b.photos : (b.images ?? []);
  return list
    .map((p) => (typeof p === 'string' ? { url: p, thumbUrl: p } : { url: p.url, thumbUrl: p.thumbUrl ?? p.url }))
    .filter((p) => typeof p.url === 'string' && p.url !== '');
}

/** The error toast of every moderation action: the server's message, else a generic one. */
export function failToast(message?: unknown) {
  notify({
    title: MODERATION_COPY.errorTitle,
    description: typeof message === 'string' && message ? message : MODERATION_COPY.failed,
    variant: 'destructive',
  });
}
