/**
 * Business analytics from the browser: each event goes to the per-business daily counters
 * (`POST /api/analytics/events` {businessId, type}, fire-and-forget) and to window.dataLayer
 * (`business_view`, `business_action`). Used by the pre-built page's script and the fallback island.
 */
import { apiResult } from '#lib/api-client.ts';
import { viewSourceOf, type AnalyticsEventRequest, type AnalyticsEventType } from '#lib/contract/analytics.ts';
import { pushBusinessAction, pushBusinessView, type BusinessActionType, type DataLayerBusiness } from '#lib/datalayer.ts';

const ENDPOINT = '/api/analytics/events';
const COUNTED: ReadonlySet<string> = new Set(['phone', 'website', 'directions']);

/** sendBeacon with a JSON Blob (survives the page being left for tel:/a new tab); keepalive fetch otherwise. */
export function sendBusinessEvent(businessId: number, type: AnalyticsEventType): void {
  if (typeof window === 'undefined') return;
  // A view says where the visitor came from (the referring page of this site, with our own search's words).
  const event: AnalyticsEventRequest =
    type === 'view' ? { businessId, type, ...viewSourceOf(document.referrer, location.origin) } : { businessId, type };
  try {
    if (
      typeof navigator.sendBeacon === 'function' &&
      navigator.sendBeacon(ENDPOINT, new Blob([JSON.stringify(event)], { type: 'application/json' }))
    )
      return;
  } catch {
    /* fall through to fetch */
  }
  void apiResult(ENDPOINT, { method: 'POST', body: event, keepalive: true }).catch(() => undefined);
}

export function trackBusinessView(b: DataLayerBusiness): void {
  pushBusinessView(b);
  sendBusinessEvent(b.id, 'view');
}

export function isActionType(v: string | null | undefined): v is BusinessActionType {
  return v === 'phone' || v === 'whatsapp' || v === 'website' || v === 'directions' || v === 'email';
}

/** A click on a phone, WhatsApp, website, directions or e-mail link (WhatsApp and e-mail go to the dataLayer only). */
export function trackBusinessAction(type: BusinessActionType, b: DataLayerBusiness): void {
  pushBusinessAction(type, b);
  if (COUNTED.has(type)) sendBusinessEvent(b.id, type as AnalyticsEventType);
}
