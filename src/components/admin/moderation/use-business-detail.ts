/**
 * One business of the queue as the detail reads it (GET /api/admin/businesses/:id): loaded once per id, then
 * the heading takes the focus. `setBusiness` puts the edited business in its place; a 401/403 of the gate
 * calls `onGateLost`.
 */
import { useEffect, useRef, useState } from 'react';
import { adminCall, gateLost, unwrapDetail, type ModerationDetail } from '../moderation-api.ts';
import { MODERATION_COPY as copy } from '../moderation-copy.ts';

export function useBusinessDetail(id: number, onGateLost: () => void) {
  const [business, setBusiness] = useState<ModerationDetail | null>(null);
  const [error, setError] = useState<string | null>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    let active = true;
    adminCall(`/api/admin/businesses/${id}`)
      .then((res) => {
        if (!active) return;
        if (gateLost(res)) return onGateLost();
        if (!res.ok) return setError(res.body.message ?? copy.failed);
        setBusiness(unwrapDetail(res.body));
        requestAnimationFrame(() => headingRef.current?.focus());
      })
      .catch(() => active && setError(copy.network));
    return () => {
      active = false;
    };
  }, [id, onGateLost]);

  return { business, setBusiness, error, headingRef };
}
