/**
 * The business fields, declared once: what a business has that people enter, in the order the
 * add form shows them, with its Turkish label, how it is checked, which form section it is in, where it is
 * shown, whether it is a CSV column and whether an owner's change set may change it. The layers derive
 * their lists from here:
 *  - the add form's and the owner's edit's text fields and their order (src/components/listings/manual-form.ts,
 *    `ContactFields`), the admin's edit (src/components/admin/ModerationEdit.tsx);
 *  - the zod schemas of src/lib/business-input.ts (`kind` 'mobile' fields with a `message` get theirs from
 *    here; the others keep their own, checked to cover every field);
 *  - the CSV template and export columns (src/lib/import/standard.ts, export.ts) and
 *    public/downloads/isletme-sablonu.csv (a test keeps it equal);
 *  - the owner's change-set diff and its labels (src/features/owners/changes.ts, src/components/owners/owner-copy.ts);
 *  - the columns a submission writes and an admin's edit copies (`COLUMN_FIELDS`), and the API answer's
 *    public fields (`PUBLIC_DETAIL_FIELDS`, `PUBLIC_LIST_FIELDS`).
 *
 * Adding a plain field: its entry here, its column (db/schema + `npm run db:generate`), and where it is shown.
 * Browser-safe: no imports.
 */

/** How a value is checked and stored. */
export type FieldKind =
  | 'line' // one line of text
  | 'multiline' // text with line breaks
  | 'slug' // a category or district slug (a name is slugified)
  | 'phone' // a Turkish number, stored E.164
  | 'mobile' // a Turkish mobile number (05xx), stored E.164
  | 'email'
  | 'url' // an http(s) address
  | 'price' // one of PRICE_RANGES
  | 'hours' // OpeningHours
  | 'boolean'
  | 'coordinate'
  | 'photos' // upload keys
  | 'googleId' // an identifier from a Google link, never typed by people
  | 'osmId'; // an OpenStreetMap element (`node/123`, `way/456`), set only by an OSM import

/** The sections of the add form (src/components/listings/*Section.tsx), in order. */
export type FormSection = 'basics' | 'contact' | 'hours' | 'photos' | 'location' | 'extra';

/** How a text field's input looks (its <input> attributes). */
export interface FieldInput {
  type?: 'text' | 'tel' | 'email' | 'url';
  autoComplete?: string;
  inputMode?: 'tel' | 'email' | 'url' | 'text';
  placeholder?: string;
  hint?: string;
  /** Spans both columns of the section's grid. */
  wide?: boolean;
  /** Its place among its section's inputs (the add form's layout), when not the declaration's order. */
  at?: number;
}

export interface BusinessFieldDef {
  /** The Turkish label (form, error summary, admin detail, change set). */
  label: string;
  kind: FieldKind;
  /** The add form refuses it empty. */
  required?: boolean;
  /** Longest value (the column's length). */
  max?: number;
  /** The Turkish message of a value that fails `kind` (fields whose schema is derived from here). */
  message?: string;
  /** The add form's section; none: not typed in the form (Google ids). */
  section?: FormSection;
  /** A text input of its section (rendered from here), with its attributes. */
  input?: FieldInput;
  /**
   * A column of the CSV at position `at`: in the template and the export, or (`only: 'export'`) the export
   * only; `required`: a row without it is refused.
   */
  /** `readBack: false`: exported for the record, ignored when the file is imported again (the OSM id). */
  csv?: { at: number; only?: 'export'; required?: boolean; readBack?: false };
  /** An owner's change set may change it ("Düzenle"; also what an accepted suggestion proposes). */
  changeSet?: boolean;
  /** In the public API answer: in lists and the business's own record, or only in its own record. */
  api?: 'list' | 'detail';
  /** Stored as is in the `businesses` column of the same name (not joined, not converted). */
  column?: boolean;
  /** Other wordings of the label where a screen uses its own. */
  labels?: { change?: string; moderation?: string };
}

