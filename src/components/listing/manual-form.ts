/**
 * The manual add-business form's model: its text fields and their starting values, the order fields appear
 * in (the error summary and the first focus follow it), their labels, their element ids, and the shared
 * schema's or the function's issues as the errors shown beside them.
 */
import type { Weekday } from '#lib/hours.ts';
import { fieldErrors, partErrors, type Issue } from '#components/ui/form/errors.ts';
import { LISTING_COPY } from './copy.ts';

const c = LISTING_COPY;
const f = c.fields;

export interface Option {
  slug: string;
  name: string;
}

/** What "Import from Google" gives the form. */
export interface GooglePrefill {
  name?: string | null;
  address?: string | null;
  latitude?: number | null;
  longitude?: number | null;
  googleCid?: string | null;
  googlePlaceId?: string | null;
}

export type TextField = 'name' | 'category' | 'subcategory' | 'district' | 'address' | 'description' | 'phone' | 'email' | 'website' | 'priceRange' | 'submitterName';
export type ErrorKey = TextField | 'hours' | 'photos' | 'latitude' | 'longitude' | 'isOpen' | 'featuredRequested' | 'form';
export type Errors = Partial<Record<ErrorKey, string>>;
export type DayErrors = Partial<Record<Weekday, string>>;
export type TextValues = Record<TextField, string>;

/** What a section of the form reads and writes. */
export interface SectionProps {
  values: TextValues;
  errors: Errors;
  set: (field: TextField, value: string) => void;
}

export const EMPTY: TextValues = {
  name: '',
  category: '',
  subcategory: '',
  district: '',
  address: '',
  description: '',
  phone: '',
  email: '',
  website: '',
  priceRange: 'Orta',
  submitterName: '',
};

/** The order fields appear in. */
export const ORDER: Exclude<ErrorKey, 'form'>[] = ['name', 'category', 'subcategory', 'district', 'address', 'description', 'phone', 'email', 'website', 'priceRange', 'submitterName', 'hours', 'photos', 'latitude', 'longitude', 'isOpen', 'featuredRequested'];

export const LABELS: Record<Exclude<ErrorKey, 'form'>, string> = {
  name: f.name,
  category: f.category,
  subcategory: f.subcategory,
  district: f.district,
  address: f.address,
  description: f.description,
  phone: f.phone,
  email: f.email,
  website: f.website,
  priceRange: f.priceRange,
  submitterName: f.submitterName,
  hours: c.sections.hours,
  photos: c.sections.photos,
  latitude: c.location.latitude,
  longitude: c.location.longitude,
  isOpen: f.isOpen,
  featuredRequested: f.featured,
};

/** The id of a field's control (`ab-name`; the hours' section; the featured checkbox is `ab-featured`). */
export function fieldId(key: string): string {
  return `ab-${key === 'featuredRequested' ? 'featured' : key}`;
}

/** The errors of the fields (an issue of anything else is the form's), and those of the days of the hours. */
export function formErrors(issues: readonly Issue[]): { errors: Errors; days: DayErrors } {
  const errors: Errors = {};
  for (const [key, message] of Object.entries(fieldErrors(issues))) {
    errors[(ORDER as string[]).includes(key) ? (key as ErrorKey) : 'form'] ??= message;
  }
  return { errors, days: partErrors(issues, 'hours') };
}
