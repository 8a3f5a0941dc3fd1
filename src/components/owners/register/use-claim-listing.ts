/**
 * The listing being claimed (decision 023): chosen from the search or given by the business page's
 * "Bu işletmenin sahibi misiniz?" (`?claim=<id>`). Its public record (GET /api/businesses/{id}) fills the
 * claim, the business name and the address, so the wizard does not ask for what the listing already says.
 * The signed-in person's name and e-mail fill the owner's fields when they are still empty.
 */
import { useEffect } from 'react';
import { apiResult } from '#lib/api-client.ts';
import type { ApiBusiness } from '#lib/contract/businesses.ts';
import type { SessionUser } from '#lib/contract/session.ts';
import type { Draft } from './draft.ts';

type SetDraft = (update: (d: Draft) => Draft) => void;

/** Reads the listing and puts it in the draft as the claim (null: not found or not public). */
export async function claimListing(id: number, setDraft: SetDraft): Promise<boolean> {
  const res = await apiResult<ApiBusiness>(`/api/businesses/${id}`).catch(() => null);
  if (!res?.ok) return false;
  const b = res.data;
  setDraft((d) => ({
    ...d,
    mode: 'claim',
    claim: { id: b.id, name: b.name, address: b.address },
    businessName: b.name,
    address: b.address,
  }));
  return true;
}

/** `?claim=<id>` once the draft is loaded; the session's name and e-mail once known. */
export function useClaimFromUrl(loaded: boolean, setDraft: SetDraft, user: SessionUser | null, onMissing: () => void) {
  useEffect(() => {
    if (!loaded) return;
    const raw = new URLSearchParams(window.location.search).get('claim');
    if (!raw) return;
    const id = /^[1-9]\d{0,9}$/.test(raw) ? Number(raw) : 0;
    if (!id) return onMissing();
    void claimListing(id, setDraft).then((ok) => {
      if (!ok) onMissing();
    });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, when the draft is loaded
  }, [loaded]);

  useEffect(() => {
    if (!loaded || !user) return;
    setDraft((d) => (d.ownerName || d.email ? d : { ...d, ownerName: user.name, email: user.email }));
  }, [loaded, user, setDraft]);
}
