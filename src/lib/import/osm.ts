/**
 * OpenStreetMap data as it comes (PD23; open data under the ODbL) → candidates
 * for the import engine, through well-kept libraries, not hand-written parsers:
 *  - Overpass API JSON (`[out:json]`; nodes, and ways/relations with `center` from `out center`) and `.osm`
 *    XML (read with @xmldom/xmldom) become GeoJSON with `osmtogeojson`; GeoJSON (as osmtogeojson or
 *    overpass-turbo export it) is read as it is. The format is told by the content.
 *  - A feature's place: its point, or the middle of its outline (a way or relation without `center`).
 *  - Tags → our fields: name (`name:tr` first), category and Turkish subcategory (osm-tags.ts), address from
 *    `addr:*`, phone, website and e-mail from the plain keys and `contact:*`, hours from `opening_hours`
 *    (osm-hours.ts), the district from `addr:district`, `addr:city`, the neighbourhood or the postal code
 *    (district.ts, src/lib/reference/adana-neighbourhoods.ts).
 *  - Features without a name and things that are not businesses (benches, toilets, bus stops) are skipped and
 *    counted, not listed; a feature outside the guide's five districts is reported with its reason.
 * Reported lines: a feature's position in the file (1-based) as `line`, its OSM id (`node/123`) in the reason.
 * The OSM id is kept on the business: a re-import updates by it (src/lib/import/osm-reimport.ts).
 *  - Amenity tags (wheelchair, outdoor_seating, internet_access, takeaway, delivery, air_conditioning…) become
 *    Turkish features (osm-tags.ts `osmFeatures`); an Instagram or Facebook link becomes the web address when
 *    the place gives none (the guide has one), the others are counted in a note.
 */
import { DOMParser } from '@xmldom/xmldom';
import osmtogeojson from 'osmtogeojson';
import { resolveDistrict } from './district.ts';
import { cleanMultiline, cleanText, lengthCheck, MAX_LENGTH } from './fields.ts';
import { importMessages as M } from './messages.ts';
import { osmCategory, osmFeatures, osmSocialLinks, osmSubcategory } from './osm-tags.ts';
import { parseOsmOpeningHours } from './osm-hours.ts';
import { emailOf, phoneOf, placeOf, RowWarnings, websiteOf } from './row.ts';
import { IMPORT_LIMITS, ImportFileError, type ImportCandidate, type MappedImport, type RowError } from './types.ts';

import { detectOsmFormat, type OsmFormat } from './osm-file.ts';

export { detectOsmFormat, type OsmFormat };

/** One feature: its OSM id, its tags and its place. */
export interface OsmFeature {
  id: string;
  tags: Record<string, string>;
  lat: number | null;
  lon: number | null;
}

type Position = number[];
interface GeoFeature {
  id?: string | number;
  properties?: Record<string, unknown> | null;
  geometry?: { type: string; coordinates?: unknown } | null;
}

/** Every point of a geometry (for the middle of an outline). */
function points(coordinates: unknown, out: Position[] = []): Position[] {
  if (Array.isArray(coordinates) && typeof coordinates[0] === 'number') out.push(coordinates as Position);
  else if (Array.isArray(coordinates)) for (const c of coordinates) points(c, out);
  return out;
}

/** The middle of a geometry: the point itself, or the middle of the bounding box of an outline. */
function middle(geometry: GeoFeature['geometry']): { lat: number; lon: number } | null {
  const all = points(geometry?.coordinates);
  if (all.length === 0) return null;
  const lons = all.map((p) => p[0]!);
  const lats = all.map((p) => p[1]!);
  return { lon: (Math.min(...lons) + Math.max(...lons)) / 2, lat: (Math.min(...lats) + Math.max(...lats)) / 2 };
}

/** A GeoJSON feature → its id and tags: osmtogeojson's `{type, id, tags}` or overpass-turbo's flat `@id`. */
function featureOf(f: GeoFeature): OsmFeature | null {
  const p = f.properties ?? {};
  const nested = p.tags && typeof p.tags === 'object' ? (p.tags as Record<string, unknown>) : null;
  const id = String(f.id ?? p['@id'] ?? (p.type && p.id ? `${String(p.type)}/${String(p.id)}` : (p.id ?? '')));
  const source = nested ?? Object.fromEntries(Object.entries(p).filter(([k]) => !k.startsWith('@') && k !== 'id'));
  const tags: Record<string, string> = {};
  for (const [k, v] of Object.entries(source)) if (typeof v === 'string' || typeof v === 'number') tags[k] = String(v);
  const at = middle(f.geometry);
  return { id, tags, lat: at?.lat ?? null, lon: at?.lon ?? null };
}

