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
 */
import { useEffect, useRef, useState, type ChangeEvent, type KeyboardEvent, type MouseEvent, type SubmitEvent } from 'react';
import { SHELL_COPY, searchHref } from '#lib/site.ts';
import { trLower } from '#lib/turkish.ts';
import { isAbort } from '#lib/api-client.ts';
import { MAX_QUERY_LENGTH } from '#lib/contract/queries.ts';
import type { Suggestions } from '#lib/contract/search.ts';
import { fetchSuggestions } from '#components/search/api.ts';
import { SUGGEST_COPY } from '#components/search/copy.ts';
import { highlightParts } from '#components/search/highlight.ts';
import { SEARCH_QUERY_EVENT } from '#components/search/url-store.ts';
import { Icon } from '#components/ui/Icon.tsx';
import { buttonBase, buttonVariants, cx } from '#components/ui/classes.ts';
import { categoryIcon } from '#components/ui/icon-names.ts';
import { useHydrated } from '#stores/use-hydrated-store.ts';

interface Props {
  /** Keeps ids unique when the box appears twice on a page. */
  idPrefix?: string;
  size?: 'md' | 'lg';
  className?: string;
  /** Name of the search landmark; give each box on a page its own (default 'Site içinde arama'). */
  landmarkLabel?: string;
}

/** Suggestions start at this many characters (trimmed). */
export const SUGGEST_MIN_CHARS = 2;
export const SUGGEST_DEBOUNCE_MS = 150;

type Option =
  | { kind: 'category'; key: string; href: string; label: string; meta: string; icon: string }
  | { kind: 'business'; key: string; href: string; label: string; meta: string; icon: string }
  | { kind: 'all'; key: string; href: string; label: string; meta: string; icon: string };

interface Shown {
  query: string;
  options: Option[];
  /** Categories + businesses (without the "all results" row). */
  count: number;
}

/** Recent answers, shared by every box on the page (typing back over a prefix needs no new request). */
const cache = new Map<string, Suggestions>();
const CACHE_SIZE = 30;

function remember(key: string, s: Suggestions): void {
  cache.delete(key);
  cache.set(key, s);
  if (cache.size > CACHE_SIZE) cache.delete(cache.keys().next().value!);
}

function toOptions(query: string, s: Suggestions): Shown {
  const categories: Option[] = s.categories.map((c) => ({
    kind: 'category',
    key: `c-${c.slug}`,
    href: `/category/${encodeURIComponent(c.slug)}`,
    label: c.name,
    meta: `${SUGGEST_COPY.category} · ${SUGGEST_COPY.businessCount(c.businessCount)}`,
    icon: categoryIcon(null, c.slug),
  }));
  const businesses: Option[] = s.businesses.map((b) => ({
    kind: 'business',
    key: `b-${b.id}`,
    href: `/business/${b.id}`,
    label: b.name,
    meta: [b.category, b.district].filter(Boolean).join(' · '),
    icon: categoryIcon(null, b.categorySlug),
  }));
  const count = categories.length + businesses.length;
  const all: Option = { kind: 'all', key: 'all', href: searchHref(query), label: SUGGEST_COPY.allResults(query), meta: '', icon: 'search' };
  return { query, options: count > 0 ? [...categories, ...businesses, all] : [], count };
}


