/**
 * A page opened from an e-mailed single-use link (`?token=`): `send` posts the token (once per page load: the
 * caller keeps its promise), the token then leaves the address bar so a reload does not spend it again, and
 * the heading of what was found gets focus. Without a token: `{ kind: 'none' }`. Until then: `{ kind: 'checking' }`.
 *
 *   const { state, headingRef } = useTokenLink<State>(verify);
 */
import { useEffect, useRef, useState } from 'react';

export function useTokenLink<S extends { kind: string }>(send: (token: string) => Promise<S>) {
  const [state, setState] = useState<S | { kind: 'checking' } | { kind: 'none' }>({ kind: 'checking' });
  const headingRef = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    let active = true;
    const token = new URLSearchParams(window.location.search).get('token')?.trim();
    const done = (next: S | { kind: 'none' }) => {
      if (!active) return;
      setState(next);
      requestAnimationFrame(() => headingRef.current?.focus());
    };
    if (!token) {
      void Promise.resolve({ kind: 'none' } as const).then(done);
    } else {
      void send(token).then((next) => {
        const url = new URL(window.location.href);
        url.searchParams.delete('token');
        window.history.replaceState(window.history.state, '', url);
        done(next);
      });
    }
    return () => {
      active = false;
    };
  }, [send]);

  return { state, headingRef };
}
