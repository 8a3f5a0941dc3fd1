/**
 * The checked rows of a queue for its bulk bar (BulkBar.tsx): toggle one, all or none; ids no longer in the list
 * (decided and gone) do not count.
 */
import { useCallback, useMemo, useState } from 'react';

export function useSelection(ids: readonly number[]) {
  const [checked, setChecked] = useState<ReadonlySet<number>>(new Set());
  const selected = useMemo(() => new Set(ids.filter((x) => checked.has(x))), [ids, checked]);
  const toggle = useCallback(
    (id: number, on: boolean) =>
      setChecked((s) => {
        const next = new Set(s);
        if (on) next.add(id);
        else next.delete(id);
        return next;
      }),
    [],
  );
  const all = ids.length > 0 && selected.size === ids.length;
  const setAll = useCallback((on: boolean) => setChecked(on ? new Set(ids) : new Set()), [ids]);
  return { selected, toggle, all, setAll };
}
