/**
 * The fields of the admin's edit (ModerationEdit.tsx): the declared fields typed into an <input>
 * (src/lib/business-fields.ts, in the form's order), the labels the error summary names them by, and the
 * values a business starts the form with.
 */
import { BUSINESS_FIELDS, FORM_FIELDS, type BusinessFieldDef, type FieldKind, type FormTextFieldName } from '#lib/business-fields.ts';
import { namedOf, type ModerationDetail, type Option } from '../moderation-api.ts';
import { MODERATION_COPY as copy } from '../moderation-copy.ts';

const d = copy.detail;
export type TextKey = FormTextFieldName | 'latitude' | 'longitude';

/** The declared fields typed into an <input> here (src/lib/business-fields.ts), in the form's order. */
const INPUT_TYPES: Partial<Record<FieldKind, string>> = {
  line: 'text',
  phone: 'tel',
  mobile: 'tel',
  email: 'email',
  url: 'url',
  coordinate: 'text',
};
const WIDE: readonly string[] = ['name', 'address'];
export const TEXT_FIELDS: { key: TextKey; label: string; required?: boolean; type?: string; wide?: boolean }[] = FORM_FIELDS.flatMap(
  (key) => {
    const f: BusinessFieldDef = BUSINESS_FIELDS[key];
    const type = INPUT_TYPES[f.kind];
    return type ? [{ key: key as TextKey, label: f.label, required: f.required, type, wide: WIDE.includes(key) }] : [];
  },
);
export type TextField = (typeof TEXT_FIELDS)[number];

/** The labels the error summary names the fields by. */
export const LABELS: Record<string, string> = {
  ...Object.fromEntries(TEXT_FIELDS.map((f) => [f.key, f.label])),
  category: d.category,
  district: d.district,
  priceRange: d.priceRange,
  description: d.description,
  hours: d.hours,
  images: d.photos,
  isOpen: d.open,
  isFeatured: copy.isFeatured,
};

export function initialValues(b: ModerationDetail, categories: Option[], districts: Option[]): Record<TextKey, string> {
  const s = (v: unknown) => (v === null || v === undefined ? '' : String(v));
  const record = b as unknown as Record<string, unknown>;
  return {
    ...(Object.fromEntries(TEXT_FIELDS.map((f) => [f.key, s(record[f.key])])) as Record<TextKey, string>),
    category: namedOf(b.category, categories).slug,
    district: namedOf(b.district, districts).slug,
    description: s(b.description),
    priceRange: s(b.priceRange) || 'Orta',
  };
}