export const BUSINESS_FIELDS = {
  name: {
    label: 'İşletme adı',
    kind: 'line',
    required: true,
    max: 160,
    section: 'basics',
    csv: { at: 1, required: true },
    changeSet: true,
    api: 'list',
    column: true,
  },
  category: {
    label: 'Kategori',
    kind: 'slug',
    required: true,
    section: 'basics',
    csv: { at: 2, required: true },
    changeSet: true,
    api: 'list',
  },
  subcategory: {
    label: 'Alt kategori',
    kind: 'line',
    max: 120,
    section: 'basics',
    csv: { at: 3 },
    changeSet: true,
    api: 'list',
    column: true,
  },
  district: {
    label: 'İlçe',
    kind: 'slug',
    required: true,
    section: 'basics',
    csv: { at: 5, required: true },
    changeSet: true,
    api: 'list',
  },
  address: {
    label: 'Adres',
    kind: 'line',
    required: true,
    max: 300,
    section: 'basics',
    csv: { at: 4, required: true },
    changeSet: true,
    api: 'list',
    column: true,
  },
  description: {
    label: 'Açıklama',
    kind: 'multiline',
    max: 5000,
    section: 'basics',
    csv: { at: 6 },
    changeSet: true,
    api: 'list',
    column: true,
  },
  phone: {
    label: 'Telefon',
    kind: 'phone',
    max: 20,
    section: 'contact',
    input: {
      at: 3,
      type: 'tel',
      autoComplete: 'tel',
      inputMode: 'tel',
      placeholder: '+90 5xx xxx xx xx',
      hint: 'Örnek: +90 5xx xxx xx xx ya da 0322 xxx xx xx',
    },
    csv: { at: 7 },
    changeSet: true,
    api: 'list',
    column: true,
  },
  whatsapp: {
    label: 'WhatsApp',
    kind: 'mobile',
    max: 20,
    message: 'WhatsApp için geçerli bir cep telefonu numarası girin (ör. 0532 111 22 33)',
    section: 'contact',
    input: {
      at: 4,
      type: 'tel',
      autoComplete: 'tel',
      inputMode: 'tel',
      placeholder: '+90 5xx xxx xx xx',
      hint: 'İşletmenin WhatsApp kullanan cep telefonu; sayfada “WhatsApp’tan yaz” olarak gösterilir.',
    },
    csv: { at: 8 },
    changeSet: true,
    api: 'detail',
    column: true,
  },
  email: {
    label: 'E-posta',
    kind: 'email',
    required: true,
    max: 254,
    section: 'contact',
    input: { at: 2, type: 'email', autoComplete: 'email', inputMode: 'email', hint: 'Doğrulama bağlantısını bu adrese göndereceğiz.' },
    csv: { at: 9 },
    changeSet: true,
    api: 'detail',
    column: true,
  },
  website: {
    label: 'Web sitesi',
    kind: 'url',
    max: 300,
    section: 'contact',
    input: {
      at: 5,
      type: 'url',
      autoComplete: 'url',
      inputMode: 'url',
      placeholder: 'https://',
      hint: 'Örnek: https://www.isletmeniz.com',
    },
    csv: { at: 10 },
    changeSet: true,
    api: 'detail',
    column: true,
  },
  priceRange: { label: 'Fiyat aralığı', kind: 'price', section: 'basics', csv: { at: 11 }, changeSet: true, api: 'list', column: true },
  submitterName: {
    label: 'İletişim kişisi',
    kind: 'line',
    required: true,
    max: 120,
    section: 'contact',
    input: { at: 1, autoComplete: 'name', hint: 'Başvuruyu yapan kişinin adı soyadı' },
    column: true,
  },
  hours: {
    label: 'Çalışma saatleri',
    kind: 'hours',
    section: 'hours',
    csv: { at: 14, only: 'export' },
    changeSet: true,
    api: 'list',
    column: true,
  },
  photos: { label: 'Fotoğraflar', kind: 'photos', section: 'photos' },
  latitude: { label: 'Enlem', kind: 'coordinate', section: 'location', csv: { at: 12 }, changeSet: true, api: 'list' },
  longitude: { label: 'Boylam', kind: 'coordinate', section: 'location', csv: { at: 13 }, changeSet: true, api: 'list' },
  isOpen: {
    label: 'İşletme şu anda faaliyette',
    kind: 'boolean',
    section: 'extra',
    changeSet: true,
    api: 'list',
    column: true,
    labels: { change: 'Açık mı', moderation: 'Faaliyette' },
  },
  featuredRequested: { label: 'Öne çıkan işletme olmak istiyorum', kind: 'boolean', section: 'extra', column: true },
  googleCid: { label: 'Google kimliği (cid)', kind: 'googleId', csv: { at: 15, only: 'export' } },
  googlePlaceId: { label: 'Google kimliği (place id)', kind: 'googleId', csv: { at: 16, only: 'export' } },
  // Set only by an OpenStreetMap import (README, "OpenStreetMap"): exported; in the business's own record
  // (features/businesses/public.ts names it there, beside the timestamps).
  osmId: { label: 'OpenStreetMap kimliği', kind: 'osmId', csv: { at: 17, only: 'export', readBack: false } },
} as const satisfies Record<string, BusinessFieldDef>;

