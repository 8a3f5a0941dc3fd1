/**
 * The business fields' one declaration and what the layers derive from it: every list a field
 * used to be named in by hand is checked here to cover the declared fields, so a new field cannot be
 * forgotten in one of them.
 */
import fs from 'node:fs';
import path from 'node:path';
import { getTableColumns } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { businesses } from '#db/schema/index.ts';
import { publicBusinessColumns } from '#features/businesses/public.ts';
import { listItemColumns } from '#features/businesses/list-item.ts';
import { EMPTY, LABELS, ORDER } from '#components/listings/manual-form.ts';
import { FIELD_LABELS, showValue } from '#components/owners/owner-copy.ts';
import { LISTING_COPY } from '#components/listings/copy.ts';
import {
  BUSINESS_FIELDS,
  CHANGE_SET_FIELDS,
  COLUMN_FIELDS,
  CSV_EXPORT_FIELDS,
  CSV_TEMPLATE_FIELDS,
  FORM_FIELDS,
  PUBLIC_DETAIL_FIELDS,
  PUBLIC_LIST_FIELDS,
  fieldLabel,
  sectionInputs,
  type BusinessFieldDef,
} from './business-fields.ts';
import { businessInputSchema, businessPatchSchema } from './business-input.ts';
import { EXPORT_COLUMNS } from './import/export.ts';
import { readCsv } from './import/csv.ts';
import { STANDARD_COLUMNS, TEMPLATE_COLUMNS } from './import/standard.ts';
import { whatsappHref } from './phone.ts';

const all = Object.entries(BUSINESS_FIELDS) as [keyof typeof BUSINESS_FIELDS, BusinessFieldDef][];

