/**
 * The manual add-business form's model: its text fields and their starting values, the order fields appear
 * in (the error summary and the first focus follow it), their labels, their element ids, and the shared
 * schema's or the function's issues as the errors shown beside them.
 */
import type { Weekday } from '#lib/hours.ts';
import { fieldErrors, partErrors, type Issue } from '#components/ui/form/errors.ts';
import { BUSINESS_FIELDS, FORM_FIELDS, FORM_TEXT_FIELDS, type FormTextFieldName } from '#lib/business-fields.ts';
import { DEFAULT_PRICE_RANGE } from '#lib/business-input.ts';

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

/** The form's text fields, its order and its labels come from the declaration (src/lib/business-fields.ts). */
export type TextField = FormTextFieldName;
export type ErrorKey = (typeof FORM_FIELDS)[number] | 'form';
export type Errors = Partial<Record<ErrorKey, string>>;
export type DayErrors = Partial<Record<Weekday, string>>;
export type TextValues = Record<TextField, string>;

/** What a section of the form reads and writes. */
export interface SectionProps {
  values: TextValues;
  errors: Errors;
  set: (field: TextField, value: string) => void;
}

export const EMPTY: TextValues = Object.fromEntries(
  FORM_TEXT_FIELDS.map((k) => [k, k === 'priceRange' ? DEFAULT_PRICE_RANGE : '']),
) as TextValues;

/** The order fields appear in. */
export const ORDER: Exclude<ErrorKey, 'form'>[] = [...FORM_FIELDS];

export const LABELS = Object.fromEntries(FORM_FIELDS.map((k) => [k, BUSINESS_FIELDS[k].label])) as Record<
  Exclude<ErrorKey, 'form'>,
  string
>;

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
