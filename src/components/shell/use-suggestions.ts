/**
 * The header search's combobox: suggestions from 2 characters (GET /api/search/suggest, SUGGEST_DEBOUNCE_MS
 * after the last keystroke, stale requests aborted, recent answers cached), ↓/↑ through the options (the
 * focus stays in the box), Enter opens the highlighted one, Escape and Tab close, a click in the box reopens
 * the last list, and a polite announcement of how many there are.
 */
import { useEffect, useRef, useState, type KeyboardEvent, type RefObject } from 'react';
import { isAbort } from '#lib/api-client.ts';
import { trLower } from '#lib/turkish.ts';
import { fetchSuggestions } from '#components/search/api.ts';
import { SUGGEST_COPY } from '#components/search/copy.ts';
import { cache, remember, SUGGEST_DEBOUNCE_MS, SUGGEST_MIN_CHARS, toOptions, type Shown } from './suggestions.ts';

export function useSuggestions(inputRef: RefObject<HTMLInputElement | null>, idPrefix: string) {
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const controller = useRef<AbortController | null>(null);
  const [shown, setShown] = useState<Shown | null>(null);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const [announcement, setAnnouncement] = useState('');

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

  /** The box's text changed. */
  const suggest = (value: string) => {
    const query = value.replace(/\s+/gu, ' ').trim();
    cancel();
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

  /** No suggestion is on its way any more. */
  const cancel = () => {
    clearTimeout(timer.current);
    controller.current?.abort();
    controller.current = null;
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

  const reopen = () => {
    const current = inputRef.current?.value.replace(/\s+/gu, ' ').trim() ?? '';
    if (!expanded && shown && shown.query === current && shown.options.length > 0) {
      setOpen(true);
      setAnnouncement(SUGGEST_COPY.announce(shown.count));
    }
  };

  return { query: shown?.query ?? '', options, expanded, active, announcement, suggest, cancel, go, close, onKeyDown, reopen };
}
