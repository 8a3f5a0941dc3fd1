/**
 * /business-owner-register (spec §2, §5; issue 13): three steps (basic info, business details, documents)
 * with next/back, then a fourth confirmation step. What is typed is kept in sessionStorage, so the detour
 * through /login?next=… (documents and sending need an account) comes back to the same answers. Documents
 * are uploaded as they are chosen (private, POST /api/business-owners/documents) and can be removed before
 * sending; the server checks everything again.
 */
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { apiAnswer } from '#lib/api-client.ts';
import {
  DOCUMENT_ACCEPT,
  DOCUMENT_MAX_BYTES,
  DOCUMENT_MAX_FILES,
  documentFileProblem,
  ownerMessages,
  PLAN_LABELS,
  PLANS,
  registrationSchema,
  type OwnerDocument,
  type Plan,
  type RegistrationAnswer,
} from '#lib/contract/owners.ts';
import type { Suggestions } from '#lib/contract/search.ts';
import { formatNumber } from '#lib/format.ts';
import { loadSession, useSession } from '#stores/session.ts';
import { Icon } from '#components/ui/Icon.tsx';
import { buttonClass, cardClass, cx, inputClass, linkClass, selectClass, textareaClass } from '#components/ui/classes.ts';
import { Field } from '#components/ui/form/Field.tsx';
import { ErrorSummary, type ErrorSummaryItem } from '#components/ui/form/ErrorSummary.tsx';

export interface Option {
  slug: string;
  name: string;
}

