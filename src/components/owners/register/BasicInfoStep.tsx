/** Step 1, 'Temel bilgiler': a new business or a claim (with the search for it), and the owner's name, e-mail and phone. */
import { Icon } from '#components/ui/Icon.tsx';
import { cx, inputClass } from '#components/ui/classes.ts';
import { Field } from '#components/ui/form/Field.tsx';
import { fieldId, type Draft, type StepProps } from './draft.ts';
import { DraftTextField } from './DraftTextField.tsx';
import type { ClaimSearch } from './use-claim-search.ts';

interface Props extends StepProps {
  search: ClaimSearch;
  onClaim: (claim: NonNullable<Draft['claim']>) => void;
}

export default function BasicInfoStep({ search, onClaim, ...step }: Props) {
  const { draft, set, errors } = step;
  return (
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
            <label
              key={value}
              className={cx(
                'flex cursor-pointer gap-3 rounded-card border p-4',
                draft.mode === value ? 'border-brand-600 bg-brand-50' : 'border-line',
              )}
            >
              <input
                type="radio"
                name="mode"
                value={value}
                checked={draft.mode === value}
                onChange={() => set('mode', value)}
                className="mt-1 accent-brand-600"
              />
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
          <Field
            id={fieldId('claim-search')}
            label="İşletmenizi arayın"
            required
            error={errors.claimBusinessId}
            hint="En az 2 harf yazın ve listeden işletmenizi seçin."
          >
            {(control) => (
              <input
                {...control}
                type="search"
                value={search.query}
                onChange={(e) => search.setQuery(e.target.value)}
                className={inputClass}
                autoComplete="off"
              />
            )}
          </Field>
          {draft.claim && (
            <p className="mt-2 flex items-center gap-2 text-sm text-ink" role="status">
              <Icon name="check-circle" size={16} className="text-success-700" /> Seçilen işletme: <strong>{draft.claim.name}</strong>
            </p>
          )}
          {search.results.length > 0 && (
            <ul className="mt-2 divide-y divide-line rounded-card border border-line" aria-label="Arama sonuçları">
              {search.results.map((b) => (
                <li key={b.id}>
                  <button
                    type="button"
                    className="w-full px-4 py-2 text-left hover:bg-surface-muted focus-visible:bg-surface-muted"
                    onClick={() => {
                      onClaim({ id: b.id, name: b.name });
                      search.reset();
                    }}
                  >
                    <span className="font-semibold text-ink">{b.name}</span>{' '}
                    <span className="text-sm text-ink-muted">
                      · {b.category} · {b.district}
                    </span>
                  </button>
                </li>
              ))}
            </ul>
          )}
        </div>
      )}
      <DraftTextField {...step} k="ownerName" label="İşletme sahibinin adı soyadı" required autoComplete="name" />
      <DraftTextField
        {...step}
        k="email"
        label="E-posta"
        required
        type="email"
        autoComplete="email"
        hint="Doğrulama bağlantısını bu adrese göndereceğiz."
      />
      <DraftTextField {...step} k="phone" label="Telefon" required type="tel" autoComplete="tel" hint="Ör. 0322 456 01 01" />
    </>
  );
}
