/**
 * What the public API answers and the pre-built pages read about categories, districts and businesses
 * (spec §7). Declared once: the server (src/features/directory) builds these shapes, islands and pages read them.
 */
import type { OpeningHours } from '#lib/hours.ts';

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
  website: string | null;
  rating: number;
  reviewCount: number;
  /** Null: not known (an import without one, issue 17). */
  priceRange: string | null;
  images: string[];
  features: string[];
  hours: OpeningHours;
  isOpen: boolean;
  isFeatured: boolean;
  approvedAt: string | null;
  updatedAt: string;
}

/** A category as the JSON API answers it (spec §7). */
export type ApiCategory = Omit<PublicCategory, 'schemaType'>;

/** A business in a list answer: the record without contact e-mail, website and timestamps (spec §7). */
export type PublicBusinessListItem = Omit<PublicBusiness, 'email' | 'website' | 'approvedAt' | 'updatedAt'>;

/** What a listing card shows (BusinessCard.astro on pre-built pages, BusinessCard.tsx in islands). */
export type BusinessCardData = Pick<
  PublicBusinessListItem,
  'id' | 'name' | 'category' | 'categorySlug' | 'district' | 'rating' | 'reviewCount' | 'images' | 'features' | 'isFeatured'
>;
