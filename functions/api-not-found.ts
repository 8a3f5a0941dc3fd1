/** Unknown /api/* paths: 404 JSON (Netlify reaches it through the /api/* redirect; the local server answers the same itself). */
import { handler, notFound } from '#api/http.ts';

const answer = () => {
  throw notFound('Böyle bir API adresi yok.');
};

export default handler({ GET: answer, POST: answer, PUT: answer, PATCH: answer, DELETE: answer });
