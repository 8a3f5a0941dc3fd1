/**
 * The registration draft: what the wizard keeps in sessionStorage, its three steps' fields and titles, the
 * payload of POST /api/business-owners and the errors of a step (the contract's registrationSchema).
 */
import { registrationSchema, type OwnerDocument, type Plan } from '#lib/contract/owners.ts';
import { formatNumber } from '#lib/format.ts';

export type Step = 1 | 2 | 3;

export interface Draft {
  step: Step;
  mode: 'new' | 'claim';
  /** The listing claimed; `address` is the listing's (the wizard does not ask for it again). */
  claim: { id: number; name: string; address?: string } | null;
  businessName: string;
  ownerName: string;
  email: string;
  phone: string;
  taxNumber: string;
  address: string;
  website: string;
  description: string;
  category: string;
  district: string;
  subscriptionPlan: Plan;
  documents: OwnerDocument[];
}

export const EMPTY: Draft = {
  step: 1,
  mode: 'new',
  claim: null,
  businessName: '',
  ownerName: '',
  email: '',
  phone: '',
  taxNumber: '',
  address: '',
  website: '',
  description: '',
  category: '',
  district: '',
  subscriptionPlan: 'free',
  documents: [],
};

export const STORAGE_KEY = 'adana-owner-register';
export const RETURN = '/business-owner-register';

export const LABELS: Record<string, string> = {
  mode: 'Başvuru türü',
  claimBusinessId: 'Sahiplenilecek işletme',
  businessName: 'İşletme adı',
  ownerName: 'İşletme sahibinin adı',
  email: 'E-posta',
  phone: 'Telefon',
  taxNumber: 'Vergi numarası',
  address: 'Adres',
  website: 'Web sitesi',
  description: 'Açıklama',
  category: 'Kategori',
  district: 'İlçe',
  subscriptionPlan: 'Plan',
  documents: 'Belgeler',
};
export const STEP_FIELDS: Record<Step, string[]> = {
  1: ['mode', 'claimBusinessId', 'ownerName', 'email', 'phone'],
  2: ['businessName', 'category', 'district', 'address', 'taxNumber', 'website', 'description', 'subscriptionPlan'],
  3: ['documents'],
};
export const STEP_TITLES = ['Temel bilgiler', 'İşletme detayları', 'Belgeler'] as const;

export function payloadOf(d: Draft) {
  return {
    mode: d.mode,
    claimBusinessId: d.mode === 'claim' ? (d.claim?.id ?? null) : null,
    businessName: d.mode === 'claim' ? (d.claim?.name ?? d.businessName) : d.businessName,
    ownerName: d.ownerName,
    taxNumber: d.taxNumber,
    address: d.mode === 'claim' && d.claim?.address ? d.claim.address : d.address,
    phone: d.phone,
    email: d.email,
    website: d.website,
    description: d.description,
    category: d.mode === 'new' ? d.category : null,
    district: d.mode === 'new' ? d.district : null,
    subscriptionPlan: d.subscriptionPlan,
    documents: d.documents.map((x) => x.key),
  };
}

/** The errors of the fields of `step` (all steps when 'all'). */
export function errorsOf(d: Draft, step: Step | 'all'): Record<string, string> {
  const parsed = registrationSchema.safeParse(payloadOf(d));
  if (parsed.success) return {};
  const out: Record<string, string> = {};
  const wanted = step === 'all' ? null : new Set(STEP_FIELDS[step]);
  for (const issue of parsed.error.issues) {
    const key = String(issue.path[0] ?? '_');
    if (wanted && !wanted.has(key)) continue;
    out[key] ??= issue.message;
  }
  return out;
}

export const fieldId = (k: string) => `or-${k}`;

export function sizeLabel(bytes: number): string {
  return bytes >= 1024 * 1024 ? `${formatNumber(bytes / 1024 / 1024, 1)} MB` : `${formatNumber(Math.max(1, Math.round(bytes / 1024)))} KB`;
}

/** What a step is given: the draft, a setter for one of its fields, and the errors on screen. */
export interface StepProps {
  draft: Draft;
  set: <K extends keyof Draft>(k: K, v: Draft[K]) => void;
  errors: Record<string, string>;
}
