/**
 * A pasted Google Maps link → what it carries offline (PD11; reference.md "Google Maps links"),
 * to pre-fill the manual form. Nothing is fetched: a short link (maps.app.goo.gl, goo.gl/maps, g.page)
 * only resolves by following its redirect, so the person is asked for the full link instead.
 *  - `/maps/place/NAME/@LAT,LNG,17z/data=…!1s0xHEX1:0xHEX2…!3dLAT!4dLNG…`: the name (`+` = space,
 *    URL-decoded), the pin at `!3d`/`!4d` (preferred to `@`, the view centre), the feature id and its cid
 *    (HEX2 as an unsigned decimal), a `ChIJ…` place id when present;
 *  - `?cid=NNN` (maps.google.com, google.com/maps), `?ftid=0x…:0x…`;
 *  - `/maps/search/?api=1&query=TEXT&query_place_id=ChIJ…` (coordinates when the query is `lat,lng`);
 *  - `/maps/search/TEXT/@LAT,LNG,Zz` (the view centre), `maps.google.com/?q=TEXT` or `?q=LAT,LNG`, `?ll=`.
 * The text of a share ("Adana Kebap\nhttps://…") is accepted: the first link in it is read.
 */
import { districtFromAddress } from './district.ts';
import { isInAdana } from './fields.ts';
import { googleLinkMessages as M } from './messages.ts';
import type { DistrictName } from './types.ts';

export interface GooglePrefill {
  name?: string;
  latitude?: number;
  longitude?: number;
  /** Decimal, as text (can exceed 2^63). */
  googleCid?: string;
  googlePlaceId?: string;
  /** The feature id `0x…:0x…`. */
  googleFeatureId?: string;
  address?: string;
  district?: DistrictName;
  /** Where the coordinates come from: the place's pin, the query (`lat,lng`) or only the map's view centre. */
  coordinatesFrom?: 'pin' | 'query' | 'view';
}

export type GoogleLinkResult = { ok: true; prefill: GooglePrefill; message: string } | { ok: false; message: string };

const MAX_LENGTH = 4000;
const SHORT_HOSTS = /^(maps\.app\.goo\.gl|goo\.gl|g\.page|g\.co)$/;
const GOOGLE_HOST = /^(www\.|maps\.)?google\.(com|[a-z]{2}|com?\.[a-z]{2})$/;
export const PLACE_ID_RE = /^(ChIJ|GhIJ|EhIJ|Ei)[A-Za-z0-9_-]{10,300}$/;

function decodePart(s: string): string {
  const plus = s.replace(/\+/g, ' ');
  try {
    return decodeURIComponent(plus);
  } catch {
    return plus;
  }
}

function cleanName(s: string): string {
  return s
    .replace(/[\s\u00a0]+/g, ' ')
    .trim()
    .slice(0, 160);
}

function toCoordinates(latText: string, lngText: string): { latitude: number; longitude: number } | null {
  const latitude = Number(latText);
  const longitude = Number(lngText);
  if (!Number.isFinite(latitude) || !Number.isFinite(longitude)) return null;
  if (Math.abs(latitude) > 90 || Math.abs(longitude) > 180) return null;
  const round = (v: number) => Math.round(v * 1e8) / 1e8;
  return { latitude: round(latitude), longitude: round(longitude) };
}

const LAT_LNG_RE = /^\s*(-?\d{1,2}(?:\.\d+)?)\s*,\s*(-?\d{1,3}(?:\.\d+)?)\s*$/;

/** The cid of a feature id `0xHEX1:0xHEX2`: HEX2 as an unsigned decimal. */
export function cidFromFeatureId(featureId: string): string | null {
  const m = /^0x([0-9a-f]{1,16}):0x([0-9a-f]{1,16})$/i.exec(featureId.trim());
  return m ? BigInt('0x' + m[2]!).toString() : null;
}

/** Finds the link in pasted text (a bare link, or a share text with a link in it). */
function findUrl(input: string): URL | null {
  const text = input.trim();
  const candidate = /https?:\/\/\S+/i.exec(text)?.[0] ?? (/^[\w.-]+\.[a-z]{2,}(\/\S*)?$/i.test(text) ? `https://${text}` : null);
  if (!candidate) return null;
  try {
    return new URL(candidate.replace(/[)\].,;]+$/, ''));
  } catch {
    return null;
  }
}

/** Splits "Name, Street, 01120 Seyhan/Adana" into a name and an address when the rest is an address. */
function splitNameAddress(text: string): { name: string; address?: string; district?: DistrictName } {
  const comma = text.indexOf(',');
  if (comma > 0) {
    const rest = text.slice(comma + 1).trim();
    const district = districtFromAddress(rest);
    if (district || /\b01\d{3}\b|\badana\b/i.test(rest)) {
      return { name: cleanName(text.slice(0, comma)), address: rest.slice(0, 300), ...(district ? { district } : {}) };
    }
  }
  return { name: cleanName(text) };
}

