/**
 * Moves focus to an element once the next render is committed: for "Daha fazla göster", whose new cards
 * exist only after the appended page renders.
 *
 *   const focusLater = useFocusAfterRender(result);
 *   focusLater(firstNewCardLinkId);      // then setResult(…): focus lands on it after the render
 */
import { useCallback, useEffect, useRef } from 'react';

export function useFocusAfterRender(dependency: unknown): (id: string | null) => void {
  const pending = useRef<string | null>(null);
  useEffect(() => {
    const id = pending.current;
    if (!id) return;
    pending.current = null;
    document.getElementById(id)?.focus();
  }, [dependency]);
  return useCallback((id: string | null) => {
    pending.current = id;
  }, []);
}
