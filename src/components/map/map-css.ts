/**
 * maplibre's stylesheet, for maps that load only when needed: /map's (not in its list view), the business
 * page's mini-map and the add-business location picker. A plain `import 'maplibre-gl/dist/maplibre-gl.css'`
 * anywhere in their module graph, even behind a dynamic import, makes Astro put it in the page's <head> as a
 * render-blocking link: 70 KB on every business page, for a map most visitors never scroll to. Here the file
 * is only a URL (`?url`, same origin, so the CSP's style-src 'self' allows it), linked when a map is about to
 * mount.
 */
import cssUrl from 'maplibre-gl/dist/maplibre-gl.css?url';

let loading: Promise<void> | null = null;

/** Resolves once the stylesheet has loaded (or failed: the map then still works, only its controls are unstyled). */
function loadMapCss(): Promise<void> {
  loading ??= new Promise<void>((resolve) => {
    const link = document.createElement('link');
    link.rel = 'stylesheet';
    link.href = cssUrl;
    link.dataset.maplibreCss = '';
    link.addEventListener('load', () => resolve());
    link.addEventListener('error', () => {
      loading = null; // a later map may try again
      link.remove();
      resolve();
    });
    document.head.append(link);
  });
  return loading;
}

/** A lazily imported map module, resolved once the stylesheet is there too: `lazy(() => withMapCss(import('./BaseMap.tsx')))`. */
export function withMapCss<T>(module: Promise<T>): Promise<T> {
  return Promise.all([module, loadMapCss()]).then(([loaded]) => loaded);
}
