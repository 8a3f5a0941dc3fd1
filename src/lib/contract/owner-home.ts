/**
 * GET /api/owner/home?business={id} what the owner dashboard's home shows about one listing the
 * caller owns — its rating and trend, this Istanbul week's numbers against last week's, and what its profile
 * lacks, each with where to fix it. Computed by src/features/owners/home.ts.
 */
import { z } from '#lib/zod.ts';

export const ownerHomeQuerySchema = z.object({
  business: z.coerce
    .number({ error: 'İşletme numarası bir sayı olmalıdır.' })
    .int('İşletme numarası bir tam sayı olmalıdır.')
    .min(1, 'İşletme numarası geçersiz.')
    .max(2_147_483_647, 'İşletme numarası geçersiz.'),
});

/** Average and count of the published reviews written in a span (average null without any). */
export interface RatingSpan {
  average: number | null;
  count: number;
}

export interface WeekNumbers {
  views: number;
  phoneClicks: number;
  directionsClicks: number;
  websiteClicks: number;
}

/** Where a missing item is fixed: the editor ('edit', focusing `field`'s input) or the photo panel. */
export interface CompletenessItem {
  key: string;
  /** "Fotoğraf ekleyin", "Çalışma saatlerini girin", … */
  action: string;
  /** Why it matters, one short sentence. */
  why: string;
  /** The field's label (src/lib/business-fields.ts). */
  label: string;
  panel: 'edit' | 'photos';
  /** The id of the input the editor focuses (the add form's ids), when `panel` is 'edit'. */
  target: string | null;
}

export interface OwnerHome {
  businessId: number;
  rating: {
    /** The listing's published rating and count (as the page shows them). */
    average: number | null;
    count: number;
    /** The last 30 Istanbul days (today included) and the 30 before them. */
    last30: RatingSpan;
    previous30: RatingSpan;
    /** The last six Istanbul months, oldest first (`YYYY-MM`). */
    months: (RatingSpan & { month: string })[];
  };
  week: {
    /** Monday of this Istanbul week and today (YYYY-MM-DD). */
    from: string;
    to: string;
    current: WeekNumbers;
    /** Last week's Monday up to the same weekday as today: a like-for-like comparison. */
    previous: WeekNumbers;
    previousFrom: string;
    previousTo: string;
  };
  completeness: {
    /** 0–100. */
    percent: number;
    done: number;
    total: number;
    missing: CompletenessItem[];
  };
}
