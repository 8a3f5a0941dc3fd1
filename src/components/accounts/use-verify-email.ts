/**
 * The /verify-email island's one request (VerifyEmail.tsx): reads `?token=`, sends it once to
 * POST /api/verify-email, removes it from the address bar after the answer (the link works once, PD9), and
 * focuses the heading of what it found (`useTokenLink`).
 */
import { apiAnswer } from '#lib/api-client.ts';
import type { OwnerVerifyResult, ReviewState, VerifyResult } from '#lib/contract/listings.ts';
import { useTokenLink } from '#components/ui/use-token-link.ts';
import { VERIFY_COPY } from './verify-copy.ts';

type State =
  | { kind: 'checking' }
  | { kind: 'none' }
  | { kind: 'failed'; message?: string }
  | { kind: 'verified'; message: string; name?: string; owner?: boolean }
  | { kind: 'already'; message: string; name: string; owner: boolean; review: ReviewState; businessId?: number };

/** The one request per page load (a second one would find the single-use token already spent). */
let sent: Promise<State> | undefined;

function verify(token: string): Promise<State> {
  sent ??= (async (): Promise<State> => {
    try {
      const { ok, body } = await apiAnswer<VerifyResult | OwnerVerifyResult>('/api/verify-email', { method: 'POST', body: { token } });
      if (!ok) return { kind: 'failed', message: body.message };
      const owner = 'kind' in body && body.kind === 'owner';
      const name = 'owner' in body ? body.owner.name : body.business.name;
      if (body.state === 'already') {
        return {
          kind: 'already',
          message: body.message,
          name,
          owner,
          review: body.review,
          businessId: 'business' in body ? body.business.id : undefined,
        };
      }
      return { kind: 'verified', message: body.message || VERIFY_COPY.successDefault, name, owner };
    } catch {
      return { kind: 'failed', message: VERIFY_COPY.network };
    }
  })();
  return sent;
}

/** The state of the page: checking, no token, or what the one request found; and its heading to focus. */
export const useVerifyEmail = () => useTokenLink<State>(verify);
