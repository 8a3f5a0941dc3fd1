/** POST /api/analytics/events: one event of a business page, counted per business and day. */

export const ANALYTICS_EVENT_TYPES = ['view', 'phone', 'website', 'directions'] as const;
export type AnalyticsEventType = (typeof ANALYTICS_EVENT_TYPES)[number];

export interface AnalyticsEventRequest {
  businessId: number;
  type: AnalyticsEventType;
}
