/**
 * The panel under the rating summary: closed, the review form, "log in to write" or "owners cannot review".
 * "Değerlendirme yap" (the section's button, and the page's link to #degerlendirme-yap) opens it; without an
 * account a click goes to /login and back to #degerlendirme-yap, where arriving shows why.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import type { ReviewViewerState } from '#lib/contract/reviews.ts';
import type { SessionState } from '#stores/session.ts';
import { loginHref } from './api.ts';

export const WRITE_ANCHOR = 'degerlendirme-yap';

export type Panel = 'closed' | 'form' | 'login' | 'owner';

export function useReviewPanel(session: SessionState, viewer: ReviewViewerState | null) {
  const [panel, setPanel] = useState<Panel>('closed');
  const [editing, setEditing] = useState(false);
  const panelRef = useRef<HTMLDivElement>(null);

  /** Opens the form; without an account a click goes to the login page (and back), a link arriving here shows why. */
  const open = useCallback(
    (clicked: boolean) => {
      if (session.status !== 'ready') return;
      if (!session.user && clicked) window.location.assign(loginHref(`#${WRITE_ANCHOR}`));
      else if (!session.user) setPanel('login');
      else if (viewer?.isOwner) setPanel('owner');
      else {
        setPanel('form');
        setEditing(Boolean(viewer?.review));
      }
      requestAnimationFrame(() => panelRef.current?.scrollIntoView({ block: 'start' }));
    },
    [session, viewer],
  );

  // The page's "Değerlendirme yap" link and the way back from the login page: #degerlendirme-yap.
  const wantsForm = useRef(typeof window !== 'undefined' && window.location.hash === `#${WRITE_ANCHOR}`);
  useEffect(() => {
    const onHash = () => {
      if (window.location.hash === `#${WRITE_ANCHOR}`) {
        open(true);
      }
    };
    window.addEventListener('hashchange', onHash);
    return () => window.removeEventListener('hashchange', onHash);
  }, [open]);
  useEffect(() => {
    if (!wantsForm.current || session.status !== 'ready' || (session.user && !viewer)) return;
    wantsForm.current = false;
    open(false);
  }, [session, viewer, open]);

  return { panel, setPanel, editing, setEditing, panelRef, open };
}
