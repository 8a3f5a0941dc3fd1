/**
 * Telling an OpenStreetMap file (PD23) without reading it: by its name (the admin's file tab) and by
 * the start of its text. Small and browser-safe: the island imports this, not the reader (osm.ts) with its
 * libraries.
 */
export type OsmFormat = 'overpass' | 'geojson' | 'osm-xml';

/** The file names the import takes as OpenStreetMap data. */
export const OSM_FILE_EXTENSIONS = ['.json', '.geojson', '.osm'] as const;

/** Whether a chosen file is named or typed as OpenStreetMap data (Overpass JSON, GeoJSON, .osm XML). */
export function isOsmFile(file: { name?: string | null; type?: string | null }): boolean {
  const name = (file.name ?? '').toLowerCase();
  if (OSM_FILE_EXTENSIONS.some((ext) => name.endsWith(ext))) return true;
  const type = (file.type ?? '').toLowerCase().split(';')[0]!.trim();
  return ['application/geo+json', 'application/osm3s+xml', 'application/vnd.openstreetmap.data+xml'].includes(type);
}

/** The format of a file's text, or null when it is none of the three. */
export function detectOsmFormat(text: string): OsmFormat | null {
  const start = text.trimStart().slice(0, 2000);
  if (start.startsWith('<')) return /<osm[\s>]/.test(start) ? 'osm-xml' : null;
  if (!start.startsWith('{')) return null;
  if (/"elements"\s*:/.test(text.slice(0, 5000)) || /"osm3s"\s*:/.test(start)) return 'overpass';
  if (/"type"\s*:\s*"FeatureCollection"/.test(text.slice(0, 5000)) || /"features"\s*:/.test(start)) return 'geojson';
  return null;
}
