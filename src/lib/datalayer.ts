/**
 * Analytics events for a tag manager, pushed to `window.dataLayer` with the spec's names and fields
 * (§3 "Analytics data-layer events"):
 *   page_view        { page_path, page_title }
 *   business_view    { business_id, business_name, business_category }
 *   business_action  { action_type, business_id, business_name, business_category }
 *   business_submission { submission_type }
 *
 * Pushing only appends to an array in the page: nothing leaves the browser unless a tag manager is added
 * later. Still, events are pushed only after the visitor allowed statistics in the cookie banner (PD18,
 * KVKK cookie guide): without that consent every push is dropped, not queued. When consent is given the
 * banner pushes the current page's page_view (src/components/consent/consent-store.ts).
 * Browser-only; safe to import from server code (every function is a no-op without `window`).
 */
import { hasStatisticsConsent } from '#lib/consent.ts';

export type BusinessActionType = 'phone' | 'whatsapp' | 'website' | 'directions' | 'email';

export interface DataLayerBusiness {
  id: number;
  name: string;
  category: string;
}

export type DataLayerEvent =
  | { event: 'page_view'; page_path: string; page_title: string }
  | { event: 'business_view'; business_id: number; business_name: string; business_category: string }
  | { event: 'business_action'; action_type: BusinessActionType; business_id: number; business_name: string; business_category: string }
  | { event: 'business_submission'; submission_type: string };

declare global {
  interface Window {
    dataLayer?: unknown[];
  }
}

export function pushDataLayer(event: DataLayerEvent): void {
  if (typeof window === 'undefined' || !hasStatisticsConsent()) return;
  window.dataLayer = window.dataLayer ?? [];
  window.dataLayer.push(event);
}

/** page_view for the current page (path without query string, the document title). */
export function pushPageView(path?: string, title?: string): void {
  if (typeof window === 'undefined') return;
  pushDataLayer({ event: 'page_view', page_path: path ?? window.location.pathname, page_title: title ?? document.title });
}

export function pushBusinessView(b: DataLayerBusiness): void {
  pushDataLayer({ event: 'business_view', business_id: b.id, business_name: b.name, business_category: b.category });
}

export function pushBusinessAction(actionType: BusinessActionType, b: DataLayerBusiness): void {
  pushDataLayer({
    event: 'business_action',
    action_type: actionType,
    business_id: b.id,
    business_name: b.name,
    business_category: b.category,
  });
}
