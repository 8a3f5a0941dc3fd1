/**
 * POST /api/promotional-leads/unsubscribe?token=… (or {token} as JSON): the one-click unsubscribe of the
 * lead mails; no account needed. Also answers RFC 8058 one-click posts (`List-Unsubscribe=One-Click` as a
 * form body, token in the address). 200 {ok: true}; 404 for an unknown token. Idempotent. Not same-origin
 * checked: mail clients post it from elsewhere, and the 64-hex token is the authority.
 */
import { handler, json, notFound, readBytes } from '#api/http.ts';
import { unsubscribe } from '#features/leads/leads.ts';

async function tokenOf(req: Request): Promise<string> {
  const fromQuery = new URL(req.url).searchParams.get('token');
  if (fromQuery) return fromQuery;
  if ((req.headers.get('content-type') ?? '').includes('application/json')) {
    // A token is 64 characters: more than a few KB is refused (413) before it is read, never held in memory.
    const text = new TextDecoder().decode(await readBytes(req, 4 * 1024));
    try {
      const body = JSON.parse(text) as { token?: unknown };
      return typeof body.token === 'string' ? body.token : '';
    } catch {
      return '';
    }
  }
  return '';
}

export default handler(
  {
    auth: 'public',
    crossSiteAllowed: 'RFC 8058 one-click unsubscribe: mail clients post it from elsewhere; the 64-hex token is the authority.',
  },
  {
    POST: async (req, { db }) => {
      const token = await tokenOf(req);
      if (!(await unsubscribe(db, token))) throw notFound('Bu abonelikten çıkma bağlantısı geçersiz.');
      return json({ ok: true });
    },
  },
);

export const config = { path: '/api/promotional-leads/unsubscribe' };
