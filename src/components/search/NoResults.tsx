/** 'Sonuç bulunamadı': suggestions, 'Filtreleri temizle' when filters are set, all businesses, and the most popular categories. */
import { EmptyState } from '#components/ui/EmptyState.tsx';
import { Icon } from '#components/ui/Icon.tsx';
import { buttonClass } from '#components/ui/classes.ts';
import { SEARCH_COPY as copy } from './copy.ts';
import type { SearchOption } from './use-search-url.ts';

/**
 * With a filter (or an intent word such as "açık") on, the first button runs the same search without them
 * (decision 027); with "Şimdi açık" a line says the cards without it tell when each place opens.
 */
export function NoResults({
  q,
  filtered,
  open,
  onClear,
  popular,
}: {
  q: string;
  filtered: boolean;
  open: boolean;
  onClear: () => void;
  popular: SearchOption[];
}) {
  return (
    <EmptyState icon="search" title={copy.emptyTitle} text={copy.emptyText(q)} headingLevel="h3">
      <div className="mt-6 max-w-lg text-left">
        <p className="text-sm font-semibold text-ink">{copy.suggestionsTitle}</p>
        <ul className="mt-2 list-disc space-y-1 pl-5 text-sm text-ink-muted">
          {copy.suggestions.slice(0, filtered ? undefined : -1).map((s) => (
            <li key={s}>{s}</li>
          ))}
          {open && <li>{copy.opensNext}</li>}
        </ul>
      </div>
      <div className="mt-6 flex flex-wrap justify-center gap-3">
        {filtered && (
          <button type="button" onClick={onClear} className={buttonClass({ variant: 'primary' })} data-search-without-filters>
            <Icon name="x" size={18} />
            {copy.withoutFilters(q)}
          </button>
        )}
        <a href="/businesses" className={buttonClass({ variant: filtered ? 'secondary' : 'primary' })}>
          {copy.allBusinesses}
        </a>
      </div>
      {popular.length > 0 && (
        <nav aria-label={copy.browseCategories} className="mt-8">
          <p className="mb-3 text-sm font-semibold text-ink-muted">{copy.browseCategories}</p>
          <ul className="flex flex-wrap justify-center gap-2">
            {popular.map((c) => (
              <li key={c.slug}>
                <a
                  href={`/category/${c.slug}`}
                  className="inline-flex h-10 items-center rounded-full border border-line-strong bg-surface px-4 text-sm font-medium text-ink transition-colors hover:border-brand-300 hover:bg-brand-50 hover:text-brand-800"
                >
                  {c.name}
                </a>
              </li>
            ))}
          </ul>
        </nav>
      )}
    </EmptyState>
  );
}
