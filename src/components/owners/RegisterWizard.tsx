/**
 * /business-owner-register (spec §2, §5; decision 011): three steps (basic info, business details, documents)
 * with next/back, then a fourth confirmation step. What is typed is kept in sessionStorage, so the detour
 * through /login?next=… (documents and sending need an account) comes back to the same answers. Documents
 * are uploaded as they are chosen (private, POST /api/business-owners/documents) and can be removed before
 * sending; the server checks everything again.
 *
 * The shell: the step list, the error summary, the current step (one file per step in register/) and
 * next/back/send; the draft and its storage, the claim search and the uploads are hooks beside the steps.
 * `?claim=<id>` (the business page's "Bu işletmenin sahibi misiniz?") starts a claim of that listing, its
 * address taken from it; the plan step shows each plan's price and features from the price list (decision 022).
 */
import { useEffect, useRef, useState } from 'react';
import { apiAnswer } from '#lib/api-client.ts';
import { DOCUMENT_MAX_BYTES, type RegistrationAnswer } from '#lib/contract/owners.ts';
import { loadSession, useSession } from '#stores/session.ts';
import { buttonClass, cardClass, cx, linkClass } from '#components/ui/classes.ts';
import { ErrorSummary, type ErrorSummaryItem } from '#components/ui/form/ErrorSummary.tsx';
import BasicInfoStep from './register/BasicInfoStep.tsx';
import DetailsStep, { type Option } from './register/DetailsStep.tsx';
import DocumentsStep from './register/DocumentsStep.tsx';
import { errorsOf, fieldId, LABELS, payloadOf, STEP_FIELDS, STEP_TITLES } from './register/draft.ts';
import RegisterDone from './register/RegisterDone.tsx';
import { useClaimSearch } from './register/use-claim-search.ts';
import { useDocumentUpload } from './register/use-document-upload.ts';
import { useRegisterDraft } from './register/use-register-draft.ts';
import { claimListing, useClaimFromUrl } from './register/use-claim-listing.ts';
import type { PriceItem } from '#lib/pricing.ts';

export type { Option };

interface Props {
  categories: Option[];
  districts: Option[];
  /** One document's size limit on the platform the site was built for (4 MB on Netlify, src/features/owners/document-limit.ts). */
  documentMaxBytes?: number;
  /** The owner plans of the price list (names, monthly prices, features derived from #lib/plan-capabilities.ts). */
  plans?: PriceItem[];
}

export default function RegisterWizard({ categories, districts, documentMaxBytes = DOCUMENT_MAX_BYTES, plans = [] }: Props) {
  const session = useSession();
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const [done, setDone] = useState<RegistrationAnswer | null>(null);
  const summaryRef = useRef<HTMLDivElement>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    void loadSession();
  }, []);
  const { draft, setDraft, set, forget, loaded } = useRegisterDraft(Boolean(done));
  const search = useClaimSearch(draft.mode === 'claim');

  const user = session.status === 'ready' ? session.user : null;
  useClaimFromUrl(loaded, setDraft, user, () => {
    setDraft((d) => ({ ...d, mode: 'claim' }));
    setFormError('Bu işletme bulunamadı ya da yayında değil. İşletmenizi aşağıdan arayın.');
  });
  const focusTop = () => requestAnimationFrame(() => headingRef.current?.focus());

  const showErrors = (e: Record<string, string>, message: string | null = null) => {
    setErrors(e);
    setFormError(message);
    requestAnimationFrame(() => summaryRef.current?.focus());
  };
  const { uploading, addFiles } = useDocumentUpload({
    count: draft.documents.length,
    maxBytes: documentMaxBytes,
    onUploaded: (doc) => setDraft((d) => ({ ...d, documents: [...d.documents, doc] })),
    showErrors,
    clearErrors: () => setErrors({}),
  });

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
        forget();
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

  const summary: ErrorSummaryItem[] = Object.entries(errors).map(([k, message]) => ({
    target: k === 'claimBusinessId' ? fieldId('claim-search') : fieldId(k),
    label: LABELS[k] ?? k,
    message,
  }));

  if (done) return <RegisterDone answer={done} headingRef={headingRef} />;

  const needsLogin = session.status === 'ready' && !user;
  const step = { draft, set, errors };

  return (
    <div className="space-y-6">
      <ol className="grid grid-cols-3 gap-2" aria-label="Başvuru adımları">
        {STEP_TITLES.map((title, i) => {
          const n = i + 1;
          const current = draft.step === n;
          return (
            <li
              key={title}
              aria-current={current ? 'step' : undefined}
              className={cx(
                'rounded-card border p-3 text-sm',
                current ? 'border-brand-600 bg-brand-50 font-semibold text-brand-700' : 'border-line text-ink-muted',
              )}
            >
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
          <BasicInfoStep
            {...step}
            search={search}
            onClaim={(claim) => {
              setDraft((d) => ({ ...d, claim, businessName: claim.name }));
              void claimListing(claim.id, setDraft);
            }}
          />
        )}
        {draft.step === 2 && <DetailsStep {...step} categories={categories} districts={districts} plans={plans} />}
        {draft.step === 3 && (
          <DocumentsStep
            {...step}
            accountEmail={user?.email ?? null}
            documentMaxBytes={documentMaxBytes}
            signedIn={Boolean(user)}
            needsLogin={needsLogin}
            uploading={uploading}
            onFiles={(files) => void addFiles(files)}
          />
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
