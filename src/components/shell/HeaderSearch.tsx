/**
 * The header search box (spec §2), also used on the 404 page: a real GET form to /search (works without
 * JavaScript). With JavaScript:
 *  - submitting trims the text; with text it goes to /search?q=<encoded>, without to plain /search;
 *  - from 2 characters it suggests categories and businesses (GET /api/search/suggest, 150 ms after the
 *    last keystroke, stale requests aborted) as a WAI-ARIA 1.2 combobox with a listbox popup:
 *    ↓/↑ move through the options (the focus stays in the box: aria-activedescendant), Enter opens the
 *    highlighted option (categories → /category/{slug}, businesses → /business/{id}), Escape closes,
 *    the mouse works, and a polite live region says how many suggestions there are.
 *
 *   <HeaderSearch client:load />                       // header
 *   <HeaderSearch client:load idPrefix="nf" size="lg" landmarkLabel="İşletme arama" /> // a second box on a page
 *
 * The combobox's state is use-suggestions.ts, its popup SuggestionList.tsx, the options suggestions.ts.
 */
import { useEffect, useRef, type SubmitEvent } from 'react';
import { SHELL_COPY, searchHref } from '#lib/site.ts';
import { MAX_QUERY_LENGTH } from '#lib/contract/queries.ts';
import { SEARCH_QUERY_EVENT } from '#components/search/url-store.ts';
import { Icon } from '#components/ui/Icon.tsx';
import { buttonBase, buttonVariants, cx } from '#components/ui/classes.ts';
import { useHydrated } from '#stores/use-hydrated-store.ts';
import { SuggestionList } from './SuggestionList.tsx';
import { useSuggestions } from './use-suggestions.ts';

interface Props {
  /** Keeps ids unique when the box appears twice on a page. */
  idPrefix?: string;
  size?: 'md' | 'lg';
  className?: string;
  /** Name of the search landmark; give each box on a page its own (default 'Site içinde arama'). */
  landmarkLabel?: string;
}

export default function HeaderSearch({ idPrefix = 'site', size = 'md', className, landmarkLabel = 'Site içinde arama' }: Props) {
  const inputRef = useRef<HTMLInputElement>(null);
  const inputId = `${idPrefix}-search-q`;
  const listboxId = `${idPrefix}-search-listbox`;
  const optionId = (i: number) => `${idPrefix}-search-option-${i}`;

  // The combobox roles are added after hydration; without JavaScript it is a plain search box.
  const hydrated = useHydrated();

  // On the search page, show what was searched (and follow the page's own search box).
  useEffect(() => {
    const el = inputRef.current;
    if (window.location.pathname !== '/search' || !el) return;
    const q = new URLSearchParams(window.location.search).get('q');
    if (q && !el.value) el.value = q;
    const follow = (e: Event) => {
      if (document.activeElement !== el) el.value = (e as CustomEvent<string>).detail ?? '';
    };
    window.addEventListener(SEARCH_QUERY_EVENT, follow);
    return () => window.removeEventListener(SEARCH_QUERY_EVENT, follow);
  }, []);

  const { query, options, expanded, active, announcement, suggest, cancel, go, close, onKeyDown, reopen } = useSuggestions(
    inputRef,
    idPrefix,
  );

  const onSubmit = (e: SubmitEvent<HTMLFormElement>) => {
    e.preventDefault();
    cancel();
    go(searchHref(inputRef.current?.value ?? ''));
  };

  const lg = size === 'lg';

  return (
    <form
      role="search"
      aria-label={landmarkLabel}
      action="/search"
      method="get"
      onSubmit={onSubmit}
      className={cx('flex w-full items-stretch gap-2', className)}
    >
      <label htmlFor={inputId} className="sr-only">
        {SHELL_COPY.search.label}
      </label>
      <div className="relative min-w-0 flex-1">
        <span className="pointer-events-none absolute inset-y-0 left-3 flex items-center text-ink-subtle">
          <Icon name="search" size={18} />
        </span>
        <input
          ref={inputRef}
          id={inputId}
          name="q"
          type="search"
          autoComplete="off"
          autoCapitalize="off"
          spellCheck={false}
          enterKeyHint="search"
          placeholder={SHELL_COPY.search.placeholder}
          maxLength={MAX_QUERY_LENGTH}
          onChange={(e) => suggest(e.currentTarget.value)}
          onKeyDown={onKeyDown}
          onBlur={close}
          onClick={reopen}
          {...(hydrated
            ? {
                role: 'combobox',
                'aria-autocomplete': 'list' as const,
                'aria-expanded': expanded,
                'aria-controls': listboxId,
                'aria-activedescendant': expanded && active >= 0 ? optionId(active) : undefined,
              }
            : {})}
          className={cx(
            'block w-full rounded-control border border-line-strong bg-surface pr-3 pl-10 text-base text-ink shadow-xs placeholder:text-ink-subtle hover:border-ink-subtle focus:border-accent-700',
            lg ? 'h-12' : 'h-10 lg:h-11',
          )}
        />
        <SuggestionList
          idPrefix={idPrefix}
          listboxId={listboxId}
          optionId={optionId}
          expanded={expanded}
          options={options}
          active={active}
          query={query}
        />
        <div role="status" aria-live="polite" aria-atomic="true" className="sr-only">
          {announcement}
        </div>
      </div>
      <button
        type="submit"
        className={cx(
          buttonBase,
          buttonVariants.primary,
          'whitespace-nowrap',
          lg ? 'h-12 px-6 text-base' : 'h-10 px-4 text-sm lg:h-11 lg:px-5 lg:text-base',
        )}
      >
        {SHELL_COPY.search.button}
      </button>
    </form>
  );
}