export default function HeaderSearch({ idPrefix = 'site', size = 'md', className, landmarkLabel = 'Site içinde arama' }: Props) {
  const inputRef = useRef<HTMLInputElement>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const controller = useRef<AbortController | null>(null);
  const inputId = `${idPrefix}-search-q`;
  const listboxId = `${idPrefix}-search-listbox`;
  const optionId = (i: number) => `${idPrefix}-search-option-${i}`;

  // The combobox roles are added after hydration; without JavaScript it is a plain search box.
  const hydrated = useHydrated();
  const [shown, setShown] = useState<Shown | null>(null);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const [announcement, setAnnouncement] = useState('');

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

  useEffect(
    () => () => {
      clearTimeout(timer.current);
      controller.current?.abort();
    },
    [],
  );

  // Keep the highlighted option visible in a scrolled list.
  useEffect(() => {
    if (open && active >= 0) document.getElementById(`${idPrefix}-search-option-${active}`)?.scrollIntoView({ block: 'nearest' });
  }, [open, active, idPrefix]);

  const options = shown?.options ?? [];
  const expanded = open && options.length > 0;

  const close = () => {
    setOpen(false);
    setActive(-1);
    setAnnouncement('');
  };

  const show = (next: Shown) => {
    setShown(next);
    setActive(-1);
    const focused = document.activeElement === inputRef.current;
    setOpen(focused && next.options.length > 0);
    setAnnouncement(focused && next.count > 0 ? SUGGEST_COPY.announce(next.count) : '');
  };

  const onChange = (e: ChangeEvent<HTMLInputElement>) => {
    const query = e.currentTarget.value.replace(/\s+/gu, ' ').trim();
    clearTimeout(timer.current);
    controller.current?.abort();
    controller.current = null;
    if ([...query].length < SUGGEST_MIN_CHARS) {
      setShown(null);
      close();
      return;
    }
    const key = trLower(query);
    timer.current = setTimeout(() => {
      const cached = cache.get(key);
      if (cached) return show(toOptions(query, cached));
      const c = new AbortController();
      controller.current = c;
      fetchSuggestions(query, c.signal).then(
        (s) => {
          remember(key, s);
          if (controller.current === c) show(toOptions(query, s));
        },
        (err: unknown) => {
          if (!isAbort(err)) console.warn('search suggestions failed', err);
          if (controller.current === c) close();
        },
      );
    }, SUGGEST_DEBOUNCE_MS);
  };

  const go = (href: string) => {
    close();
    window.location.assign(href);
  };

  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.nativeEvent.isComposing) return;
    const n = options.length;
    switch (e.key) {
      case 'ArrowDown':
        if (n === 0) return;
        e.preventDefault();
        if (!expanded) {
          setOpen(true);
          setActive(e.altKey ? -1 : 0);
          setAnnouncement(SUGGEST_COPY.announce(shown?.count ?? 0));
        } else if (!e.altKey) setActive((i) => (i + 1) % n);
        return;
      case 'ArrowUp':
        if (n === 0) return;
        e.preventDefault();
        if (!expanded) {
          setOpen(true);
          setActive(n - 1);
        } else setActive((i) => (i <= 0 ? n - 1 : i - 1));
        return;
      case 'Enter': {
        const option = expanded && active >= 0 ? options[active] : undefined;
        if (option) {
          e.preventDefault();
          go(option.href);
        }
        return; // otherwise the form submits
      }
      case 'Escape':
        if (expanded) {
          e.preventDefault();
          close();
        }
        return;
      case 'Tab':
        close();
        return;
      default:
    }
  };

  const onSubmit = (e: SubmitEvent<HTMLFormElement>) => {
    e.preventDefault();
    clearTimeout(timer.current);
    controller.current?.abort();
    go(searchHref(inputRef.current?.value ?? ''));
  };

  // Clicking an option must not blur the box first (the click still follows the link).
  const keepFocus = (e: MouseEvent) => e.preventDefault();

  const reopen = () => {
    const current = inputRef.current?.value.replace(/\s+/gu, ' ').trim() ?? '';
    if (!expanded && shown && shown.query === current && shown.options.length > 0) {
      setOpen(true);
      setAnnouncement(SUGGEST_COPY.announce(shown.count));
    }
  };

  const lg = size === 'lg';
  const groups: { label: string; kind: Option['kind'] }[] = [
    { label: SUGGEST_COPY.categories, kind: 'category' },
    { label: SUGGEST_COPY.businesses, kind: 'business' },
  ];

  return (
    <form role="search" aria-label={landmarkLabel} action="/search" method="get" onSubmit={onSubmit} className={cx('flex w-full items-stretch gap-2', className)}>
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
          onChange={onChange}
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
        <div
          hidden={!expanded}
          className="absolute inset-x-0 top-full z-50 mt-1.5 max-h-[min(26rem,65dvh)] overflow-y-auto overscroll-contain rounded-card border border-line bg-surface p-1.5 text-left shadow-raised"
        >
          <div role="listbox" id={listboxId} aria-label={SUGGEST_COPY.listLabel}>
            {groups.map((g) => {
              const items = options.map((o, i) => ({ o, i })).filter(({ o }) => o.kind === g.kind);
              if (items.length === 0) return null;
              const headingId = `${idPrefix}-search-group-${g.kind}`;
              return (
                <div key={g.kind} role="group" aria-labelledby={headingId} className="pb-1">
                  <div id={headingId} role="presentation" className="px-2.5 pt-2 pb-1 text-xs font-semibold tracking-wide text-ink-subtle uppercase">
                    {g.label}
                  </div>
                  {items.map(({ o, i }) => (
                    <OptionRow key={o.key} option={o} id={optionId(i)} selected={i === active} query={shown?.query ?? ''} onMouseDown={keepFocus} />
                  ))}
                </div>
              );
            })}
            {options.map((o, i) =>
              o.kind === 'all' ? <OptionRow key={o.key} option={o} id={optionId(i)} selected={i === active} query="" onMouseDown={keepFocus} /> : null,
            )}
          </div>
        </div>
        <div role="status" aria-live="polite" aria-atomic="true" className="sr-only">
          {announcement}
        </div>
      </div>
      <button
        type="submit"
        className={cx(buttonBase, buttonVariants.primary, 'whitespace-nowrap', lg ? 'h-12 px-6 text-base' : 'h-10 px-4 text-sm lg:h-11 lg:px-5 lg:text-base')}
      >
        {SHELL_COPY.search.button}
      </button>
    </form>
  );
}

function OptionRow({ option: o, id, selected, query, onMouseDown }: { option: Option; id: string; selected: boolean; query: string; onMouseDown: (e: MouseEvent) => void }) {
  return (
    <a
      id={id}
      href={o.href}
      role="option"
      aria-selected={selected}
      tabIndex={-1}
      onMouseDown={onMouseDown}
      className={cx(
        'flex min-h-11 items-center gap-3 rounded-control px-2.5 py-2 text-ink hover:bg-surface-sunken aria-selected:bg-brand-50 aria-selected:text-brand-900',
        o.kind === 'all' && 'relative mt-2 before:absolute before:inset-x-1 before:-top-1 before:h-px before:bg-line',
      )}
    >
      <span className={cx('flex size-8 shrink-0 items-center justify-center rounded-control', o.kind === 'all' ? 'text-ink-muted' : 'bg-brand-50 text-brand-700')}>
        <Icon name={o.icon} size={18} />
      </span>
      <span className="min-w-0 flex-1">
        <span className="block truncate font-medium">
          {highlightParts(o.label, query).map((p, k) =>
            p.match ? (
              <mark key={k} className="bg-transparent font-bold text-inherit">
                {p.text}
              </mark>
            ) : (
              <span key={k}>{p.text}</span>
            ),
          )}
        </span>
        {o.meta && <span className="block truncate text-sm text-ink-muted">{o.meta}</span>}
      </span>
    </a>
  );
}