/** The OSM ids of a file in its own order (Overpass JSON's `elements`, the XML's elements; GeoJSON as listed). */
function fileOrder(text: string, format: OsmFormat): string[] {
  if (format === 'overpass') {
    const parsed = JSON.parse(text) as { elements?: Array<{ type?: string; id?: number }> };
    return (parsed.elements ?? []).map((e) => `${e.type}/${e.id}`);
  }
  if (format === 'osm-xml') return [...text.matchAll(/<(node|way|relation)\s[^>]*?\bid="(\d+)"/g)].map((m) => `${m[1]}/${m[2]}`);
  return [];
}

/** A file's text → its features (throws ImportFileError with a Turkish message when it is not OSM data). */
export function readOsm(text: string, maxFeatures: number = IMPORT_LIMITS.maxRows): { format: OsmFormat; features: OsmFeature[] } {
  const format = detectOsmFormat(text);
  if (!format) throw new ImportFileError(M.notOsm, 400);
  let geo: { features?: GeoFeature[] };
  try {
    if (format === 'osm-xml') {
      const doc = new DOMParser({
        onError: (level: string) => {
          if (level === 'fatalError') throw new Error('xml');
        },
      }).parseFromString(text, 'text/xml');
      geo = osmtogeojson(doc, { flatProperties: false }) as unknown as typeof geo;
    } else {
      const parsed = JSON.parse(text) as Record<string, unknown>;
      geo = format === 'overpass' ? (osmtogeojson(parsed, { flatProperties: false }) as unknown as typeof geo) : (parsed as typeof geo);
    }
  } catch {
    throw new ImportFileError(M.brokenOsm(format), 400);
  }
  // One feature per OSM id (osmtogeojson can give a way both its outline and its `center`), in the file's
  // order (osmtogeojson lists polygons, then lines, then points), so reported positions match the file.
  const byId = new Map<string, OsmFeature>();
  for (const f of (Array.isArray(geo.features) ? geo.features : []).map(featureOf)) if (f && !byId.has(f.id)) byId.set(f.id, f);
  const order = new Map(fileOrder(text, format).map((id, i) => [id, i]));
  const features = [...byId.values()].sort((a, b) => (order.get(a.id) ?? Infinity) - (order.get(b.id) ?? Infinity));
  if (features.length > maxFeatures) throw new ImportFileError(M.tooManyRows, 400);
  if (features.length === 0) throw new ImportFileError(M.noData, 400);
  return { format, features };
}

const first = (tags: Record<string, string>, ...keys: string[]) => keys.map((k) => tags[k]?.trim()).find(Boolean) ?? '';

/** "Atatürk Cd." + "12" → "Atatürk Cd. No:12"; the neighbourhood in front, "PPPPP İlçe/Adana" at the end. */
function addressOf(tags: Record<string, string>, neighbourhood: string, district: string | null): string {
  const full = cleanText(tags['addr:full']);
  if (full) return full;
  const street = cleanText(first(tags, 'addr:street', 'addr:place'));
  const number = cleanText(tags['addr:housenumber']);
  const line = street ? (number ? `${street} No:${number}` : street) : '';
  const tail = [cleanText(tags['addr:postcode']), district ? `${district}/Adana` : 'Adana'].filter(Boolean).join(' ');
  return [neighbourhood, line, tail].filter(Boolean).join(', ');
}