function applyText(prefill: GooglePrefill, text: string): void {
  const t = text.trim();
  if (!t) return;
  const ll = LAT_LNG_RE.exec(t);
  if (ll) {
    const coords = toCoordinates(ll[1]!, ll[2]!);
    if (coords && prefill.coordinatesFrom !== 'pin') Object.assign(prefill, coords, { coordinatesFrom: 'query' as const });
    return;
  }
  const placeIdQuery = /^place_id:(\S+)$/.exec(t);
  if (placeIdQuery) {
    if (PLACE_ID_RE.test(placeIdQuery[1]!)) prefill.googlePlaceId ??= placeIdQuery[1]!;
    return;
  }
  const split = splitNameAddress(t);
  if (split.name && !prefill.name) prefill.name = split.name;
  if (split.address && !prefill.address) prefill.address = split.address;
  if (split.district && !prefill.district) prefill.district = split.district;
}

function applyFeatureId(prefill: GooglePrefill, featureId: string): void {
  const cid = cidFromFeatureId(featureId);
  if (!cid) return;
  prefill.googleFeatureId ??= featureId.toLowerCase();
  prefill.googleCid ??= cid;
}

/** Parses a pasted Google Maps link. */
export function parseGoogleMapsLink(input: string | null | undefined): GoogleLinkResult {
  const raw = (input ?? '').trim();
  if (!raw) return { ok: false, message: M.blank };
  if (raw.length > MAX_LENGTH) return { ok: false, message: M.tooLong };
  const url = findUrl(raw);
  if (!url || (url.protocol !== 'https:' && url.protocol !== 'http:')) return { ok: false, message: M.blank };
  const host = url.hostname.toLowerCase();
  if (SHORT_HOSTS.test(host)) return { ok: false, message: M.shortLink };
  if (!GOOGLE_HOST.test(host)) return { ok: false, message: M.notGoogle };
  const path = url.pathname;
  const isMapsPath = path === '/maps' || path.startsWith('/maps/') || (host.startsWith('maps.') && !path.startsWith('/search'));
  if (!isMapsPath) return { ok: false, message: M.notGoogle };

  const prefill: GooglePrefill = {};
  const segments = path.split('/').filter(Boolean);
  const fullPath = url.pathname + url.search;

  // The pin: the last !3d…!4d… pair of the data parameter.
  const pins = [...fullPath.matchAll(/!3d(-?\d+(?:\.\d+)?)!4d(-?\d+(?:\.\d+)?)/g)];
  const pin = pins.length ? toCoordinates(pins[pins.length - 1]![1]!, pins[pins.length - 1]![2]!) : null;
  if (pin) Object.assign(prefill, pin, { coordinatesFrom: 'pin' as const });
  const feature = /!1s(0x[0-9a-f]+:0x[0-9a-f]+)/i.exec(fullPath);
  if (feature) applyFeatureId(prefill, feature[1]!);
  const placeInData = /!(?:1|19)s((?:ChIJ|GhIJ)[A-Za-z0-9_-]{10,300})/.exec(fullPath);
  if (placeInData) prefill.googlePlaceId = placeInData[1]!;

  // /maps/place/NAME/… and /maps/search/TEXT/…
  const kind = segments[1];
  if ((kind === 'place' || kind === 'search') && segments[2] && !segments[2].startsWith('@') && !segments[2].startsWith('data=')) {
    applyText(prefill, decodePart(segments[2]));
  }
  // @LAT,LNG,ZOOMz: the view centre, only when there is no pin.
  const view = /\/@(-?\d+(?:\.\d+)?),(-?\d+(?:\.\d+)?)(?:,|$|\/)/.exec(path);
  if (view && prefill.latitude === undefined) {
    const coords = toCoordinates(view[1]!, view[2]!);
    if (coords) Object.assign(prefill, coords, { coordinatesFrom: 'view' as const });
  }

  const q = url.searchParams;
  const cid = q.get('cid')?.trim();
  if (cid && /^\d{1,40}$/.test(cid)) prefill.googleCid = cid;
  const ftid = q.get('ftid');
  if (ftid) applyFeatureId(prefill, ftid);
  const placeId = q.get('query_place_id')?.trim() ?? q.get('place_id')?.trim();
  if (placeId && PLACE_ID_RE.test(placeId)) prefill.googlePlaceId = placeId;
  for (const key of ['query', 'q', 'destination']) {
    const v = q.get(key);
    if (v) applyText(prefill, v);
  }
  const ll = q.get('ll');
  if (ll && prefill.latitude === undefined) {
    const m = LAT_LNG_RE.exec(ll);
    const coords = m ? toCoordinates(m[1]!, m[2]!) : null;
    if (coords) Object.assign(prefill, coords, { coordinatesFrom: 'view' as const });
  }

  const hasInfo = prefill.name || prefill.latitude !== undefined || prefill.googleCid || prefill.googlePlaceId;
  if (!hasInfo) return { ok: false, message: M.noInfo };
  const notes: string[] = [M.ok];
  if (prefill.coordinatesFrom === 'view') notes.push(M.viewOnly);
  if (prefill.latitude !== undefined && prefill.longitude !== undefined && !isInAdana(prefill.latitude, prefill.longitude))
    notes.push(M.outsideAdana);
  return { ok: true, prefill, message: notes.join(' ') };
}
