/**
 * Build-time only (Astro frontmatter): the map style settings from configuration (`MAP_STYLE_URL`,
 * `MAP_ATTRIBUTION`, validated by src/platform/config.ts), rendered into the pages that show a map. Only these
 * two public values reach the browser.
 *
 * - Neither set: OpenFreeMap liberty with OpenFreeMap's credit (map-config.ts).
 * - MAP_STYLE_URL set: that style, credited with MAP_ATTRIBUTION when given (most styles carry their own
 *   credit in their sources, which MapLibre shows anyway).
 */
import { configSchema } from '#platform/config.ts';
import { DEFAULT_ATTRIBUTION, DEFAULT_STYLE_URL, type MapStyleSettings } from '#lib/map-config.ts';

export function mapSettings(env: Record<string, string | undefined> = process.env): MapStyleSettings {
  const styleUrl = configSchema.shape.MAP_STYLE_URL.parse(env.MAP_STYLE_URL);
  const attribution = configSchema.shape.MAP_ATTRIBUTION.parse(env.MAP_ATTRIBUTION);
  if (!styleUrl) return { styleUrl: DEFAULT_STYLE_URL, attribution: attribution ?? DEFAULT_ATTRIBUTION };
  return { styleUrl, attribution: attribution ?? '' };
}
