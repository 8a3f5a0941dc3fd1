/**
 * Step 3, 'Belgeler': what to upload, the file input (after signing in: documents and sending need an
 * account), the uploaded documents with 'Kaldır', and what happens after sending.
 */
import { DOCUMENT_ACCEPT, DOCUMENT_MAX_FILES } from '#lib/contract/owners.ts';
import { Icon } from '#components/ui/Icon.tsx';
import { buttonClass } from '#components/ui/classes.ts';
import { Field } from '#components/ui/form/Field.tsx';
import { fieldId, RETURN, sizeLabel, type StepProps } from './draft.ts';
import { saveLoginPrefill } from '#components/accounts/login-prefill.ts';

interface Props extends StepProps {
  /** The signed-in account's e-mail (confirmed by its login code): the same address needs no second link. */
  accountEmail: string | null;
  documentMaxBytes: number;
  /** Signed in (the input is off until then). */
  signedIn: boolean;
  /** The session is known and nobody is signed in: the step asks to sign in instead. */
  needsLogin: boolean;
  uploading: number;
  onFiles: (files: FileList | null) => void;
}

export default function DocumentsStep({
  draft,
  set,
  errors,
  accountEmail,
  documentMaxBytes,
  signedIn,
  needsLogin,
  uploading,
  onFiles,
}: Props) {
  return (
    <>
      <p className="text-ink-muted">
        Sahipliğinizi gösteren belgeleri yükleyin: vergi levhası, ticaret sicil gazetesi, işyeri açma ruhsatı veya faaliyet belgesi. PDF,
        JPEG ya da PNG; her biri en fazla {Math.round(documentMaxBytes / 1024 / 1024)} MB, en fazla {DOCUMENT_MAX_FILES} dosya. Belgeleriniz
        yalnızca size ve inceleyen yöneticilere açıktır.
      </p>
      {needsLogin ? (
        <div className="rounded-card border border-warning-600/40 bg-warning-50 p-4 text-warning-700">
          <p className="font-semibold">Belge yüklemek ve başvurmak için giriş yapın.</p>
          <p className="mt-1 text-sm">
            Yazdıklarınız bu tarayıcıda saklanır; girişten sonra buraya dönersiniz. Hesabınızı başvurudaki e-posta adresiyle açarsanız
            girişteki kod adresinizi doğrular, ayrıca bir doğrulama bağlantısı gerekmez.
          </p>
          <div className="mt-3 flex flex-wrap gap-3">
            <a href={loginHref(true)} onClick={handOver(draft)} className={buttonClass({ size: 'sm' })}>
              Hesap oluştur
            </a>
            <a href={loginHref(false)} onClick={handOver(draft)} className={buttonClass({ size: 'sm', variant: 'secondary' })}>
              Giriş yap
            </a>
          </div>
        </div>
      ) : (
        <Field
          id={fieldId('documents')}
          label="Belgeler"
          required
          error={errors.documents}
          hint={uploading ? 'Yükleniyor…' : `${draft.documents.length}/${DOCUMENT_MAX_FILES} belge`}
        >
          {(control) => (
            <input
              {...control}
              type="file"
              multiple
              accept={DOCUMENT_ACCEPT}
              disabled={!signedIn || draft.documents.length >= DOCUMENT_MAX_FILES}
              onChange={(e) => {
                onFiles(e.target.files);
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
              <button
                type="button"
                aria-label={`Kaldır: ${d.name}`}
                className={buttonClass({ variant: 'ghost', size: 'sm' })}
                onClick={() =>
                  set(
                    'documents',
                    draft.documents.filter((x) => x.key !== d.key),
                  )
                }
              >
                Kaldır
              </button>
            </li>
          ))}
        </ul>
      )}
      <p className="rounded-card bg-surface-muted p-4 text-sm text-ink" data-after-sending>
        {sameAddress(accountEmail, draft.email)
          ? 'Başvurudaki e-posta adresi hesabınızınki ve girişte doğrulandı: ayrıca bağlantı göndermeyiz. Belgeleriniz incelenir, işletmeniz doğrulanır ve başvurunuz 1–3 iş günü içinde sonuçlanır.'
          : 'Gönderdikten sonra e-posta adresinize bir doğrulama bağlantısı gelir. Doğrulamanın ardından belgeleriniz incelenir, işletmeniz doğrulanır ve başvurunuz 1–3 iş günü içinde sonuçlanır.'}
      </p>
    </>
  );
}

/** The same address, as the server compares it (src/features/owners/applications.ts). */
const sameAddress = (account: string | null, typed: string) => !!account && account.trim().toLowerCase() === typed.trim().toLowerCase();

/** /login, its sign-up prefilled with the name, e-mail and phone already typed (decision 023; through sessionStorage). */
function loginHref(signup: boolean): string {
  const p = new URLSearchParams({ next: RETURN });
  if (signup) p.set('mod', 'kayit');
  return `/login?${p.toString()}`;
}

const handOver = (draft: StepProps['draft']) => () =>
  saveLoginPrefill({ name: draft.ownerName.trim(), email: draft.email.trim(), phone: draft.phone.trim() });
