/**
 * The draft, kept in this tab's sessionStorage so the detour through /login?next=… comes back to the same
 * answers. It is read after hydration (the pre-rendered page has none) and written in the same commit as
 * each change, until the application is sent (`sent`).
 */
import { useEffect, useLayoutEffect, useState } from 'react';
import { EMPTY, STORAGE_KEY, type Draft } from './draft.ts';

export function useRegisterDraft(sent: boolean) {
  const [draft, setDraft] = useState<Draft>(EMPTY);
  const [loaded, setLoaded] = useState(false);

  useEffect(() => {
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

  // A layout effect: kept in the same commit as the change, so a reload right after typing keeps the last field.
  useLayoutEffect(() => {
    if (!loaded || sent) return;
    try {
      sessionStorage.setItem(STORAGE_KEY, JSON.stringify(draft));
    } catch {
      /* storage full or off: the form still works */
    }
  }, [draft, loaded, sent]);

  const set = <K extends keyof Draft>(k: K, v: Draft[K]) => setDraft((d) => ({ ...d, [k]: v }));
  const forget = () => sessionStorage.removeItem(STORAGE_KEY);

  return { draft, setDraft, set, forget, loaded };
}
