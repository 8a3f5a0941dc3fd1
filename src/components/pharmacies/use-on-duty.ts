/**
 * Tonight's on-duty pharmacies as the browser sees them now (GET /api/pharmacies/on-duty, decision 025): the
 * listed businesses' ids → the end of their duty (ISO). Read at view time, never baked into pre-built HTML,
 * so a pre-built card or business page shows "Nöbetçi" only on the nights it is true. Asked only when
 * `wanted` (a page with pharmacies on it); null until answered or when the request fails.
 *
 *   const duty = useOnDutyTonight(slots.some((s) => s.facts.categorySlug === 'saglik'));
 *   duty?.get(b.id) // '2026-11-29T05:30:00.000Z' or undefined
 */
import { useEffect, useState } from 'react';
import { apiAnswer } from '#lib/api-client.ts';
import type { OnDutyTonight } from '#lib/contract/pharmacies.ts';

export function useOnDutyTonight(wanted: boolean): ReadonlyMap<number, string> | null {
  const [duty, setDuty] = useState<ReadonlyMap<number, string> | null>(null);
  useEffect(() => {
    if (!wanted) return;
    let live = true;
    void apiAnswer<OnDutyTonight>('/api/pharmacies/on-duty')
      .then((answer) => {
        if (!live || !answer.ok) return;
        const ids = new Map<number, string>();
        for (const d of answer.body.districts ?? [])
          for (const p of d.pharmacies) if (p.businessId !== null) ids.set(p.businessId, answer.body.until);
        setDuty(ids);
      })
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [wanted]);
  return duty;
}