/** One feature → a candidate, a reported line, or skipped (`unnamed` / `notBusiness`, counted). */
export function mapOsmFeature(
  feature: OsmFeature,
  line: number,
):
  | { kind: 'candidate'; candidate: ImportCandidate; warnings: string[]; socialNotTaken: number }
  | { kind: 'error'; error: RowError }
  | { kind: 'skipped'; why: 'unnamed' | 'notBusiness' } {
  const tags = feature.tags;
  const error = (reason: string) => ({ kind: 'error' as const, error: { line, reason: `${reason.replace(/\.$/, '')} (${feature.id})` } });
  const category = osmCategory(tags);
  const name = cleanText(first(tags, 'name:tr', 'name', 'brand:tr', 'brand'));
  if (!category) return { kind: 'skipped', why: 'notBusiness' };
  if (!name) return { kind: 'skipped', why: 'unnamed' };
  const tooLongName = lengthCheck('İşletme adı', name, MAX_LENGTH.name);
  if (tooLongName) return error(tooLongName);
  if (tags['disused:shop'] || tags['disused:amenity'] || tags['abandoned:amenity']) return error(M.permanentlyClosed);

  const w = new RowWarnings();
  const place = placeOf(
    {
      lat: feature.lat === null ? '' : String(feature.lat),
      lng: feature.lon === null ? '' : String(feature.lon),
      links: [],
      cid: '',
      placeId: '',
    },
    w,
  );
  if (place.outside) return error(M.outsideAdanaRow('koordinatlar'));
  const neighbourhood = cleanText(first(tags, 'addr:neighbourhood', 'addr:suburb', 'addr:quarter'));
  const district = resolveDistrict({
    district: tags['addr:district'] || null,
    city: tags['addr:city'] ?? '',
    province: tags['addr:province'] ?? '',
    neighbourhood,
    address: cleanText(tags['addr:full']),
    postalCode: tags['addr:postcode'] ?? '',
  });
  if ('outside' in district) return error(M.outsideAdanaRow(district.outside));
  // No district the guide can tell: the row waits in the queue for an admin to choose one (import.ts decides:
  // a user's import skips it with M.missingDistrictOsm).
  if ('unknown' in district) return error(M.unknownDistrict(district.unknown));
  const districtName = 'missing' in district ? null : district.district;
  const address = addressOf(tags, neighbourhood, districtName);
  const tooLongAddress = lengthCheck('Adres', address, MAX_LENGTH.address);
  if (tooLongAddress) return error(tooLongAddress);

  const hours = parseOsmOpeningHours(tags.opening_hours);
  if (!hours.ok) w.add(M.badOsmHours(tags.opening_hours ?? ''));
  let description = cleanMultiline(first(tags, 'description:tr', 'description'));
  if (description.length > MAX_LENGTH.description) {
    w.add(M.tooLong('Açıklama', MAX_LENGTH.description));
    description = '';
  }
  // Instagram/Facebook: the guide has one web address; without a website the first of them is it.
  const website = websiteOf([first(tags, 'website', 'contact:website', 'url')], w);
  const social = osmSocialLinks(tags);
  const socialLinks = [social.instagram, social.facebook].filter((v): v is string => v !== null);
  const candidate: ImportCandidate = {
    line,
    name,
    categorySlug: category.slug,
    subcategory: osmSubcategory(tags, category.value)?.slice(0, MAX_LENGTH.subcategory) ?? null,
    description,
    address,
    district: districtName,
    latitude: place.latitude,
    longitude: place.longitude,
    phone: phoneOf([first(tags, 'phone', 'contact:phone'), first(tags, 'contact:mobile', 'mobile')], w),
    email: emailOf([first(tags, 'email', 'contact:email')], w),
    website: website ?? socialLinks[0] ?? null,
    features: osmFeatures(tags),
    priceRange: null,
    hours: hours.ok ? hours.hours : {},
    ...(hours.ok && hours.holidays ? { holidays: hours.holidays } : {}),
    isOpen: true,
    googleCid: null,
    googlePlaceId: null,
    osmId: /^(node|way|relation)\/\d+$/.test(feature.id) ? feature.id : null,
  };
  return {
    kind: 'candidate',
    candidate,
    warnings: w.list,
    socialNotTaken: socialLinks.length - (website ? 0 : Math.min(1, socialLinks.length)),
  };
}

/**
 * A file's text → what the engine stores and reports (`layout: 'osm'`), with the skipped features counted.
 * At most `maxFeatures` features (the web's 5,000 rows; the command line allows a whole city).
 */
export function mapOsm(
  text: string,
  { maxFeatures = IMPORT_LIMITS.maxRows }: { maxFeatures?: number } = {},
): MappedImport & { format: OsmFormat } {
  const { format, features } = readOsm(text, maxFeatures);
  const out: MappedImport & { format: OsmFormat } = { layout: 'osm', format, candidates: [], errors: [], warnings: [], dropped: 0 };
  let unnamed = 0;
  let notBusiness = 0;
  let socialNotTaken = 0;
  features.forEach((feature, i) => {
    const outcome = mapOsmFeature(feature, i + 1);
    if (outcome.kind === 'candidate') {
      out.candidates.push(outcome.candidate);
      socialNotTaken += outcome.socialNotTaken;
      for (const reason of outcome.warnings) out.warnings.push({ line: i + 1, reason });
    } else if (outcome.kind === 'error') out.errors.push(outcome.error);
    else if (outcome.why === 'unnamed') unnamed++;
    else notBusiness++;
  });
  out.dropped = unnamed + notBusiness;
  const notes = [
    ...(notBusiness ? [M.osmNotBusiness(notBusiness)] : []),
    ...(unnamed ? [M.osmUnnamed(unnamed)] : []),
    ...(socialNotTaken ? [M.osmSocialNotTaken(socialNotTaken)] : []),
    M.osmAttribution,
  ];
  out.notes = notes;
  if (out.candidates.length === 0 && out.errors.length === 0) throw new ImportFileError(M.noData, 400);
  return out;
}