interface Draft {
  step: 1 | 2 | 3;
  mode: 'new' | 'claim';
  claim: { id: number; name: string } | null;
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

const EMPTY: Draft = {
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

const STORAGE_KEY = 'adana-owner-register';
const RETURN = '/business-owner-register';

const LABELS: Record<string, string> = {
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
const STEP_FIELDS: Record<1 | 2 | 3, string[]> = {
  1: ['mode', 'claimBusinessId', 'ownerName', 'email', 'phone'],
  2: ['businessName', 'category', 'district', 'address', 'taxNumber', 'website', 'description', 'subscriptionPlan'],
  3: ['documents'],
};
const STEP_TITLES = ['Temel bilgiler', 'İşletme detayları', 'Belgeler'] as const;

function payloadOf(d: Draft) {
  return {
    mode: d.mode,
    claimBusinessId: d.mode === 'claim' ? (d.claim?.id ?? null) : null,
    businessName: d.mode === 'claim' ? (d.claim?.name ?? d.businessName) : d.businessName,
    ownerName: d.ownerName,
    taxNumber: d.taxNumber,
    address: d.address,
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
function errorsOf(d: Draft, step: 1 | 2 | 3 | 'all'): Record<string, string> {
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

const fieldId = (k: string) => `or-${k}`;

function sizeLabel(bytes: number): string {
  return bytes >= 1024 * 1024 ? `${formatNumber(bytes / 1024 / 1024, 1)} MB` : `${formatNumber(Math.max(1, Math.round(bytes / 1024)))} KB`;
}

interface Props {
  categories: Option[];
  districts: Option[];
  /** One document's size limit on the platform the site was built for (4 MB on Netlify, src/features/owners/document-limit.ts). */
  documentMaxBytes?: number;
}

export default function RegisterWizard({ categories, districts, documentMaxBytes = DOCUMENT_MAX_BYTES }: Props) {
  const session = useSession();
  const [draft, setDraft] = useState<Draft>(EMPTY);
  const [loaded, setLoaded] = useState(false);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const [uploading, setUploading] = useState(0);
  const [done, setDone] = useState<RegistrationAnswer | null>(null);
  const [query, setQuery] = useState('');
  const [results, setResults] = useState<Suggestions['businesses']>([]);
  const summaryRef = useRef<HTMLDivElement>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    void loadSession();
    // After hydration (the pre-rendered page has no draft), read the one kept in this tab.
    void Promise.resolve().then(() => {
      try {
        const saved = sessionStorage.getItem(STORAGE_KEY);
        if (saved) setDraft({ ...EMPTY, ...(JSON.parse(saved) as Partial<Draft>) });
      } catch {
        /* a broken draft starts over */
      }
      setLoaded(true);
    });
  }, []);

  // A layout effect: kept in the same commit as the change. A passive effect waits for the next frame under
  // preact/compat (decision 019), so a reload right after typing lost the last field.
  useLayoutEffect(() => {
    if (!loaded || done) return;
    try {
      sessionStorage.setItem(STORAGE_KEY, JSON.stringify(draft));
    } catch {
      /* storage full or off: the form still works */
    }
  }, [draft, loaded, done]);

  useEffect(() => {
    if (draft.mode !== 'claim' || query.trim().length < 2) return;
    const ctrl = new AbortController();
    const id = setTimeout(() => {
      fetch(`/api/search/suggest?q=${encodeURIComponent(query.trim())}`, { signal: ctrl.signal })
        .then((r) => (r.ok ? (r.json() as Promise<Suggestions>) : { businesses: [], categories: [] }))
        .then((s) => setResults(s.businesses))
        .catch(() => undefined);
    }, 250);
    return () => {
      clearTimeout(id);
      ctrl.abort();
    };
  }, [query, draft.mode]);

  const user = session.status === 'ready' ? session.user : null;
  const shownResults = draft.mode === 'claim' && query.trim().length >= 2 ? results : [];
  const set = <K extends keyof Draft>(k: K, v: Draft[K]) => setDraft((d) => ({ ...d, [k]: v }));

  const focusTop = () => requestAnimationFrame(() => headingRef.current?.focus());

  const showErrors = (e: Record<string, string>, message: string | null = null) => {
    setErrors(e);
    setFormError(message);
    requestAnimationFrame(() => summaryRef.current?.focus());
  };

  const next = () => {
    const e = errorsOf(draft, draft.step);
    if (Object.keys(e).length) return showErrors(e);
    setErrors({});
    setFormError(null);
    set('step', (draft.step + 1) as 2 | 3);
    focusTop();
  };
  const back = () => {
    setErrors({});
    setFormError(null);
    set('step', (draft.step - 1) as 1 | 2);
    focusTop();
  };

  const addFiles = async (files: FileList | null) => {
    if (!files) return;
    const list = [...files];
    const room = DOCUMENT_MAX_FILES - draft.documents.length;
    if (list.length > room) return showErrors({ documents: ownerMessages.documentsMax });
    // Checked before sending: a file over the platform's limit would otherwise meet the platform's own error.
    for (const file of list) {
      const problem = documentFileProblem(file, documentMaxBytes);
      if (problem) return showErrors({ documents: `${file.name}: ${problem}` });
    }
    setErrors({});
    for (const file of list) {
      setUploading((n) => n + 1);
      try {
        const form = new FormData();
        form.set('file', file);
        const res = await fetch('/api/business-owners/documents', { method: 'POST', body: form, credentials: 'same-origin' });
        const body = (await res.json().catch(() => ({}))) as OwnerDocument & { message?: string };
        if (!res.ok) {
          showErrors({ documents: `${file.name}: ${body.message ?? ownerMessages.documentType}` });
          continue;
        }
        setDraft((d) => ({ ...d, documents: [...d.documents, body] }));
      } catch {
        showErrors({ documents: 'Sunucuya ulaşılamadı. Bağlantınızı kontrol edip tekrar deneyin.' });
      } finally {
        setUploading((n) => n - 1);
      }
    }
  };

  const submit = async () => {
    const e = errorsOf(draft, 'all');
    if (Object.keys(e).length) {
      const first = ([1, 2, 3] as const).find((s) => STEP_FIELDS[s].some((k) => k in e)) ?? 3;
      set('step', first);
      return showErrors(e);
    }
    setSending(true);
    try {
      const res = await apiAnswer<RegistrationAnswer>('/api/business-owners', { method: 'POST', body: payloadOf(draft) });
      if (res.ok) {
        setDone(res.body);
        sessionStorage.removeItem(STORAGE_KEY);
        focusTop();
        return;
      }
      showErrors(res.body.errors ?? {}, res.body.message ?? 'Başvuru gönderilirken bir hata oluştu');
    } catch {
      showErrors({}, 'Sunucuya ulaşılamadı. Bağlantınızı kontrol edip tekrar deneyin.');
    } finally {
      setSending(false);
    }
  };

  const summary: ErrorSummaryItem[] = Object.entries(errors).map(([k, message]) => ({ target: k === 'claimBusinessId' ? fieldId('claim-search') : fieldId(k), label: LABELS[k] ?? k, message }));

  if (done) {
    return (
      <div className={cx(cardClass, 'p-6 sm:p-8')}>
        <div className="text-center">
          <Icon name="check-circle" size={40} className="mx-auto text-success-700" />
          <h2 ref={headingRef} tabIndex={-1} className="mt-4 text-2xl font-bold text-ink focus:outline-none">
            Başvurunuz alındı
          </h2>
          <p className="mt-2 text-ink" role="status">
            {done.message}
          </p>
        </div>
        <h3 className="mt-8 text-lg font-bold text-ink">Bundan sonra ne olacak?</h3>
        <ol className="mt-3 space-y-3">
          {[
            ['E-posta doğrulaması', 'Gönderdiğimiz bağlantıyı 24 saat içinde açarak e-posta adresinizi doğrulayın.'],
            ['Belge incelemesi', 'Ekibimiz yüklediğiniz belgeleri inceler; gerekirse sizinle iletişime geçer.'],
            ['Onay', 'Onaylandığınızda işletmeniz hesabınıza bağlanır ve yönetim paneliniz açılır. İnceleme 1–3 iş günü sürer.'],
          ].map(([title, text], i) => (
            <li key={title} className="flex gap-3">
              <span className="flex size-7 shrink-0 items-center justify-center rounded-full bg-brand-50 text-sm font-bold text-brand-700" aria-hidden="true">
                {i + 1}
              </span>
              <div>
                <p className="font-semibold text-ink">{title}</p>
                <p className="text-sm text-ink-muted">{text}</p>
              </div>
            </li>
          ))}
        </ol>
        <p className="mt-4 text-sm text-ink-muted">E-postamız gelen kutunuzda görünmezse gereksiz (spam) klasörünü kontrol edin.</p>
        <div className="mt-6 flex flex-col gap-3 sm:flex-row">
          <a href="/" className={buttonClass()}>
            Ana sayfaya dön
          </a>
          <a href="/business-owner-dashboard" className={buttonClass({ variant: 'secondary' })}>
            Yönetim paneli
          </a>
        </div>
      </div>
    );
  }

  const text = (k: keyof Draft & string, label: string, opts: { required?: boolean; type?: string; hint?: string; autoComplete?: string; optional?: boolean } = {}) => (
    <Field id={fieldId(k)} label={label} required={opts.required} error={errors[k]} hint={opts.hint} optional={opts.optional ? '(isteğe bağlı)' : undefined}>
      {(control) => (
        <input
          {...control}
          type={opts.type ?? 'text'}
          name={k}
          autoComplete={opts.autoComplete}
          value={String(draft[k] ?? '')}
          onChange={(e) => set(k, e.target.value as never)}
          className={inputClass}
        />
      )}
    </Field>
  );

  const loginHref = `/login?next=${encodeURIComponent(RETURN)}`;
  const needsLogin = session.status === 'ready' && !user;

  return (
    <div className="space-y-6">
      <ol className="grid grid-cols-3 gap-2" aria-label="Başvuru adımları">
        {STEP_TITLES.map((title, i) => {
          const n = i + 1;
          const current = draft.step === n;
          return (
            <li key={title} aria-current={current ? 'step' : undefined} className={cx('rounded-card border p-3 text-sm', current ? 'border-brand-600 bg-brand-50 font-semibold text-brand-700' : 'border-line text-ink-muted')}>
              <span className="block text-xs">Adım {n}/3</span>
              {title}
            </li>
          );
        })}
      </ol>

      <ErrorSummary ref={summaryRef} items={summary} message={formError} />

      <section className={cx(cardClass, 'space-y-5 p-5 sm:p-6')} aria-labelledby="or-step-title">
        <h2 id="or-step-title" ref={headingRef} tabIndex={-1} className="text-lg font-bold text-ink focus:outline-none">
          {STEP_TITLES[draft.step - 1]}
        </h2>

        {draft.step === 1 && (
          <>
            <fieldset>
              <legend className="mb-2 text-sm font-semibold text-ink">Ne yapmak istiyorsunuz?</legend>
              <div className="grid gap-3 sm:grid-cols-2">
                {(
                  [
                    ['new', 'Yeni işletme kaydı', 'İşletmem rehberde yok; hem işletmeyi hem sahipliğimi kaydetmek istiyorum.'],
                    ['claim', 'Mevcut işletmeyi sahiplen', 'İşletmem rehberde var; sahibi olduğumu belgelemek istiyorum.'],
                  ] as const
                ).map(([value, title, hint]) => (
                  <label key={value} className={cx('flex cursor-pointer gap-3 rounded-card border p-4', draft.mode === value ? 'border-brand-600 bg-brand-50' : 'border-line')}>
                    <input type="radio" name="mode" value={value} checked={draft.mode === value} onChange={() => set('mode', value)} className="mt-1 accent-brand-600" />
                    <span>
                      <span className="block font-semibold text-ink">{title}</span>
                      <span className="block text-sm text-ink-muted">{hint}</span>
                    </span>
                  </label>
                ))}
              </div>
            </fieldset>
            {draft.mode === 'claim' && (
              <div>
                <Field id={fieldId('claim-search')} label="İşletmenizi arayın" required error={errors.claimBusinessId} hint="En az 2 harf yazın ve listeden işletmenizi seçin.">
                  {(control) => <input {...control} type="search" value={query} onChange={(e) => setQuery(e.target.value)} className={inputClass} autoComplete="off" />}
                </Field>
                {draft.claim && (
                  <p className="mt-2 flex items-center gap-2 text-sm text-ink" role="status">
                    <Icon name="check-circle" size={16} className="text-success-700" /> Seçilen işletme: <strong>{draft.claim.name}</strong>
                  </p>
                )}
                {shownResults.length > 0 && (
                  <ul className="mt-2 divide-y divide-line rounded-card border border-line" aria-label="Arama sonuçları">
                    {shownResults.map((b) => (
                      <li key={b.id}>
                        <button
                          type="button"
                          className="w-full px-4 py-2 text-left hover:bg-surface-muted focus-visible:bg-surface-muted"
                          onClick={() => {
                            setDraft((d) => ({ ...d, claim: { id: b.id, name: b.name }, businessName: b.name }));
                            setQuery('');
                            setResults([]);
                          }}
                        >
                          <span className="font-semibold text-ink">{b.name}</span> <span className="text-sm text-ink-muted">· {b.category} · {b.district}</span>
                        </button>
                      </li>
                    ))}
                  </ul>
                )}
              </div>
            )}
            {text('ownerName', 'İşletme sahibinin adı soyadı', { required: true, autoComplete: 'name' })}
            {text('email', 'E-posta', { required: true, type: 'email', autoComplete: 'email', hint: 'Doğrulama bağlantısını bu adrese göndereceğiz.' })}
            {text('phone', 'Telefon', { required: true, type: 'tel', autoComplete: 'tel', hint: 'Ör. 0322 456 01 01' })}
          </>
        )}

        {draft.step === 2 && (
          <>
            {draft.mode === 'new' ? text('businessName', 'İşletme adı', { required: true, autoComplete: 'organization' }) : <p className="text-ink">Sahiplenilen işletme: <strong>{draft.claim?.name}</strong></p>}
            {draft.mode === 'new' && (
              <div className="grid gap-5 sm:grid-cols-2">
                <Field id={fieldId('category')} label="Kategori" required error={errors.category}>
                  {(control) => (
                    <select {...control} value={draft.category} onChange={(e) => set('category', e.target.value)} className={selectClass}>
                      <option value="">Seçin</option>
                      {categories.map((c) => (
                        <option key={c.slug} value={c.slug}>
                          {c.name}
                        </option>
                      ))}
                    </select>
                  )}
                </Field>
                <Field id={fieldId('district')} label="İlçe" required error={errors.district}>
                  {(control) => (
                    <select {...control} value={draft.district} onChange={(e) => set('district', e.target.value)} className={selectClass}>
                      <option value="">Seçin</option>
                      {districts.map((c) => (
                        <option key={c.slug} value={c.slug}>
                          {c.name}
                        </option>
                      ))}
                    </select>
                  )}
                </Field>
              </div>
            )}
            {text('address', 'Adres', { required: true, autoComplete: 'street-address' })}
            {text('taxNumber', 'Vergi numarası', { optional: true, hint: 'Şirketler için zorunludur (10 haneli vergi no. veya 11 haneli T.C. kimlik no.).' })}
            {text('website', 'Web sitesi', { optional: true, type: 'url', autoComplete: 'url' })}
            <Field id={fieldId('description')} label="Açıklama" optional="(isteğe bağlı)" error={errors.description}>
              {(control) => <textarea {...control} rows={4} value={draft.description} onChange={(e) => set('description', e.target.value)} className={textareaClass} />}
            </Field>
            <Field id={fieldId('subscriptionPlan')} label="Plan" error={errors.subscriptionPlan} hint="Ücretsiz plan hemen geçerlidir. Temel ve Premium için talebiniz ekibimize iletilir; plan ödemeden sonra açılır.">
              {(control) => (
                <select {...control} value={draft.subscriptionPlan} onChange={(e) => set('subscriptionPlan', e.target.value as Plan)} className={selectClass}>
                  {PLANS.map((p) => (
                    <option key={p} value={p}>
                      {PLAN_LABELS[p]}
                    </option>
                  ))}
                </select>
              )}
            </Field>
          </>
        )}

        {draft.step === 3 && (
          <>
            <p className="text-ink-muted">
              Sahipliğinizi gösteren belgeleri yükleyin: vergi levhası, ticaret sicil gazetesi, işyeri açma ruhsatı veya faaliyet belgesi. PDF, JPEG ya da PNG; her biri en fazla {Math.round(documentMaxBytes / 1024 / 1024)} MB, en fazla {DOCUMENT_MAX_FILES} dosya. Belgeleriniz yalnızca size ve
              inceleyen yöneticilere açıktır.
            </p>
            {needsLogin ? (
              <div className="rounded-card border border-warning-600/40 bg-warning-50 p-4 text-warning-700">
                <p className="font-semibold">Belge yüklemek ve başvurmak için giriş yapın.</p>
                <p className="mt-1 text-sm">Yazdıklarınız bu tarayıcıda saklanır; girişten sonra buraya dönersiniz.</p>
                <a href={loginHref} className={cx(buttonClass({ size: 'sm' }), 'mt-3')}>
                  Giriş yap veya hesap oluştur
                </a>
              </div>
            ) : (
              <Field id={fieldId('documents')} label="Belgeler" required error={errors.documents} hint={uploading ? 'Yükleniyor…' : `${draft.documents.length}/${DOCUMENT_MAX_FILES} belge`}>
                {(control) => (
                  <input
                    {...control}
                    type="file"
                    multiple
                    accept={DOCUMENT_ACCEPT}
                    disabled={!user || draft.documents.length >= DOCUMENT_MAX_FILES}
                    onChange={(e) => {
                      void addFiles(e.target.files);
                      e.target.value = '';
                    }}
                    className="block w-full text-sm text-ink file:mr-3 file:rounded-control file:border-0 file:bg-brand-50 file:px-4 file:py-2 file:font-semibold file:text-brand-700"
                  />
                )}
              </Field>
            )}
            {draft.documents.length > 0 && (
              <ul className="divide-y divide-line rounded-card border border-line" aria-label="Yüklenen belgeler">
                {draft.documents.map((d) => (
                  <li key={d.key} className="flex items-center justify-between gap-3 px-4 py-2">
                    <span className="min-w-0 truncate text-ink">
                      <Icon name="shield-check" size={16} className="mr-2 inline-block align-text-bottom text-ink-muted" />
                      {d.name} <span className="text-sm text-ink-muted">({sizeLabel(d.size)})</span>
                    </span>
                    <button type="button" aria-label={`Kaldır: ${d.name}`} className={buttonClass({ variant: 'ghost', size: 'sm' })} onClick={() => set('documents', draft.documents.filter((x) => x.key !== d.key))}>
                      Kaldır
                    </button>
                  </li>
                ))}
              </ul>
            )}
            <p className="rounded-card bg-surface-muted p-4 text-sm text-ink">
              Gönderdikten sonra e-posta adresinize bir doğrulama bağlantısı gelir. Doğrulamanın ardından belgeleriniz incelenir, işletmeniz doğrulanır ve başvurunuz 1–3 iş günü içinde sonuçlanır.
            </p>
          </>
        )}
      </section>

      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-between">
        {draft.step > 1 ? (
          <button type="button" onClick={back} className={buttonClass({ variant: 'secondary' })}>
            Geri
          </button>
        ) : (
          <a href="/" className={cx(linkClass, 'self-center')}>
            Ana sayfaya dön
          </a>
        )}
        {draft.step < 3 ? (
          <button type="button" onClick={next} className={buttonClass()}>
            İleri
          </button>
        ) : (
          <button type="button" onClick={() => void submit()} disabled={sending || uploading > 0 || needsLogin} className={buttonClass()}>
            {sending ? 'Gönderiliyor…' : 'Başvuruyu gönder'}
          </button>
        )}
      </div>
    </div>
  );
}