export type BusinessFieldName = keyof typeof BUSINESS_FIELDS;
type Fields = typeof BUSINESS_FIELDS;
/** The names of the fields whose declaration has `P` (e.g. `WithProp<'input'>`). */
type WithProp<P extends string> = { [K in BusinessFieldName]: Fields[K] extends Record<P, unknown> ? K : never }[BusinessFieldName];
type WithValue<P extends keyof BusinessFieldDef, V> = {
  [K in BusinessFieldName]: Fields[K] extends Record<P, V> ? K : never;
}[BusinessFieldName];

const names = Object.keys(BUSINESS_FIELDS) as BusinessFieldName[];
const def = (k: BusinessFieldName): BusinessFieldDef => BUSINESS_FIELDS[k];
const where = <K extends BusinessFieldName>(test: (d: BusinessFieldDef) => boolean) => names.filter((k) => test(def(k))) as K[];

/** The fields in the add form's order (the error summary and the first focus follow it). */
export const FORM_FIELDS = where<WithProp<'section'>>((d) => d.section !== undefined);

/** The fields the add form keeps as text (inputs, selects, the textarea), in the form's order. */
export type FormTextFieldName = Extract<
  WithValue<'kind', 'line' | 'multiline' | 'slug' | 'phone' | 'mobile' | 'email' | 'url' | 'price'>,
  (typeof FORM_FIELDS)[number]
>;
const TEXT_KINDS: readonly FieldKind[] = ['line', 'multiline', 'slug', 'phone', 'mobile', 'email', 'url', 'price'];
export const FORM_TEXT_FIELDS = FORM_FIELDS.filter((k) => TEXT_KINDS.includes(def(k).kind)) as FormTextFieldName[];

/** The text inputs of a form section, in order. */
export type InputFieldName = WithProp<'input'>;
export function sectionInputs(section: FormSection): InputFieldName[] {
  return where<InputFieldName>((d) => d.section === section && d.input !== undefined).sort(
    (a, b) => (def(a).input?.at ?? 0) - (def(b).input?.at ?? 0),
  );
}

/** What an owner's change set may change ("Düzenle"), in the form's order. */
export type ChangeSetFieldName = WithValue<'changeSet', true>;
export const CHANGE_SET_FIELDS = where<ChangeSetFieldName>((d) => d.changeSet === true);

/** The fields stored as is in the `businesses` column of the same name. */
export type ColumnFieldName = WithValue<'column', true>;
export const COLUMN_FIELDS = where<ColumnFieldName>((d) => d.column === true);

/** The public API answer: fields of a list item, and those only the business's own record has. */
export type PublicListFieldName = WithValue<'api', 'list'>;
export type PublicDetailFieldName = WithValue<'api', 'detail'>;
export const PUBLIC_LIST_FIELDS = where<PublicListFieldName>((d) => d.api === 'list');
export const PUBLIC_DETAIL_FIELDS = where<PublicDetailFieldName>((d) => d.api === 'detail');

/** Fields whose zod schema business-input.ts derives from `kind` and `message` (a Turkish mobile). */
export type DeclaredSchemaFieldName = WithValue<'kind', 'mobile'>;
export const DECLARED_SCHEMA_FIELDS = where<DeclaredSchemaFieldName>((d) => d.kind === 'mobile');

const byCsv = (a: BusinessFieldName, b: BusinessFieldName) => (def(a).csv?.at ?? 0) - (def(b).csv?.at ?? 0);
/** The fields that are CSV columns. */
export type CsvFieldName = WithProp<'csv'>;
/** The CSV template's header (public/downloads/isletme-sablonu.csv), in order. */
export const CSV_TEMPLATE_FIELDS = where<CsvFieldName>((d) => d.csv !== undefined && d.csv.only === undefined).sort(byCsv);
/** The export's columns before `id`: the template's, then the export-only ones (hours as JSON, Google ids). */
export const CSV_EXPORT_FIELDS = [...CSV_TEMPLATE_FIELDS, ...where<CsvFieldName>((d) => d.csv?.only === 'export').sort(byCsv)];

/** The template's columns a row must fill, and the others (the CSV tab's hint names them). */
export const CSV_REQUIRED_FIELDS = CSV_TEMPLATE_FIELDS.filter((k) => def(k).csv?.required === true);
export const CSV_OPTIONAL_FIELDS = CSV_TEMPLATE_FIELDS.filter((k) => def(k).csv?.required !== true);

/** A field's label, in a screen's own wording when it has one. */
export function fieldLabel(name: string, where?: 'change' | 'moderation'): string | undefined {
  const d = (BUSINESS_FIELDS as Record<string, BusinessFieldDef>)[name];
  if (!d) return undefined;
  return (where && d.labels?.[where]) ?? d.label;
}
