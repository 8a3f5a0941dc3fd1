/**
 * Mounts the business page's mini-map into LocationCard's `[data-location-map]` slot once the slot is
 * within 300 px of the viewport (IntersectionObserver): only then are React, maplibre and MiniMap loaded
 * (dynamic import) with maplibre's stylesheet (map-css.ts). The slot carries data-lat, data-lng, data-name, data-style-url and data-attribution.
 */
import { DEFAULT_MAP_SETTINGS } from '#lib/map-config.ts';
import { withMapCss } from './map-css.ts';

async function mount(el: HTMLElement): Promise<void> {
  const latitude = Number(el.dataset.lat);
  const longitude = Number(el.dataset.lng);
  if (!Number.isFinite(latitude) || !Number.isFinite(longitude) || el.dataset.mounted) return;
  el.dataset.mounted = '1';
  const [{ createElement }, { createRoot }, { default: MiniMap }] = await Promise.all([
    import('react'),
    import('react-dom/client'),
    withMapCss(import('./MiniMap.tsx')),
  ]);
  const settings = {
    styleUrl: el.dataset.styleUrl || DEFAULT_MAP_SETTINGS.styleUrl,
    attribution: el.dataset.attribution ?? DEFAULT_MAP_SETTINGS.attribution,
  };
  createRoot(el).render(createElement(MiniMap, { name: el.dataset.name ?? '', latitude, longitude, settings }));
}

export function initMiniMaps(root: ParentNode = document): void {
  const slots = [...root.querySelectorAll<HTMLElement>('[data-location-map]')];
  if (slots.length === 0) return;
  if (!('IntersectionObserver' in window)) {
    slots.forEach((el) => void mount(el));
    return;
  }
  const observer = new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        if (!entry.isIntersecting) continue;
        observer.unobserve(entry.target);
        void mount(entry.target as HTMLElement);
      }
    },
    { rootMargin: '300px 0px' },
  );
  slots.forEach((el) => observer.observe(el));
}
