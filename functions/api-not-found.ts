/** Unknown /api/* paths: 404 JSON (Netlify reaches it through the /api/* redirect; the local server answers the same itself). */
import { handler, notFound } from '#api/http.ts';

const answer = () => {
  throw notFound('Böyle bir API adresi yok.');
};

export default handler(
  {
    auth: 'public',
    db: false,
    crossSiteAllowed: 'Every call is answered 404 and nothing changes; a 403 would only hide that the address does not exist.',
  },
  { GET: answer, POST: answer, PUT: answer, PATCH: answer, DELETE: answer },
);
