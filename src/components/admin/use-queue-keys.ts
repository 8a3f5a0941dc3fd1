/**
 * The keyboard of every admin queue (decisions 035 and 036): j / k move the selection (the row gets visible focus and an
 * aria-live line says where), a approves, r rejects (the queue opens its reason picker), Enter opens, Escape
 * closes, ? shows the help. Never while typing in a field, nor with Ctrl/Alt/Meta held.
 */
import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { QUEUE_COPY as c } from './queue-copy.ts';

export interface QueueKeyHandlers {
  approve?: (id: number) => void;
  reject?: (id: number) => void;
  open?: (id: number) => void;
  /** Escape: close what is open (a detail, a picker). */
  close?: () => void;
}

const typing = (el: EventTarget | null) =>
  el instanceof HTMLElement &&
  (el.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(el.tagName) || el.closest('[role="alertdialog"],[role="dialog"]') !== null);

/**
 * `items`: the rows in order with their names (for the announcement). `rowId(id)` is the id of the row element
 * that gets focus. Returns the active row, the announcement and the help's state.
 */
export function useQueueKeys(
  items: { id: number; name: string }[],
  rowId: (id: number) => string,
  handlers: QueueKeyHandlers,
  enabled = true,
) {
  const [active, setActive] = useState<number | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const [help, setHelp] = useState(false);
  const ref = useRef({ items, handlers, active, rowId });
  // Before the browser paints: a key pressed once the new list shows must not act on the list before it (an
  // item decided a moment ago, whose second approval the server refuses with 409).
  useLayoutEffect(() => {
    ref.current = { items, handlers, active, rowId };
  });

  const focusAt = useCallback((index: number) => {
    const { items: list, rowId: rid } = ref.current;
    const item = list[index];
    if (!item) return;
    setActive(item.id);
    setAnnouncement(c.at(index + 1, list.length, item.name));
    // The row takes the focus, unless a field already has it (the reason picker opened by r on this very item).
    requestAnimationFrame(() => {
      if (!typing(document.activeElement)) document.getElementById(rid(item.id))?.focus();
    });
  }, []);

  // When the list changes (an item decided and gone), the selection stays at the same place in it.
  const lastIndex = useRef(0);
  useEffect(() => {
    if (active === null) return;
    const i = items.findIndex((x) => x.id === active);
    if (i >= 0) lastIndex.current = i;
    else if (items.length > 0) focusAt(Math.min(lastIndex.current, items.length - 1));
  }, [items, active, focusAt]);

  useEffect(() => {
    if (!enabled) return;
    const onKey = (ev: KeyboardEvent) => {
      if (ev.ctrlKey || ev.metaKey || ev.altKey || ev.defaultPrevented) return;
      const { items: list, handlers: h, active: current } = ref.current;
      if (ev.key === 'Escape') {
        if (help) {
          setHelp(false);
          ev.preventDefault();
        } else if (h.close && !typing(ev.target)) h.close();
        return;
      }
      if (typing(ev.target)) return;
      let i = current === null ? -1 : list.findIndex((x) => x.id === current);
      let selected = current;
      // The selected item was just decided and left the list, and the selection has not moved yet: a key pressed
      // now acts on the item that took its place (the one the selection is about to show), not on nothing.
      if (current !== null && i < 0 && list.length > 0) {
        i = Math.min(lastIndex.current, list.length - 1);
        selected = list[i]!.id;
      }
      switch (ev.key) {
        case 'j':
          ev.preventDefault();
          focusAt(Math.min(i + 1, list.length - 1));
          return;
        case 'k':
          ev.preventDefault();
          focusAt(Math.max(i - 1, 0));
          return;
        case '?':
          ev.preventDefault();
          setHelp((v) => !v);
          return;
      }
      if (selected === null || i < 0) return;
      if (ev.key === 'a' && h.approve) {
        ev.preventDefault();
        h.approve(selected);
      } else if (ev.key === 'r' && h.reject) {
        ev.preventDefault();
        h.reject(selected);
      } else if (
        ev.key === 'Enter' &&
        h.open &&
        (ev.target === document.body || (ev.target as HTMLElement).id === ref.current.rowId(selected))
      ) {
        ev.preventDefault();
        h.open(selected);
      }
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [enabled, help, focusAt]);

  return { active, announcement, help, setHelp, focusAt };
}
