/**
 * What the public API answers and the pre-built pages read about categories, districts and businesses
 * (spec §7). Declared once: the server (src/features/businesses) builds these shapes, islands and pages read them.
 */
import type { PublicDetailFieldName } from '#lib/business-fields.ts';
import type { OpeningHours, OpenNowState } from '#lib/hours.ts';
import type { SpecialHours } from '#lib/special-hours.ts';

export interface PublicCategory {
  id: number;
  name: string;
  slug: string;
  icon: string;
  color: string;
  description: string;
  businessCount: number;
  schemaType: string;
}

export interface PublicDistrict {
  id: number;
  name: string;
  slug: string;
  latitude: number;
  longitude: number;
}

export interface PublicBusiness {
  id: number;
  name: string;
  category: string;
  categorySlug: string;
  subcategory: string | null;
  description: string;
  address: string;
  district: string;
  latitude: number | null;
  longitude: number | null;
  phone: string | null;
  email: string | null;
  /** A Turkish mobile in E.164; the page offers it as "WhatsApp'tan yaz" (https://wa.me/90…). */
  whatsapp: string | null;
  website: string | null;
  rating: number;
  reviewCount: number;
  /** Null: not known (an import without one, decision 015). */
  priceRange: string | null;
  images: string[];
  features: string[];
  hours: OpeningHours;
  /**
   * Not temporarily closed (the owner's or an admin's switch, PD12). It does NOT say whether the business is
   * open at this moment: that is `openNow` in API answers, or `openStatus(hours, isOpen, now)` in a browser.
   */
  isOpen: boolean;
  isFeatured: boolean;
  /**
   * An approved owner's paid plan gives "Öncelikli listeleme" (decision 023): first among equally relevant
   * businesses in the default order of lists and search, and labelled "Öncelikli" wherever it is listed.
   */
  priorityListing: boolean;
  /** An approved campaign or announcement runs today (decision 031): cards show "Kampanya". */
  hasCampaign?: boolean;
  /**
   * The OpenStreetMap element the business was imported from (`node/123`, PD23), else null: its page
   * credits "© OpenStreetMap katkıda bulunanlar" (ODbL).
   */
  osmId: string | null;
  /** Special days and holiday hours (src/lib/special-hours.ts, decision 025), or null: the week alone. */
  specialHours: SpecialHours | null;
  approvedAt: string | null;
  updatedAt: string;
}

/** A category as the JSON API answers it (spec §7). */
export type ApiCategory = Omit<PublicCategory, 'schemaType'>;

/**
 * A business in a list answer: the record without contact e-mail, WhatsApp, website (the fields
 * src/lib/business-fields.ts declares `api: 'detail'`), the OSM id and timestamps (spec §7); its special
 * hours only when it has some (the cards compute "open now" with them in the browser, decision 034).
 */
export type PublicBusinessListItem = Omit<PublicBusiness, PublicDetailFieldName | 'approvedAt' | 'updatedAt' | 'osmId' | 'specialHours'> & {
  specialHours?: SpecialHours | null;
  /**
   * On tonight's duty list until this instant (ISO; a pharmacy, "Nöbetçi"): computed when the API answers,
   * never in pre-built data.
   */
  onDutyUntil?: string;
};

/**
 * What every `GET /api/businesses*` answer adds to each business, computed when the request is answered in
 * Europe/Istanbul (decision 018): `openNow` (true/false; null when no opening hours are given; false when
 * temporarily closed) and `nextChange` (ISO instant of the next opening or closing; null when none is known).
 * The answer's CDN lifetime ends no later than the earliest `nextChange` in it.
 */
export type { OpenNowState };
/** A business as `GET /api/businesses/{id}` answers it. */
export type ApiBusiness = PublicBusiness & OpenNowState & { onDutyUntil?: string };
/** A business in a `GET /api/businesses`, `/featured`, `/category/{name}` or `/search` answer. */
export type ApiBusinessListItem = PublicBusinessListItem & OpenNowState;

/** What a listing card shows (BusinessCard.astro on pre-built pages, BusinessCard.tsx in islands). */
export type BusinessCardData = Pick<
  PublicBusinessListItem,
  'id' | 'name' | 'category' | 'categorySlug' | 'district' | 'rating' | 'reviewCount' | 'images' | 'features' | 'isFeatured'
>;