describe('the business fields’ declaration', () => {
  it('the CSV template file, the template columns and the export columns are the declared csv fields, in order', () => {
    const bytes = new Uint8Array(fs.readFileSync(path.resolve(import.meta.dirname, '../../public/downloads/isletme-sablonu.csv')));
    expect(readCsv(bytes).fields).toEqual([...CSV_TEMPLATE_FIELDS]);
    expect([...TEMPLATE_COLUMNS]).toEqual([...CSV_TEMPLATE_FIELDS]);
    expect(CSV_TEMPLATE_FIELDS).toEqual([
      'name',
      'category',
      'subcategory',
      'address',
      'district',
      'description',
      'phone',
      'whatsapp',
      'email',
      'website',
      'priceRange',
      'latitude',
      'longitude',
    ]);
    expect([...EXPORT_COLUMNS]).toEqual([...CSV_EXPORT_FIELDS, 'id']);
    // every exportable field is a column of both, and the import reads each by its own name (unless it is
    // declared not to be read back: the OSM id, which only an OSM import sets)
    for (const [name, d] of all) {
      if (!d.csv) continue;
      expect(EXPORT_COLUMNS, name).toContain(name);
      if (d.csv.readBack === false) {
        expect(Object.keys(STANDARD_COLUMNS), name).not.toContain(name);
        continue;
      }
      expect(Object.keys(STANDARD_COLUMNS), name).toContain(name);
      expect((STANDARD_COLUMNS as Record<string, readonly string[]>)[name]![0], name).toBe(name);
    }
    // the positions are distinct
    const ats = all.flatMap(([, d]) => (d.csv ? [d.csv.at] : []));
    expect(new Set(ats).size).toBe(ats.length);
  });

  it('the change-set diff covers every editable field, the owner’s edit schema takes each, and each has a label', () => {
    const editable = all.filter(([, d]) => d.changeSet).map(([k]) => k);
    expect(CHANGE_SET_FIELDS).toEqual(editable);
    expect(CHANGE_SET_FIELDS).toContain('whatsapp');
    expect(businessPatchSchema.safeParse({ nope: null }).error!.issues[0]!.message).toBe('Bu alanlar düzenlenemez: nope');
    for (const k of CHANGE_SET_FIELDS) {
      // the patch schema knows the field (an unknown one is "Bu alanlar düzenlenemez: …")
      const issues = businessPatchSchema.safeParse({ [k]: null }).error?.issues ?? [];
      expect(issues.map((i) => i.message).join(' '), k).not.toContain('düzenlenemez');
      expect(FIELD_LABELS[k], k).toBeTruthy();
    }
    // the labels the owners' screens used before the declaration
    expect(FIELD_LABELS).toMatchObject({
      name: 'İşletme adı',
      isOpen: 'Açık mı',
      website: 'Web sitesi',
      whatsapp: 'WhatsApp',
      features: 'Özellikler',
      images: 'Fotoğraflar',
    });
    expect(showValue('whatsapp', '+905321112233')).toBe('0532 111 22 33');
  });

  it('every field typed in the form has a schema: the submission refuses nothing the form may leave empty', () => {
    const minimal = {
      name: 'Işık Kafe',
      category: 'kafeler',
      district: 'cukurova',
      address: 'Güzelyalı Mah. 80045 Sk. No:3',
      email: 'a@ornek.com',
      submitterName: 'Ayşe',
    };
    const parsed = businessInputSchema.parse(minimal);
    for (const k of FORM_FIELDS) expect(parsed, k).toHaveProperty(k);
    const required = all
      .filter(([, d]) => d.required)
      .map(([k]) => k)
      .sort();
    const issues = businessInputSchema.safeParse({}).error!.issues.map((i) => String(i.path[0]));
    expect([...new Set(issues)].sort()).toEqual(required);
  });

  it('stored fields are columns of `businesses`; the API’s record has the list and detail fields, list items not the detail ones', () => {
    const columns = Object.keys(getTableColumns(businesses));
    for (const k of COLUMN_FIELDS) expect(columns, k).toContain(k);
    expect(columns).toContain('whatsapp');
    for (const k of [...PUBLIC_LIST_FIELDS, ...PUBLIC_DETAIL_FIELDS]) expect(Object.keys(publicBusinessColumns), k).toContain(k);
    for (const k of PUBLIC_LIST_FIELDS) expect(Object.keys(listItemColumns), k).toContain(k);
    for (const k of PUBLIC_DETAIL_FIELDS) expect(Object.keys(listItemColumns), k).not.toContain(k);
    expect(PUBLIC_DETAIL_FIELDS).toEqual(['whatsapp', 'email', 'website']);
  });

  it('the add form’s order, labels and empty values come from it; the contact section lists its inputs in order', () => {
    expect(ORDER).toEqual([...FORM_FIELDS]);
    expect(ORDER).toEqual([
      'name',
      'category',
      'subcategory',
      'district',
      'address',
      'description',
      'phone',
      'whatsapp',
      'email',
      'website',
      'priceRange',
      'submitterName',
      'hours',
      'photos',
      'latitude',
      'longitude',
      'isOpen',
      'featuredRequested',
    ]);
    expect(LABELS).toMatchObject({ name: 'İşletme adı', whatsapp: 'WhatsApp', isOpen: 'İşletme şu anda faaliyette', latitude: 'Enlem' });
    expect(EMPTY).toMatchObject({ whatsapp: '', priceRange: 'Orta', name: '' });
    expect(sectionInputs('contact')).toEqual(['submitterName', 'email', 'phone', 'whatsapp', 'website']);
    expect(LISTING_COPY.csv.templateHint).toBe(
      'Zorunlu sütunlar: name, category, address, district. İsteğe bağlı: subcategory, description, phone, whatsapp, email, website, priceRange, latitude, longitude.',
    );
    expect(fieldLabel('isOpen', 'moderation')).toBe('Faaliyette');
    expect(fieldLabel('nope')).toBeUndefined();
  });

  it('WhatsApp links to wa.me with the number in international form, only for a Turkish mobile', () => {
    expect(whatsappHref('0532 111 22 33')).toBe('https://wa.me/905321112233');
    expect(whatsappHref('+905321112233')).toBe('https://wa.me/905321112233');
    expect(whatsappHref('0322 456 01 01')).toBeNull();
    expect(whatsappHref(null)).toBeNull();
  });
});
