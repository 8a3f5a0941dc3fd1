/**
 * DELETE /api/account {email} (KVKK): the logged-in member deletes their own account, typing
 * its e-mail address to confirm. 200 {message} with the session cookie cleared and a confirmation mail; 400
 * when the address does not match; 409 for an admin or a business owner (with what to do instead); 401
 * without login. What is deleted and what stays anonymised: src/features/accounts/delete-account.ts.
 */
import { handler, json, readJson } from '#api/http.ts';
import { clearSessionCookie } from '#api/session.ts';
import { deleteAccountSchema, deleteOwnAccount } from '#features/accounts/delete-account.ts';

export default handler(
  { auth: 'user' },
  {
    DELETE: async (req, { db, caller: { user } }) => {
      const { email } = await readJson(req, deleteAccountSchema, 2048);
      return json(await deleteOwnAccount(db, user.id, email), { headers: { 'Set-Cookie': clearSessionCookie() } });
    },
  },
);

export const config = { path: '/api/account' };
