/**
 * The server entry of the on-demand bundle (src/render/adapter.ts): Astro's own request handling over the
 * build's manifest. `render()` answers a request for an on-demand route with the data the host loaded.
 */
import { createApp } from 'astro/app/entrypoint';
import { provideSiteData, type SiteData } from '#features/businesses/site-data.ts';
import type { OnDemandLocals } from './locals.ts';

// Not streamed: the page's policy header is written after the whole page rendered, so it holds the hashes every
// component added (Base.astro's consent script is inserted below an awaiting component on the list pages; a
// streamed answer's header left it out). The functions send the whole body at once anyway.
const app = createApp({ streaming: false });

export async function render(request: Request, shell: SiteData, locals: OnDemandLocals): Promise<Response> {
  provideSiteData(shell);
  return app.render(request, { locals: { ...locals } });
}
