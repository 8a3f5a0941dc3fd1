/** Words the owner screens share: field names of a change, suggestion reasons, value display. */
import { BUSINESS_FIELDS, CHANGE_SET_FIELDS, fieldLabel, type BusinessFieldDef } from '#lib/business-fields.ts';
import { formatNumber } from '#lib/format.ts';
import { formatTrPhone } from '#lib/phone.ts';
import { WEEKDAYS, WEEKDAY_NAMES } from '#lib/hours.ts';

/** The names of a change set's fields: those src/lib/business-fields.ts declares `changeSet`, then features and photos. */
export const FIELD_LABELS: Record<string, string> = {
  ...Object.fromEntries(CHANGE_SET_FIELDS.map((k) => [k, fieldLabel(k, 'change')!])),
  features: 'Özellikler',
  images: 'Fotoğraflar',
};

export const REASON_LABELS: Record<string, string> = {
  closed: 'Kalıcı olarak kapandı',
  hours: 'Çalışma saatleri yanlış',
  phone: 'Telefon yanlış',
  location: 'Konum yanlış',
  other: 'Diğer',
};

/** A field's value as text for the before/after table. */
export function showValue(field: string, value: unknown): string {
  if (value === null || value === undefined || value === '') return '—';
  if (field === 'hours' && typeof value === 'object') {
    const h = value as Record<string, string[][] | undefined>;
    return WEEKDAYS.map((d) => `${WEEKDAY_NAMES[d]}: ${(h[d] ?? []).map((r) => r.join('–')).join(', ') || 'Kapalı'}`).join('\n');
  }
  if (field === 'images' && Array.isArray(value)) return `${formatNumber(value.length)} fotoğraf`;
  if (field === 'isOpen') return value ? 'Evet' : 'Geçici olarak kapalı';
  const kind = (BUSINESS_FIELDS as Record<string, BusinessFieldDef>)[field]?.kind;
  if ((kind === 'phone' || kind === 'mobile') && typeof value === 'string') return formatTrPhone(value);
  if (Array.isArray(value)) return value.join(', ') || '—';
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value as string | number | boolean);
}
