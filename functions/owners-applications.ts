/**
 * The owner applications of the logged-in person (decision 011):
 *   POST /api/business-owners {mode: 'new'|'claim', claimBusinessId, businessName, ownerName, taxNumber,
 *        address, phone, email, website, description, category, district, subscriptionPlan, documents: [keys]}
 *        → 201 {message, owner: {id, status: 'email_pending'}}; a verification link is mailed.
 *   GET  /api/business-owners → the caller's applications and ownerships (OwnerRecord[]).
 * Login required (401). From this site only (POST). Bad input: 400 with Turkish field messages.
 */
import { handler, json, readJson } from '#api/http.ts';
import { createApplication, ownerRecordsOf } from '#features/owners/applications.ts';
import { registrationSchema } from '#lib/contract/owners.ts';

export default handler(
  { auth: 'user' },
  {
    GET: async (_req, { db, caller: { user } }) => json(await ownerRecordsOf(db, user.id)),
    POST: async (req, { db, caller: { user } }) => {
      const input = await readJson(req, registrationSchema, 32 * 1024);
      return json(await createApplication(db, input, user.id), { status: 201 });
    },
  },
);

export const config = { path: '/api/business-owners' };
